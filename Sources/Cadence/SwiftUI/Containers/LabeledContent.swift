/// A container for a value with a label: the label at the leading edge (its first view the
/// title, later ones subtitles below it in `.subheadline`), the value at the trailing edge,
/// sharing the width as an `HStack` does when they do not fit, as in a form row
/// (`LabeledContent` in the snapshot, its value and subtitles `.secondary`).
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
      _LabeledContentRow {
        // The label's first view is its title, the others subtitles below it.
        Group(subviews: label) { parts in
          if let title = parts.first {
            title
            parts[1..<parts.count]
              .foregroundStyle(.secondary)
              .font(.subheadline)
              .layoutValue(key: LabeledContentPart.self, value: .subtitle)
          }
        }
        content
          .foregroundStyle(.secondary)
          .layoutValue(key: LabeledContentPart.self, value: .value)
      }
    }
  }
}

/// The system look of labeled content: the label leading, the value trailing
/// (`LabeledContentLayout`), named by the label's first text.
struct _LabeledContentRow<Content: View>: ContainerView {
  typealias Body = Never
  let content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var contentLayout: LabeledContentLayout { LabeledContentLayout() }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "LabeledContent", label: children.firstText())
    item.adopt(children)
    item.applyEnabled(from: environment)
    return item
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
