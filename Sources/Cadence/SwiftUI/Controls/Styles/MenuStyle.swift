// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How menus look (recorded as `menuStyle`).
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension MenuStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct DefaultMenuStyle: MenuStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The system's choice.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

/// A button that opens the menu.
public struct ButtonMenuStyle: MenuStyle {
  nonisolated public init() {}
  public var _styleName: String { "button" }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A button that opens the menu.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// A borderless button that opens the menu.
public struct BorderlessButtonMenuStyle: MenuStyle {
  nonisolated public init() {}
  public var _styleName: String { "borderlessButton" }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A borderless button that opens the menu.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// Sets the style of the menus in this view (recorded as `menuStyle`).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "menuStyle", value: style._styleName))
  }
}
