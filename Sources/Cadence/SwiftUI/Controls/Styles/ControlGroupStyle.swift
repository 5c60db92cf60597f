// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How control groups look (recorded as `controlGroupStyle`).
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension ControlGroupStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The system's choice.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

/// Navigation controls.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  nonisolated public init() {}
  public var _styleName: String { "navigation" }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// Navigation controls.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

/// A menu.
public struct MenuControlGroupStyle: ControlGroupStyle {
  nonisolated public init() {}
  public var _styleName: String { "menu" }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

/// A palette.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  nonisolated public init() {}
  public var _styleName: String { "palette" }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension View {
  /// Sets the style of the control groups in this view (recorded as `controlGroupStyle`).
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "controlGroupStyle", value: style._styleName))
  }
}
