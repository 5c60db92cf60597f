// The system's default and bordered button styles.

/// The default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "automatic" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A button style with a tinted background.
public struct BorderedButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  static var systemName: String { "bordered" }
  nonisolated public init() {}

  /// The button of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted background.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
