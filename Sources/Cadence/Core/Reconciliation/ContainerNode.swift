/// The node of a container view: the view's latest value and its content's node.
@MainActor
final class ContainerNode<V: ContainerView>: RenderedContainerNode {
  /// The view's latest value; setting it resolves what layout needs of it again.
  var view: V {
    didSet { resolveLayout() }
  }
  var child: _ViewNode?

  // What layout asks of the view, resolved once a value rather than at every question (each
  // would copy the view and cast its layout).
  /// The axis the layout stacks its subviews along.
  @exclusivity(unchecked) private var layoutAxis: Axis?
  /// A built-in stack's algorithm (nil: another layout).
  @exclusivity(unchecked) private var stack: StackAlgorithm?
  /// Whether the view is a lazy container (its `lazyLayout`, made when asked, lays out its
  /// rows): a flag, not the layout, which would make every container 40 bytes larger.
  @exclusivity(unchecked) private var isLazy = false

  init(_ view: V, in context: __shared _MountContext) {
    self.view = view
    TypeLayout.prepare(V.self)
    TypeLayout.prepare(V.ContentLayout.self)
    super.init(in: context)
    resolveLayout()
    if V.rendersNode { isRendered = true }
  }

  private func resolveLayout() {
    let layout = view.contentLayout
    layoutAxis = layout.resolvedStackOrientation
    // The built-in stacks are known by their type (a cheap comparison; a cast to the protocol
    // would look its conformance up at every update).
    if V.ContentLayout.self == VStackLayout.self {
      stack = unsafeBitCast(layout, to: VStackLayout.self).algorithm
    } else if V.ContentLayout.self == HStackLayout.self {
      stack = unsafeBitCast(layout, to: HStackLayout.self).algorithm
    } else {
      stack = nil
    }
    isLazy = view.lazyLayout != nil
  }

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if let child { body(child) }
  }

  /// Reports what is wrong with the view's arguments.
  func reportProblems() {
    for problem in view.problems { tree.report(problem.kind, problem.message, path: viewPath) }
  }

  override func renderOwnItem(children: SnapshotChildren) -> RenderItem {
    var item = view.renderItem(children: RenderedChildren(frozen: children), in: environment)
    item.setFrame(of: self)
    item.source = self
    return item
  }

  override func renderOwnItem(children: SnapshotChildren, shiftedBy seconds: Double)
    -> (item: RenderItem, isExact: Bool)
  {
    var item = view.renderItem(children: RenderedChildren(frozen: children), in: environment)
    let isExact = item.setFrame(of: self, shiftedBy: seconds)
    item.source = self
    return (item, isExact)
  }

  override var renderedKind: String? {
    view.renderedKind
      ?? view.renderItem(children: RenderedChildren(frozen: .empty), in: environment).kind
  }

  override var showsContent: Bool { view.showsContent }

  override func collectContent(into slots: inout [RenderedSlot]) {
    collect(child: child, into: &slots)
  }

  override func collectRendered(into slots: inout [RenderedSlot]) {
    if V.rendersNode {
      appendSlot(to: &slots)
    } else {
      super.collectRendered(into: &slots)
    }
  }

  // MARK: Layout

  /// The content's subviews, collected when the layout below changed.
  private var subviews = LayoutSubviews([])
  /// The layout's cache, made on first use.
  private var cache: V.ContentLayout.Cache?

  override func appendLayoutSubviews(to list: inout [LayoutSubview]) {
    list.append(LayoutSubview(node: self))
  }

  /// A lazy container's content, as its layout sees it (collected when the layout below
  /// changed).
  private var lazyContent: AnyObject?

  override var startsLazyRows: Bool { isLazy }

  override func willLayOutAgain() {
    if isLazy, let lazy = view.lazyLayout {
      lazyContent = lazy.content(of: self)
      return
    }
    let axis = layoutAxis
    var collected = collectChildSubviews()
    collected.set(along: axis)
    subviews = LayoutSubviews(collected)
    subviewsAxis = axis
    if cache != nil {
      withLayout { layout, cache in layout.updateCache(&cache, subviews: subviews) }
    }
  }

  /// The orientation the subviews were last given.
  private var subviewsAxis: Axis?

  /// Gives the subviews the layout's orientation, when it changed (`AnyLayout`).
  private func alignSubviews() {
    guard layoutAxis != subviewsAxis else { return }
    subviews = LayoutSubviews(subviews.elements.along(layoutAxis))
    subviewsAxis = layoutAxis
  }

  /// Runs `body` with the layout and its cache; the subviews carry the layout's orientation
  /// (a layout that changed orientation, `AnyLayout`, gives it to them again).
  private func withLayout<Result>(
    _ body: (V.ContentLayout, inout V.ContentLayout.Cache) -> Result
  ) -> Result {
    let layout = view.contentLayout
    alignSubviews()
    var current = cache ?? layout.makeCache(subviews: subviews)
    let result = body(layout, &current)
    cache = current
    return result
  }

  /// A built-in stack's explicit guide is its subviews' combined, so it sets none when none of
  /// them may (their memo knows): a stack asking each of its rows is spared placing each row's
  /// content and keeping its answer. A lazy stack sets none; any other layout may.
  override func maySetGuides(along axis: Axis) -> Bool {
    if isLazy { return false }
    // The subviews are current only while the layout is valid.
    guard geometry.isValid, stack != nil else { return true }
    return subviews.stackMemo.guideFree(subviews, along: axis).contains(false)
  }

  /// A container's explicit guide is its layout's (`explicitAlignment(of:in:proposal:…)`),
  /// or, where the layout sets none, its subviews' explicit values combined, projected to
  /// where the layout places them in a container of `size` (SwiftUI's default).
  override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    if let cached = geometry.cachedGuide(key, size: size, proposal: proposal) {
      return cached
    }
    // A lazy stack sets no guide of its own: its rows are not all made.
    if isLazy { return nil }
    tree.statistics.guideComputations += 1
    let bounds = CGRect(origin: .zero, size: size)
    if stack == nil,
      let own = withLayout({ layout, cache in
        key.axis == .horizontal
          ? layout.explicitAlignment(
            of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
            subviews: subviews, cache: &cache)
          : layout.explicitAlignment(
            of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
            subviews: subviews, cache: &cache)
      })
    {
      var value = own
      if !own.isFinite {
        tree.report(
          .layoutProblem,
          "\(viewPath): the layout's explicit \(key.name) guide is \(own); 0 is used",
          path: viewPath)
        value = 0
      }
      geometry.cacheGuide(value, for: key, size: size, proposal: proposal)
      return value
    }
    // The layout places the subviews to say where they would go, and nothing is carried
    // out: each subview's placement state is put back after (its placed rect holds what is
    // recorded, D67).
    var states: [LayoutNode.PlacementState] = []
    states.reserveCapacity(subviews.count)
    for subview in subviews.elements { states.append(subview.node.placementState) }
    withLayout { layout, cache in
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    var placements: [(rect: CGRect, proposal: ProposedViewSize)] = []
    placements.reserveCapacity(subviews.count)
    for (index, subview) in subviews.elements.enumerated() {
      let recorded = subview.takeRecordedPlacement()
      placements.append((recorded.rect, recorded.proposal))
      subview.node.restorePlacementState(states[index])
    }
    var result: CGFloat?
    var count = 0
    for (index, subview) in subviews.elements.enumerated() {
      let (placed, placedProposal) = placements[index]
      guard
        let value = subview.explicitGuide(key, size: placed.size, proposal: placedProposal)
      else { continue }
      key.combine(
        value + (key.axis == .horizontal ? placed.minX : placed.minY), count, into: &result)
      count += 1
    }
    geometry.cacheGuide(result, for: key, size: size, proposal: proposal)
    return result
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if isLazy, let lazy = view.lazyLayout {
      return lazy.size(proposal, container: self, content: lazyContent)
    }
    if let stack {
      alignSubviews()
      return stack.size(proposal: proposal, subviews: subviews)
    }
    return withLayout { layout, cache in
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  override func placeContent(in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?)
  {
    setFrame(rect, transaction: transaction)
    if isLazy, let lazy = view.lazyLayout {
      let length = lazy.place(
        in: rect, proposal: proposal, transaction: transaction, container: self,
        content: lazyContent)
      // Rows measured for the first time changed the estimate: the stack is sized again, in
      // the next pass of the update (this pass already counts everything above as invalid).
      if abs(length - (lazy.axis == .vertical ? rect.height : rect.width)) > 0.5 {
        tree.enqueueAction { [weak self] in
          guard let self, self.isMounted else { return }
          self.invalidateLayout(transaction: nil)
        }
      }
      return
    }
    if let algorithm = stack {
      // A built-in stack places each subview once: at once, without the checked two steps.
      algorithm.place(
        in: rect, proposal: proposal, subviews: subviews, direct: true, transaction: transaction)
      return
    }
    withLayout { layout, cache in
      layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &cache)
    }
    commitPlacements(of: subviews.elements, in: rect, transaction: transaction)
  }
}

/// A completed render item, kept by reference (see `LeafNode.completed`).
final class CompletedItem {
  let item: RenderItem

  init(_ item: RenderItem) {
    self.item = item
  }
}
