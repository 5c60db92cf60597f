/// Fills the background of each rendered node with a style.
struct _BackgroundStyleModifier: RenderModifier, Equatable {
  static let attributeName = "background"
  var style: String

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(style, for: "background")
  }
}

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
    default: return TextFieldStyleName(name: "\(Self.self)")
    }
  }
}

extension View {
  /// Sets a view's foreground elements to use a given style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.foregroundStyleDescription, style.styleDescription)
  }

  /// Sets the colour of the foreground elements displayed by this view.
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundStyleDescription, color?.name)
  }

  /// Sets the view's background to a style.
  public func background<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_BackgroundStyleModifier(style: style.styleDescription))
  }

  /// Sets the style for text fields within this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyle, style.styleName)
  }
}

/// Names each rendered node for tests and assistive technologies: `accessibilityIdentifier`
/// or `accessibilityLabel`, shown as a textual attribute of that name. The innermost wins.
struct _AccessibilityModifier: RenderModifier, Equatable {
  static let attributeName = "accessibility"
  var name: String
  var value: String

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(value, for: name)
  }
}

extension View {
  /// Uses the string you specify to identify the view: queries (`tap`, `snapshot().first`, …)
  /// match an identifier before a label or a kind.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(_AccessibilityModifier(name: "accessibilityIdentifier", value: identifier))
  }

  /// Adds a label to the view that describes its contents; queries match it as a label.
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(_AccessibilityModifier(name: "accessibilityLabel", value: label.content))
  }

  /// Adds a label to the view that describes its contents; queries match it as a label.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(_AccessibilityModifier(name: "accessibilityLabel", value: String(label)))
  }
}
