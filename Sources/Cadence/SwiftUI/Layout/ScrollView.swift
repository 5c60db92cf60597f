/// A scrollable view: it takes the space it is offered, proposes its content an unbounded
/// length along its axes (nil: the content's ideal length), and shows the content moved by
/// its content offset (0 at first; at most the content's length less the view's). The host
/// scrolls it (`host.scroll(_:by:)`, or `host.adjust(_:to:)` to an offset along its main
/// axis); a `ScrollViewReader`'s proxy scrolls a view into sight. The snapshot records
/// `contentOffset.x` and `contentOffset.y` when not 0.
public struct ScrollView<Content: View>: View {
  /// The scroll view's scrollable axis.
  public var axes: Axis.Set
  /// The scroll view's content.
  public var content: Content
  /// Whether the scroll view shows its indicators (recorded as `showsIndicators` when not).
  public var showsIndicators: Bool
  /// The kind its rendered node has: a list is a scroll view that renders as `List`.
  var renderedKind = "ScrollView"
  @State private var offset = CGPoint.zero
  @State private var controller = ScrollController()
  @Environment(\.scrollRegistry) private var registry
  @Environment(\.contentMargins) private var margins
  @Environment(\.scrollPositionLink) private var positionLink
  @Environment(\.scrollTargetBehavior) private var targetBehavior
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  @Environment(\.defaultScrollAnchor) private var defaultAnchor
  @Environment(\.scrollGeometryObservers) private var geometryObservers
  @Environment(\.scrollPhaseObservers) private var phaseObservers
  @Environment(\.scrollPositionRequest) private var positionRequest
  @Environment(\.scrollTargetVisibilityObservers) private var visibilityObservers

  /// Creates a scroll view along `axes`.
  public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
    showsIndicators = true
  }

  /// Creates a scroll view along `axes`, with or without its indicators (the older form;
  /// `scrollIndicators(_:)` is the newer).
  @_disfavoredOverload
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
    self.showsIndicators = showsIndicators
  }

  public var body: some View {
    let controller = self.controller
    let offset = $offset
    controller.axes = axes
    let behavior = targetBehavior
    // The axes along which the size class is compact (an upright iPhone: across).
    var compact: Axis.Set = []
    if horizontalSizeClass == .compact { compact.insert(.horizontal) }
    if verticalSizeClass == .compact { compact.insert(.vertical) }
    controller.setOffset = { wanted in
      let aimed =
        behavior.map { controller.target(wanted, behavior: $0, compact: compact) } ?? wanted
      let clamped = controller.clamped(aimed)
      if clamped != offset.wrappedValue { offset.wrappedValue = clamped }
    }
    registry?.register(controller)
    controller.phaseObservers = phaseObservers
    if let tree = UpdateContext.current {
      // After the layout of this update: positions are known then.
      if let request = positionRequest {
        tree.enqueueAction { controller.syncPosition(request) }
      }
      if !visibilityObservers.isEmpty {
        let observers = visibilityObservers
        tree.enqueueAction { for observer in observers { observer.check(controller) } }
      }
      if controller.endsInteractionAfterLayout {
        tree.enqueueAction {
          controller.endsInteractionAfterLayout = false
          controller.enter(.idle)
        }
      }
    }
    if let link = positionLink, let tree = UpdateContext.current {
      // After the layout of this update: positions are known then. The update's transaction
      // (read as the container updates) may give the target's anchor.
      tree.enqueueAction { controller.syncPosition(link, anchor: controller.transactionAnchor) }
    }
    if let anchor = defaultAnchor, !controller.showedDefaultAnchor,
      let tree = UpdateContext.current
    {
      // Once the content is first laid out: the anchor's point of the content in sight.
      tree.enqueueAction {
        guard !controller.showedDefaultAnchor, controller.contentSize != .zero else { return }
        controller.showedDefaultAnchor = true
        controller.setOffset(
          CGPoint(
            x: anchor.x * (controller.contentSize.width - controller.viewport.width),
            y: anchor.y * (controller.contentSize.height - controller.viewport.height)))
      }
    }
    let observers = geometryObservers
    let margins = self.margins
    return _ScrollContainer(
      kind: renderedKind, axes: axes, offset: self.offset, controller: controller,
      showsIndicators: showsIndicators,
      content: content.padding(margins)
        // The content scrolls under the safe area: it has none of its own.
        .modifier(_SafeAreaModifier(change: .boundary))
        .background {
          if !observers.isEmpty {
            // Moves with the content: its frame gives the offset at each layout.
            GeometryReader { proxy in
              let geometry = controller.geometry(
                contentFrame: proxy.frame(in: .global), margins: margins)
              ForEach(observers.indices, id: \.self) { index in
                observers[index].watcher(geometry)
              }
            }
            .hidden()
          }
        }
        .environment(\.relativeContainer, controller)
        .environment(\.scrollGeometryObservers, [])
        .environment(\.scrollPhaseObservers, [])
        .environment(\.scrollPositionRequest, nil)
        .environment(\.scrollTargetVisibilityObservers, [])
    )
    // The scroll view's visible region names `.scrollView` and `.scrollView(axis:)` for
    // each of its axes: the nearest scroll view (along the axis) to a view inside.
    .coordinateSpace(.scrollView)
    .coordinateSpace(.scrollView(axis: axes.contains(.vertical) ? .vertical : .horizontal))
    .coordinateSpace(.scrollView(axis: axes.contains(.horizontal) ? .horizontal : .vertical))
    .transaction { controller.transactionAnchor = $0.scrollTargetAnchor }
  }
}

/// The container of a scroll view's content, laid out at the scroll view's offset.
struct _ScrollContainer<Content: View>: ContainerView {
  typealias Body = Never
  let kind: String
  let axes: Axis.Set
  let offset: CGPoint
  let controller: ScrollController
  let showsIndicators: Bool
  let content: Content

  var contentLayout: ScrollLayout {
    ScrollLayout(axes: axes, offset: offset, controller: controller)
  }

  var renderedKind: String? { kind }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: kind)
    item.adopt(children)
    if kind == "List", let style = environment.listStyleName { item.styles["listStyle"] = style }
    if axes != .vertical {
      item.styles["axes"] = axes == .horizontal ? "horizontal" : "both"
    }
    if !showsIndicators { item.styles["showsIndicators"] = "false" }
    if offset.x != 0 { item.attributes["contentOffset.x"] = offset.x }
    if offset.y != 0 { item.attributes["contentOffset.y"] = offset.y }
    let controller = self.controller
    let main = axes.contains(.vertical) || !axes.contains(.horizontal)
    // A scroll view with scrolling off (`scrollDisabled`) takes no scrolls.
    guard environment.isScrollEnabled else { return item }
    item.adjust = Binding {
      Double(main ? controller.offset.y : controller.offset.x)
    } set: { value in
      var wanted = controller.offset
      if main { wanted.y = CGFloat(value) } else { wanted.x = CGFloat(value) }
      controller.userScroll(to: wanted)
    }
    return item
  }
}

/// The layout of a scroll view's content.
struct ScrollLayout: Layout {
  let axes: Axis.Set
  var offset = CGPoint.zero
  var controller: ScrollController?

  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    controller?.visibleSize = proposal
    let content = StackAlgorithm(
      axis: .vertical, crossGuide: HorizontalAlignment.center.key, spacing: nil
    )
    .size(proposal: contentProposal(proposal), subviews: subviews)
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let inner = contentProposal(proposal)
    let content = StackAlgorithm(
      axis: .vertical, crossGuide: HorizontalAlignment.center.key, spacing: nil
    )
    .size(proposal: inner, subviews: subviews)
    // The content starts at the top (vertical scrolling), moved by the offset (clamped to
    // what the content's size allows), and is centred across.
    controller?.viewport = bounds
    controller?.contentSize = content
    controller?.contentNodes = subviews.map { WeakNode(node: $0.node) }
    let shown = controller?.clamped(offset) ?? .zero
    controller?.offset = shown
    var origin = bounds.origin
    origin.x -= axes.contains(.horizontal) ? shown.x : 0
    origin.y -= axes.contains(.vertical) ? shown.y : 0
    if !axes.contains(.horizontal) { origin.x += (bounds.width - content.width) / 2 }
    if !axes.contains(.vertical) { origin.y += (bounds.height - content.height) / 2 }
    StackAlgorithm(axis: .vertical, crossGuide: HorizontalAlignment.center.key, spacing: nil)
      .place(in: CGRect(origin: origin, size: content), proposal: inner, subviews: subviews)
  }
}
