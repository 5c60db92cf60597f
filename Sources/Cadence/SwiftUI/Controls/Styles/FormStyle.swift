// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How forms look (recorded as `formStyle`).
@MainActor @preconcurrency
public protocol FormStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension FormStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct AutomaticFormStyle: FormStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The system's choice.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// Rows in grouped sections.
public struct GroupedFormStyle: FormStyle {
  nonisolated public init() {}
  public var _styleName: String { "grouped" }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Rows in grouped sections.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// Labels and controls in columns.
public struct ColumnsFormStyle: FormStyle {
  nonisolated public init() {}
  public var _styleName: String { "columns" }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in columns.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets the style of the forms in this view (recorded as `formStyle`).
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "formStyle", value: style._styleName))
  }
}
