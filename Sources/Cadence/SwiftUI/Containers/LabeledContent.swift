/// A container for a value with a label: the label at the leading edge, the value at the
/// trailing edge, as in a form row (`LabeledContent` in the snapshot, its value `.secondary`).
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Creates labeled content from a content view and a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    _ControlRow(kind: "LabeledContent", title: nil) {
      label
      content.foregroundStyle(.secondary)
    } decorate: { _, _ in
    }
  }
}

extension LabeledContent where Label == Text {
  /// Creates labeled content with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates labeled content with a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a row of a title and a value.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// Creates a row of a title and a value.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}
