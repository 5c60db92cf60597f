/// A vertical stack shown in the snapshot as a view of its own kind (`GroupBox`,
/// `DisclosureGroup`, `ContentUnavailableView`): the container of a composite view.
struct _KindStack<Content: View>: ContainerView {
  typealias Body = Never
  let kind: String
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  /// What is wrong with the view this stack shows, reported when it mounts or changes.
  let problems: [(kind: Diagnostic.Kind, message: String)]

  init(
    _ kind: String, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    problems: [(kind: Diagnostic.Kind, message: String)] = [],
    @ViewBuilder content: () -> Content
  ) {
    self.kind = kind
    self.alignment = alignment
    self.spacing = spacing
    self.problems = problems
    self.content = content()
  }

  var contentLayout: VStackLayout { VStackLayout(alignment: alignment, spacing: spacing) }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(stack: kind, alignment: alignment.name, spacing: nil, children: children)
    item.styles.removeValue(forKey: "alignment")
    return item
  }
}
