// The system's menu styles, recorded by name on the menus they draw.

/// The system's choice.
public struct DefaultMenuStyle: MenuStyle, SystemMenuStyle {
  nonisolated var styleName: String { "automatic" }
  nonisolated public init() {}

  /// The menu of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The system's choice.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

/// A button that opens the menu.
public struct ButtonMenuStyle: MenuStyle, SystemMenuStyle {
  nonisolated var styleName: String { "button" }
  nonisolated public init() {}

  /// The menu of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A button that opens the menu.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// A borderless button that opens the menu.
public struct BorderlessButtonMenuStyle: MenuStyle, SystemMenuStyle {
  nonisolated var styleName: String { "borderlessButton" }
  nonisolated public init() {}

  /// The menu of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A borderless button that opens the menu.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A bordered button that opens the menu (macOS).
public struct BorderedButtonMenuStyle: MenuStyle, SystemMenuStyle {
  nonisolated var styleName: String { "borderedButton" }
  nonisolated public init() {}

  /// The menu of `configuration`, in this style.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension MenuStyle where Self == BorderedButtonMenuStyle {
  /// A bordered button that opens the menu.
  public static var borderedButton: BorderedButtonMenuStyle { BorderedButtonMenuStyle() }
}
