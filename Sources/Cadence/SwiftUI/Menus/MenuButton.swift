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
