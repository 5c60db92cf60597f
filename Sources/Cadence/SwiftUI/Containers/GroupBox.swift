/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content: its label (headline) above its content, inset 16 points on a rounded background
/// (`GroupBox` in the snapshot, `background` the secondary system background, corner radius
/// 8), as on iOS.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Creates a group box with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    _KindStack("GroupBox", alignment: .leading, spacing: 8) {
      label.font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(
      RoundedRectangle(cornerRadius: 8).fill(
        Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
  }
}

extension GroupBox where Label == EmptyView {
  /// Creates a group box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// Creates a group box with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group box with a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
