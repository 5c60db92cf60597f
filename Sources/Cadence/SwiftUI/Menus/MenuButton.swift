/// macOS's older pop-up menu button (deprecated there for `Menu`): it is a `Menu` with the
/// same label and content, opened by a tap, its style recorded as `menuButtonStyle`.
public struct MenuButton<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Creates a menu button with a label view.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: some View {
    Menu(content: { content }, label: { label })
  }
}

extension MenuButton where Label == Text {
  /// Creates a menu button titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  /// Creates a menu button titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content)
  }
}

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
