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
    StyledControl(\.labeledContentStyle) {
      LabeledContentStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
    } system: {
      _ControlRow(kind: "LabeledContent", title: nil) {
        label
        content.foregroundStyle(.secondary)
      } decorate: { _, _ in
      }
    }
  }
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// Creates labeled content from a style's configuration: inside a custom style's body, the
  /// system's look of the same label and content.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
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

  /// Creates a row of a title and a value formatted by `format`.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// Creates a row of a title and a value formatted by `format`.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}
