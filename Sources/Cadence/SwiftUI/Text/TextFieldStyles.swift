/// A specification for the appearance and interaction of a text field.
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// The name of a text field style, as it reads in renderings.
struct TextFieldStyleName: Hashable, Sendable {
  let name: String
  static let automatic = TextFieldStyleName(name: "automatic")
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

/// The default text field style, based on the text field's context.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field style with a system-defined rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field style with no decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default text field style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle {
  /// The style's name in renderings.
  var styleName: TextFieldStyleName {
    switch self {
    case is RoundedBorderTextFieldStyle: return TextFieldStyleName(name: "roundedBorder")
    case is PlainTextFieldStyle: return TextFieldStyleName(name: "plain")
    case is DefaultTextFieldStyle: return .automatic
    case is SquareBorderTextFieldStyle: return TextFieldStyleName(name: "squareBorder")
    default: return TextFieldStyleName(name: "\(Self.self)")
    }
  }
}

extension View {
  /// Sets the style for text fields within this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyle, style.styleName)
  }
}
