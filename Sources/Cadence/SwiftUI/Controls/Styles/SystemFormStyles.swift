// The system's form styles, recorded by name on the forms they draw.

/// The system's choice.
public struct AutomaticFormStyle: FormStyle, SystemFormStyle {
  nonisolated var styleName: String { "automatic" }
  nonisolated public init() {}

  /// The form of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The system's choice.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// Rows in grouped sections.
public struct GroupedFormStyle: FormStyle, SystemFormStyle {
  nonisolated var styleName: String { "grouped" }
  nonisolated public init() {}

  /// The form of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Rows in grouped sections.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// Labels and controls in columns.
public struct ColumnsFormStyle: FormStyle, SystemFormStyle {
  nonisolated var styleName: String { "columns" }
  nonisolated public init() {}

  /// The form of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in columns.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
