import Foundation

/// Rows in a column, as iOS lays out a list in compact form: each row spans the width less a
/// 20-point inset on each side, at least 44 points tall, its content at the leading edge and
/// centred vertically; rows follow each other without spacing, unless `listRowSpacing` sets
/// some between them.
struct ListLayout: Layout, Equatable {
  static let inset: CGFloat = 20
  static let minimumRowHeight: CGFloat = 44
  var rowSpacing: CGFloat = 0

  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  /// A row's insets: its own (`listRowInsets`), else 20 points on each side and none along.
  private func insets(of subview: LayoutSubview) -> EdgeInsets {
    let own = subview[ListRowInsetsKey.self]
    return EdgeInsets(
      top: own?.top ?? 0, leading: own?.leading ?? Self.inset, bottom: own?.bottom ?? 0,
      trailing: own?.trailing ?? Self.inset)
  }

  private func rowProposal(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) }, height: nil)
  }

  private func rowHeights(_ proposal: ProposedViewSize, _ subviews: Subviews) -> [CGFloat] {
    subviews.map { subview in
      let insets = insets(of: subview)
      let height = subview.sizeThatFits(rowProposal(proposal, insets)).height
      return max(height + insets.top + insets.bottom, Self.minimumRowHeight)
    }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let height =
      rowHeights(proposal, subviews).reduce(0, +)
      + rowSpacing * CGFloat(Swift.max(subviews.count - 1, 0))
    let ideal =
      subviews.map { subview in
        let insets = insets(of: subview)
        return subview.sizeThatFits(.unspecified).width + insets.leading + insets.trailing
      }.max() ?? 2 * Self.inset
    let width = proposal.width.map { $0.isFinite ? $0 : ideal } ?? ideal
    // A list fills the height it is offered, like a scroll view.
    return CGSize(width: width, height: proposal.height.map { $0.isFinite ? $0 : height } ?? height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let whole = ProposedViewSize(bounds.size)
    var y = bounds.minY
    for (subview, height) in zip(subviews, rowHeights(whole, subviews)) {
      let insets = insets(of: subview)
      let row = rowProposal(whole, insets)
      let size = subview.sizeThatFits(row)
      let room = height - insets.top - insets.bottom
      subview.place(
        at: CGPoint(
          x: bounds.minX + insets.leading, y: y + insets.top + (room - size.height) / 2),
        anchor: .topLeading, proposal: row)
      y += height + rowSpacing
    }
  }
}

/// A container for grouping controls used for data entry: laid out as a list.
public struct Form<Content: View> {
  let content: Content
  /// Whether this form is a style's `Form(configuration)` (it is not styled again).
  var isStyled = false

  /// Creates a form with the given content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Form: View {
  /// The form as Cadence draws it (the runtime mounts the form itself).
  public var body: some View { _PrimitiveBody(primitive: self) }
}

@MainActor
extension Form: ContainerView {

  /// Mounts the form, or, when a custom form style is in the environment, the style's body
  /// in its place.
  public static func _makeOrUpdateNode(
    _ view: Form, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    guard !view.isStyled, let style = context.environment.formStyle else {
      return makeOrUpdateUnstyledContainer(view, node: node, in: context)
    }
    return makeOrUpdateStyledBody(_StyledForm(form: view, style: style), node: node, in: context)
  }

  /// One rendered node unless a form style's body stands in its place.
  public static func _foldedEffectCount(_ view: Form, in environment: EnvironmentValues) -> Int? {
    view.isStyled || environment.formStyle == nil ? 0 : nil
  }

  var contentLayout: ListLayout { ListLayout() }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "Form")
    item.adopt(children)
    return item
  }
}

/// A part of a list or form with an optional header and footer: its header, rows and footer
/// are rows of the list; the header's and footer's nodes carry `section` = `header` or
/// `footer`.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
  /// Whether a collapsible section shows its content (nil: always).
  var isExpanded: Binding<Bool>?
}

extension Section: View where Parent: View, Content: View, Footer: View {
  /// Creates a section with a header, content and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// Creates a section with a header, content and a footer (the older form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }

  public var body: some View {
    if let isExpanded {
      // A collapsible section: a tap on its header shows or hides its content.
      header.font(.footnote).textCase(.uppercase)
        .modifier(_StyleEffect(name: "section", value: "header"))
        .modifier(_StyleEffect(name: "expanded", value: isExpanded.wrappedValue ? "true" : "false"))
        .onTapGesture { isExpanded.wrappedValue.toggle() }
      if isExpanded.wrappedValue { content }
    } else {
      header.font(.footnote).textCase(.uppercase).modifier(
        _StyleEffect(name: "section", value: "header"))
      content
    }
    footer.font(.footnote).modifier(_StyleEffect(name: "section", value: "footer"))
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a section with a header and content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// Creates a section with a header and content (the older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// Creates a section with content only.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// Creates a section with content and a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a collapsible section with a header: its content shows while `isExpanded` is
  /// true; a tap on the header switches it.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.init(content: content, header: header)
    self.isExpanded = isExpanded
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Creates a collapsible section with a title: its content shows while `isExpanded` is
  /// true; a tap on the title switches it.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content, header: { Text(titleKey) })
    self.isExpanded = isExpanded
  }

  /// Creates a section with a title and content.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// Creates a section with a title and content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }
}

/// How a list looks (recorded as the list's `listStyle`).
@MainActor @preconcurrency
public protocol ListStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}
