/// The render pass: snapshots are built incrementally. Each primitive view's node keeps its
/// frozen snapshot node; a change marks what it touches (a node's own values, or a
/// container's list of children), and the next snapshot renders again only those nodes, puts
/// each into its container's children (a persistent vector: the other children are shared,
/// not copied) and renews the containers above it, up to the roots. Everything else is the
/// previous snapshot's nodes, shared.
@MainActor
final class RenderPhase {
  /// The context whose tree this pass renders.
  unowned(unsafe) let context: UpdateContext

  /// What the pass keeps between snapshots.
  @exclusivity(unchecked) var state = RenderState()

  init(context: UpdateContext) {
    self.context = context
  }

  /// While the velocities are measured: how far (in seconds) each animated value is moved
  /// along its exact velocity when rendered; zero otherwise.
  @exclusivity(unchecked) private(set) var velocityProbe = 0.0

  /// The exact rate of change, per second, of each numeric attribute of each rendered node
  /// now, by node path. Rendering twice with every animated value moved a millisecond ahead
  /// and behind along its model's exact derivative gives each attribute's derivative (exact
  /// for attributes linear in the animated data). Nodes whose attributes come from content
  /// evaluated over time (`Animatable` bodies, keyframe animators, timelines), or from an
  /// animation that does not know its derivative, are left out.
  func velocities() -> MeasuredVelocities {
    let shift = 1e-3
    defer { velocityProbe = 0 }
    var ahead: [RenderItem] = []
    velocityProbe = shift
    context.root?.render(into: &ahead)
    var behind: [RenderItem] = []
    velocityProbe = -shift
    context.root?.render(into: &behind)
    return RenderItem.velocities(ahead: ahead, behind: behind, shift: shift)
  }

  /// The top-level rendered nodes as of the last snapshot, nil before the first.
  var hasRenderedSnapshot: Bool { state.hasRoots }

  /// Marks `node` (a rendered node) to be rendered again at the next snapshot.
  func needsRender(_ node: _ViewNode) {
    node.renderRecord.valuesChanged = true
    needsFrameRender(node)
  }

  /// Marks `node` (a rendered node) as moved by layout, nothing else about it changed: at
  /// the next snapshot it keeps its frozen values at its new frame (a full layout moves every
  /// row of a stack, and each row's new frame is all that changes).
  func frameDidMove(_ node: _ViewNode) {
    guard !node.renderRecord.isQueued, !node.renderRecord.isMoved else { return }
    node.renderRecord.isMoved = true
    state.moved.append(node)
  }

  /// Marks `node` (a rendered node) to be rendered again at the next snapshot because its
  /// laid-out frame changed.
  func needsFrameRender(_ node: _ViewNode) {
    guard !node.renderRecord.isQueued else { return }
    node.renderRecord.isQueued = true
    state.queue.append(node)
  }

  /// Marks the children of `container` (nil: the top-level nodes) to be rendered again
  /// from scratch at the next snapshot: views appeared, left, moved or were hidden.
  func childrenNeedRender(of container: _ViewNode?) {
    guard let container else {
      state.rootsChanged = true
      return
    }
    guard !container.renderRecord.childrenChanged else { return }
    container.renderRecord.childrenChanged = true
    state.changedContainers.append(container)
  }

  /// The rendered tree now: what changed since the last snapshot is rendered again, and the
  /// rest shared with it.
  func snapshot() -> Snapshot {
    updateRenderedTree()
    return Snapshot(time: context.now.seconds, roots: state.roots?.array ?? [])
  }

  /// The rendered tree now, rendered from scratch without using or changing what the render
  /// pass keeps: what an incremental snapshot must equal.
  func snapshotFromScratch() -> Snapshot {
    var items: [RenderItem] = []
    context.root?.render(into: &items)
    let roots = items.enumerated().map {
      freeze(
        $0.element, parent: nil, index: $0.offset, container: nil, generation: 0, records: false)
    }
    state.nonFinite.removeAll()
    return Snapshot(time: context.now.seconds, roots: roots)
  }

  /// Brings the rendered tree up to date.
  func updateRenderedTree() {
    refreshLiveNodes()
    markAnimatedNodes()
    if state.roots == nil || state.rootsChanged {
      renderEverything()
    } else {
      renderChangedContainers()
      renderMovedNodes()
      renderQueuedNodes()
    }
    reportNonFinite()
  }

  /// Renders the whole tree from scratch.
  private func renderEverything() {
    for node in state.changedContainers { node.renderRecord.childrenChanged = false }
    state.changedContainers.removeAll()
    for node in state.queue { node.renderRecord.isQueued = false }
    state.queue.removeAll()
    for node in state.moved { node.renderRecord.isMoved = false }
    state.moved.removeAll()
    state.rootsChanged = false
    context.statistics.fullRenders += 1
    var items: [RenderItem] = []
    context.root?.render(into: &items)
    let generation = nextRenderGeneration()
    state.rootGeneration = generation
    var roots: [SnapshotNode] = []
    roots.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      roots.append(
        freeze(item, parent: nil, index: index, container: nil, generation: generation))
    }
    state.roots = SnapshotChildren(roots)
  }

  /// Renders again, from scratch, the children of each container whose children changed,
  /// outermost first (an outer one renders the inner ones with it).
  private func renderChangedContainers() {
    guard !state.changedContainers.isEmpty else { return }
    var containers = state.changedContainers
    state.changedContainers.removeAll()
    containers.sort { $0.depth < $1.depth }
    for container in containers where container.renderRecord.childrenChanged {
      container.renderRecord.childrenChanged = false
      guard container.isMounted, let frozen = container.renderRecord.frozen,
        isCurrent(container)
      else { continue }
      context.statistics.renderedNodes += 1
      var items: [RenderItem] = []
      container.renderContent(into: &items)
      let generation = nextRenderGeneration()
      container.renderRecord.childrenGeneration = generation
      var children: [SnapshotNode] = []
      children.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        children.append(
          freeze(
            item, parent: frozen.location, index: index, container: container,
            generation: generation))
      }
      state.pendingChildren[ObjectIdentifier(container)] = SnapshotChildren(children)
      container.renderRecord.hasPendingChildren = true
      needsRender(container)
    }
  }

  /// Gives each node that layout only moved its new frame: its frozen frame changes, and a
  /// patch carrying only the frame waits among its container's (the container is queued).
  /// A moved node that must render again for another reason, or whose frame animates, is
  /// queued itself.
  private func renderMovedNodes() {
    guard !state.moved.isEmpty else { return }
    var moved = state.moved
    state.moved = []
    defer {
      // The list keeps its capacity for the next layout (a full one lists every row again).
      moved.removeAll(keepingCapacity: true)
      if state.moved.isEmpty { state.moved = moved }
    }
    // The rows of a stack come one after another: their patches go to their container
    // together.
    var container: Unmanaged<_ViewNode>?
    var patches: [ChildPatch] = []
    patches.reserveCapacity(moved.count)
    for node in moved {
      node.renderRecord.isMoved = false
      guard node.isMounted, node.renderRecord.frozenStorage != nil, isCurrent(node) else {
        continue
      }
      guard let owner = node.renderRecord.containerReference, velocityProbe == 0,
        !node.renderRecord.valuesChanged,
        !node.renderRecord.hasPendingChildren,
        node.geometry.frameAttribute?.isAnimating != true, let frame = node.presentedFrame
      else {
        needsFrameRender(node)
        continue
      }
      // Moved back, or its container rendered it again from scratch: nothing to do.
      guard !node.renderRecord.frozenFrame.isSame(as: frame) else { continue }
      let storedFrame = SnapshotNode.store(frame)
      node.renderRecord.frozenFrame = storedFrame
      context.statistics.renderedNodes += 1
      if owner.toOpaque() != container?.toOpaque() {
        if let container { addPatches(patches, to: container.takeUnretainedValue()) }
        container = owner
        patches.removeAll(keepingCapacity: true)
      }
      patches.append(ChildPatch(slot: node.renderRecord.slot, movedTo: storedFrame))
    }
    if let container { addPatches(patches, to: container.takeUnretainedValue()) }
  }

  /// Adds `patches` to those `container` takes when it renders again, and queues it.
  private func addPatches(_ patches: [ChildPatch], to container: _ViewNode) {
    guard !patches.isEmpty else { return }
    if container.renderRecord.patches == nil {
      container.renderRecord.patches = patches
    } else {
      container.renderRecord.patches?.append(contentsOf: patches)
    }
    container.renderRecord.hasPendingChildren = true
    needsFrameRender(container)
  }

  /// Renders again each queued node, deepest first: its new frozen form replaces the old one
  /// among its container's children, and the container is queued in turn.
  private func renderQueuedNodes() {
    guard !state.queue.isEmpty else { return }
    // By depth, deepest first: a container queued on the way is shallower than the node
    // that queued it, so it waits in a bucket not yet reached and takes all its children's
    // changes at once.
    var buckets: [[_ViewNode]] = []
    for node in state.queue {
      while buckets.count <= node.depth { buckets.append([]) }
      buckets[node.depth].append(node)
    }
    state.queue.removeAll(keepingCapacity: true)
    for depth in buckets.indices.reversed() {
      var index = 0
      while index < buckets[depth].count {
        let node = buckets[depth][index]
        index += 1
        node.renderRecord.isQueued = false
        // nil: nothing to propagate; .some(nil): a top-level node, already in the roots.
        guard case .some(.some(let container)) = renderAgain(node),
          !container.renderRecord.isQueued
        else { continue }
        container.renderRecord.isQueued = true
        buckets[container.depth].append(container)
      }
    }
    // Nodes queued while rendering (none expected) wait for the next snapshot.
    for node in state.queue { node.renderRecord.isQueued = false }
    state.queue.removeAll(keepingCapacity: true)
    state.pendingChildren.removeAll()
    if !state.rootPatches.isEmpty, let roots = state.roots {
      state.roots = roots.applying(state.rootPatches)
    }
    state.rootPatches.removeAll()
  }

  /// Renders `node` again with its frozen children; returns nil when nothing changed or the
  /// node is not in the snapshot, else its container (`.some(nil)` for a top-level node).
  private func renderAgain(_ node: _ViewNode) -> _ViewNode?? {
    var pending: SnapshotChildren?
    var patches: [ChildPatch]?
    if node.renderRecord.hasPendingChildren {
      node.renderRecord.hasPendingChildren = false
      let key = ObjectIdentifier(node)
      pending = state.pendingChildren.removeValue(forKey: key)
      patches = node.renderRecord.patches
      node.renderRecord.patches = nil
    }
    let valuesChanged = node.renderRecord.valuesChanged
    node.renderRecord.valuesChanged = false
    guard node.isMounted, let old = node.renderRecord.frozen, isCurrent(node) else {
      return nil
    }
    // Only the frame changed (layout moved the node, no animation of it runs): the same
    // values at the new frame.
    if !valuesChanged, pending == nil, patches == nil, velocityProbe == 0,
      node.geometry.frameAttribute?.isAnimating != true, let frame = node.presentedFrame
    {
      guard old.laidOutFrame?.isSame(as: frame) != true else { return nil }
      context.statistics.renderedNodes += 1
      return replace(node, with: SnapshotNode(storage: old.storage, frame: frame))
    }
    var children = pending ?? old.storage.children
    if let patches { children = children.applying(patches) }
    guard var item = node.renderOwnItem(children: children) else { return nil }
    node.transitionState?.apply(to: &item)
    context.statistics.renderedNodes += 1
    let container = node.renderRecord.container
    var ancestor = node.parent
    while let current = ancestor, current !== container {
      current.contribute(to: &item)
      current.transitionState?.apply(to: &item)
      ancestor = current.parent
    }
    // A container that shows no children (a titled button) takes none.
    let fresh = makeNode(
      item, location: old.location, children: item.frozenChildren ?? .empty, source: node)
    node.renderRecord.dependsOnSize = item.dependsOnSize
    guard !fresh.hasSameValues(as: old) else { return nil }
    return replace(node, with: fresh)
  }

  /// Puts `fresh`, the new frozen form of `node`, in its place: among its container's
  /// pending changes (the container is returned, to be rendered in turn) or the roots'.
  private func replace(_ node: _ViewNode, with fresh: SnapshotNode) -> _ViewNode?? {
    node.renderRecord.frozen = fresh
    register(node, frozen: fresh)
    let container = node.renderRecord.container
    // The container takes its changed children all at once when it is rendered again.
    let slot = node.renderRecord.slot
    if let container {
      if container.renderRecord.patches == nil { container.renderRecord.patches = [] }
      container.renderRecord.patches?.append(ChildPatch(slot: slot, node: fresh))
      container.renderRecord.hasPendingChildren = true
      return .some(container)
    }
    state.rootPatches.append(ChildPatch(slot: slot, node: fresh))
    return .some(nil)
  }

  /// Whether `node`'s frozen form is among its container's current children.
  fileprivate func isCurrent(_ node: _ViewNode) -> Bool {
    guard let container = node.renderRecord.container else {
      return node.renderRecord.generation == state.rootGeneration
    }
    return container.isMounted
      && node.renderRecord.generation == container.renderRecord.childrenGeneration
  }

  /// Freezes `item` and its children at `index` under `parent`, recording each rendered
  /// node's frozen form and place.
  private func freeze(
    _ item: RenderItem, parent: SnapshotPath?, index: Int, container: _ViewNode?,
    generation: UInt64, records: Bool = true
  ) -> SnapshotNode {
    let location = SnapshotPath(parent: parent, component: RenderItem.component(item, index: index))
    let children: SnapshotChildren
    if let frozen = item.frozenChildren {
      children = frozen
    } else if item.children.isEmpty {
      children = .empty
    } else {
      let childGeneration = records ? nextRenderGeneration() : 0
      if records { item.source?.renderRecord.childrenGeneration = childGeneration }
      var nodes: [SnapshotNode] = []
      nodes.reserveCapacity(item.children.count)
      for (offset, child) in item.children.enumerated() {
        nodes.append(
          DeepRecursion.guarded {
            freeze(
              child, parent: location, index: offset, container: item.source,
              generation: childGeneration, records: records)
          })
      }
      children = SnapshotChildren(nodes)
    }
    let node = makeNode(item, location: location, children: children, source: item.source)
    if records, let source = item.source {
      source.renderRecord.frozen = node
      source.renderRecord.container = container
      source.renderRecord.slot = index
      source.renderRecord.generation = generation
      source.renderRecord.valuesChanged = false
      source.renderRecord.dependsOnSize = item.dependsOnSize
      register(source, frozen: node)
    }
    return node
  }

  /// The frozen form of `item` at `location`; attributes that are not finite are recorded for
  /// a report and stored finite.
  private func makeNode(
    _ item: RenderItem, location: SnapshotPath, children: SnapshotChildren, source: _ViewNode?
  ) -> SnapshotNode {
    var kinds: InteractionKinds = []
    if item.tap != nil { kinds.insert(.tap) }
    if item.text != nil { kinds.insert(.text) }
    if item.toggle != nil { kinds.insert(.toggle) }
    if item.adjust != nil { kinds.insert(.adjust) }
    if !item.gestures.isEmpty { kinds.insert(.gesture) }
    var attributes = item.attributes
    for (name, value) in item.attributes where !value.isFinite {
      state.nonFinite.append((location, name))
      attributes[name] = RenderItem.sanitized(value)
    }
    var frame = item.frame
    if let shown = frame,
      !(shown.origin.x.isFinite && shown.origin.y.isFinite && shown.size.width.isFinite
        && shown.size.height.isFinite)
    {
      for (name, value) in zip(
        SnapshotNode.Storage.frameNames,
        [shown.origin.x, shown.origin.y, shown.size.width, shown.size.height])
      where !value.isFinite {
        state.nonFinite.append((location, name))
      }
      frame = CGRect(
        x: RenderItem.sanitized(shown.origin.x), y: RenderItem.sanitized(shown.origin.y),
        width: RenderItem.sanitized(shown.size.width),
        height: RenderItem.sanitized(shown.size.height))
    }
    return SnapshotNode(
      kind: item.kind, label: item.label, location: location, children: children, frame: frame,
      attributes: attributes, styles: item.styles, interactions: kinds,
      source: source.map(ObjectIdentifier.init))
  }

  /// Lists `node` among the nodes with interactions, under its label, while its frozen form
  /// has any.
  private func register(_ node: _ViewNode, frozen: SnapshotNode?) {
    let interactive = !(frozen?.interactions.isEmpty ?? true)
    guard node.renderRecord.isInteractive || interactive else { return }
    let key = ObjectIdentifier(node)
    // Keys: the identifier as `#id`, the label and the accessibility label as they are.
    var keys: [String] = []
    if interactive, let frozen {
      if let identifier = frozen.identifier { keys.append("#" + identifier) }
      if let label = frozen.label { keys.append(label) }
      if let label = frozen.style("accessibilityLabel"), label != frozen.label {
        keys.append(label)
      }
    }
    if node.renderRecord.isInteractive {
      guard let old = state.interactiveNodes[key] else { return }
      if interactive, old.keys == keys { return }
      for oldKey in old.keys {
        state.interactiveByKey[oldKey]?.removeAll { $0 === node }
        if state.interactiveByKey[oldKey]?.isEmpty == true {
          state.interactiveByKey[oldKey] = nil
        }
      }
    }
    node.renderRecord.isInteractive = interactive
    state.interactiveNodes[key] = interactive ? (node, keys) : nil
    for newKey in keys { state.interactiveByKey[newKey, default: []].append(node) }
  }

  /// Forgets `node` as a node with interactions: it left the tree.
  func nodeDidUnmount(_ node: _ViewNode) {
    if node.renderRecord.isInteractive { register(node, frozen: nil) }
  }

  private func nextRenderGeneration() -> UInt64 {
    state.generation += 1
    return state.generation
  }

  /// Queues the nodes whose presented values animations move: what an animation changes is
  /// found from the running animations, not by marking at every tick.
  /// Lists `node`, a view that shows the date, to be refreshed at every snapshot.
  func registerLive(_ node: _ViewNode) {
    let key = ObjectIdentifier(node)
    if state.liveNodes[key] == nil { state.liveNodes[key] = (node, nil) }
  }

  /// The label a live view last rendered.
  func liveLabel(of node: _ViewNode) -> String? {
    state.liveNodes[ObjectIdentifier(node)]?.label
  }

  /// Records the label a live view rendered.
  func setLiveLabel(_ label: String?, of node: _ViewNode) {
    state.liveNodes[ObjectIdentifier(node)] = (node, label)
  }

  /// Texts with relative dates show what they show at the host's date now: those whose text
  /// changed render and lay out again.
  private func refreshLiveNodes() {
    guard !state.liveNodes.isEmpty else { return }
    for (key, entry) in state.liveNodes {
      let node = entry.node
      guard node.isMounted else {
        state.liveNodes[key] = nil
        continue
      }
      node.refreshLive()
    }
    context.layout.layoutIfNeeded()
  }

  private func markAnimatedNodes() {
    context.animations.forEachAnimatedNode { $0.setNeedsRender() }
  }

  private func reportNonFinite() {
    guard !state.nonFinite.isEmpty else { return }
    let attributes = state.nonFinite.map { "\($0.location.string) \($0.attribute)" }
    state.nonFinite.removeAll()
    for attribute in attributes.sorted() {
      context.report(
        .nonFiniteValue,
        "\(attribute) is not finite (NaN, or modifiers whose product overflowed, such as "
          + "nested scale effects); the snapshot shows 0 for NaN and ±1.797e308 for ±∞",
        path: "")
    }
  }

  // MARK: Interactions

  /// The rendered nodes that take `kinds` of interaction now, in tree order, with the actions
  /// that do it. Found through the rendered tree's counts of interactive nodes, which skip
  /// every part without any, and the actions from the tree nodes: no tree is rendered for it.
  func interactions(_ kinds: InteractionKinds) -> [Interaction] {
    interactions(kinds) { _ in true }
  }

  /// The rendered nodes that take `kinds` of interaction now and whose label is `query`, in
  /// tree order; when none has that label, those whose kind is `query`. Nodes are found by
  /// label through an index, so a tap on one button among 10,000 looks at that button only.
  func interactions(_ kinds: InteractionKinds, matching query: String) -> [Interaction] {
    updateRenderedTree()
    func indexed(_ key: String) -> [_ViewNode] {
      (state.interactiveByKey[key] ?? []).filter { node in
        node.isMounted && isCurrent(node)
          && !(node.renderRecord.frozen?.interactions.isDisjoint(with: kinds) ?? true)
      }
    }
    var found = indexed("#" + query)
    if found.isEmpty { found = indexed(query) }
    guard !found.isEmpty else { return interactions(kinds) { $0.kind == query } }
    return found.map { ($0, treeOrder(of: $0)) }
      .sorted { $0.1.lexicographicallyPrecedes($1.1) }
      .compactMap { node, _ in
        node.renderRecord.frozen.flatMap { node.interaction(location: $0.location) }
      }
  }

  /// The interactions of the rendered nodes that take `kinds` and that `accepts`, in tree order.
  private func interactions(
    _ kinds: InteractionKinds, where accepts: (SnapshotNode.Storage) -> Bool
  ) -> [Interaction] {
    updateRenderedTree()
    var found: [Interaction] = []
    func visit(_ node: SnapshotNode) {
      let storage = node.storage
      if !storage.interactions.isDisjoint(with: kinds), accepts(storage),
        let source = storage.source,
        let treeNode = state.interactiveNodes[source]?.node, treeNode.isMounted,
        let interaction = treeNode.interaction(location: storage.location)
      {
        found.append(interaction)
      }
      DeepRecursion.guarded { storage.children.forEachInteractive(visit) }
    }
    state.roots?.forEachInteractive(visit)
    return found
  }

  /// Where `node` is in tree order: its index among its container's children, after its
  /// container's, from the top.
  private func treeOrder(of node: _ViewNode) -> [Int] {
    var order: [Int] = []
    var current: _ViewNode? = node
    while let step = current {
      order.append(step.renderRecord.slot)
      current = step.renderRecord.container
    }
    return order.reversed()
  }
}

/// What the render pass keeps between snapshots.
@MainActor
struct RenderState {
  /// The top-level rendered nodes of the last snapshot; nil before the first.
  var roots: SnapshotChildren? {
    didSet { hasRoots = roots != nil }
  }
  /// Whether there are roots (read at every frame a layout sets, without copying them).
  private(set) var hasRoots = false
  /// The generation of the top-level nodes.
  var rootGeneration: UInt64 = 0
  /// The last generation given out.
  var generation: UInt64 = 0
  /// Set when the top-level nodes changed in number or order.
  var rootsChanged = false
  /// Rendered nodes to render again.
  var queue: [_ViewNode] = []
  /// Rendered nodes that layout only moved (see `RenderPhase.frameDidMove`).
  var moved: [_ViewNode] = []
  /// Containers whose children changed in number or order.
  var changedContainers: [_ViewNode] = []
  /// Children vectors built during the pass, by container, before the container takes them.
  var pendingChildren: [ObjectIdentifier: SnapshotChildren] = [:]
  /// Top-level nodes rendered again.
  var rootPatches: [ChildPatch] = []
  /// Attributes found not finite while freezing.
  var nonFinite: [(location: SnapshotPath, attribute: String)] = []
  /// The rendered nodes with interactions, by identity: snapshots name them, the runtime
  /// holds them.
  var interactiveNodes: [ObjectIdentifier: (node: _ViewNode, keys: [String])] = [:]
  /// The rendered nodes with interactions, by label, accessibility label and `#identifier`.
  var interactiveByKey: [String: [_ViewNode]] = [:]
  /// The mounted views that show the date (texts with relative date styles).
  var liveNodes: [ObjectIdentifier: (node: _ViewNode, label: String?)] = [:]
}

extension RenderPhase {
  /// Checks, after a snapshot, that the queues are empty, that every node the pass holds
  /// unretained is still mounted, and that each rendered node of the tree sits in its
  /// container's children at its slot, in the container's current generation, unless the
  /// container shows no children (internal checks only; walks the whole tree).
  func checkInvariants() {
    internalCheck(
      state.queue.isEmpty && state.moved.isEmpty && state.changedContainers.isEmpty,
      "render queues not empty after a snapshot")
    internalCheck(
      state.pendingChildren.isEmpty && state.rootPatches.isEmpty,
      "children left pending after a snapshot")
    for (_, entry) in state.interactiveNodes {
      internalCheck(entry.node.isMounted, "an unmounted node is listed as interactive")
    }
    guard let root = context.root, let roots = state.roots else { return }
    func visit(_ node: _ViewNode) {
      if node.isMounted, let frozen = node.renderRecord.frozenStorage, isCurrent(node) {
        let slot = node.renderRecord.slot
        let siblings =
          node.renderRecord.container.flatMap { $0.renderRecord.frozenStorage?.children } ?? roots
        // A container that shows no children (a titled button) keeps none.
        internalCheck(
          siblings.count == 0 || (slot < siblings.count && siblings[slot].storage === frozen),
          "\(frozen.kind) at slot \(slot) is not in its container's children")
        if let container = node.renderRecord.container {
          internalCheck(container.isMounted, "\(frozen.kind)'s container left the tree")
        }
      }
      node.forEachChild { child in DeepRecursion.guarded { visit(child) } }
    }
    visit(root)
  }
}
