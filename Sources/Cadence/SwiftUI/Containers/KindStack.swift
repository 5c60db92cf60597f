/// A vertical stack shown in the snapshot as a view of its own kind (`GroupBox`,
/// `DisclosureGroup`, `ContentUnavailableView`): the container of a composite view.
struct _KindStack<Content: View>: ContainerView {
  typealias Body = Never
  let kind: String
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  init(
    _ kind: String, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.kind = kind
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  var contentLayout: VStackLayout { VStackLayout(alignment: alignment, spacing: spacing) }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(stack: kind, alignment: alignment.name, spacing: nil, children: children)
    item.styles.removeValue(forKey: "alignment")
    return item
  }
}
