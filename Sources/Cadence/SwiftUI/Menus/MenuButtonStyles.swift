/// A style of macOS's menu buttons (recorded by name).
public protocol MenuButtonStyle {
  /// The name the snapshot records.
  var _name: String { get }
}

/// The system's menu button style.
public struct DefaultMenuButtonStyle: MenuButtonStyle {
  public var _name: String { "default" }
  /// Creates the style.
  public init() {}
}

/// A pull-down menu button.
public struct PullDownMenuButtonStyle: MenuButtonStyle {
  public var _name: String { "pullDown" }
  /// Creates the style.
  public init() {}
}

/// A borderless button that opens the menu.
public struct BorderlessButtonMenuButtonStyle: MenuButtonStyle {
  public var _name: String { "borderlessButton" }
  /// Creates the style.
  public init() {}
}

/// A borderless pull-down menu button.
public struct BorderlessPullDownMenuButtonStyle: MenuButtonStyle {
  public var _name: String { "borderlessPullDown" }
  /// Creates the style.
  public init() {}
}

extension View {
  /// Sets the style of the menu buttons in this view (recorded as `menuButtonStyle`).
  public func menuButtonStyle<S: MenuButtonStyle>(_ style: S) -> some View {
    recorded("menuButtonStyle", style._name)
  }
}
