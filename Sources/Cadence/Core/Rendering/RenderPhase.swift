/// The render pass: snapshots are built incrementally. Each primitive view's node keeps its
/// frozen snapshot node; a change marks what it touches (a node's own values, or a
/// container's list of children), and the next snapshot renders again only those nodes, puts
/// each into its container's children (a persistent vector: the other children are shared,
/// not copied) and renews the containers above it, up to the roots. Everything else is the
/// previous snapshot's nodes, shared.
@MainActor
final class RenderPhase {
  /// The context of the tree this phase works for (set once, by the context itself).
  @exclusivity(unchecked) unowned(unsafe) var context: UpdateContext!

  /// What the pass keeps between snapshots.
  @exclusivity(unchecked) var state = RenderState()

  /// Nodes rendered again by the queue since the last count into the statistics (counted
  /// here, not through the context, at every node).
  @exclusivity(unchecked) private var renderedCount = 0

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
  func frameDidMove(_ node: LayoutNode) {
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
    var slots: [RenderedSlot] = []
    context.root?.collectRendered(into: &slots)
    let roots = renderChildren(slots, parent: nil, container: nil, records: false)
    state.nonFinite.removeAll()
    return Snapshot(time: context.now.seconds, roots: roots.array)
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
    context.statistics.renderedNodes += renderedCount
    renderedCount = 0
  }

  /// Renders the whole tree from scratch: the pass's step for children that changed, at the
  /// roots, with every queued mark taken by it.
  private func renderEverything() {
    for node in state.changedContainers { node.renderRecord.childrenChanged = false }
    state.changedContainers.removeAll()
    for node in state.queue { node.renderRecord.isQueued = false }
    state.queue.removeAll()
    for node in state.moved { node.renderRecord.isMoved = false }
    state.moved.removeAll()
    state.rootsChanged = false
    context.statistics.fullRenders += 1
    var slots: [RenderedSlot] = []
    context.root?.collectRendered(into: &slots)
    state.roots = renderChildren(slots, parent: nil, container: nil, records: true)
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
      guard container.isMounted, let rendered = container.asRendered,
        let frozen = container.renderRecord.frozen, isCurrent(container)
      else { continue }
      context.statistics.renderedNodes += 1
      var slots: [RenderedSlot] = []
      rendered.collectContent(into: &slots)
      state.pendingChildren[ObjectIdentifier(container)] = renderChildren(
        slots, parent: frozen.location, container: container, records: true)
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
    // Counted once, after the loop: the context is read once, not once a row.
    var rendered = 0
    defer { context.statistics.renderedNodes += rendered }
    for node in moved {
      internalCheck(node.keepsRenderRecord, "\(node) keeps no render record")
      let keeper = unsafeDowncast(node, to: RenderedLayoutNode.self)
      keeper.record.isMoved = false
      guard node.isMounted, keeper.record.frozenStorage != nil, isCurrent(node) else {
        continue
      }
      guard let owner = keeper.record.containerReference,
        !keeper.record.valuesChanged,
        !keeper.record.hasPendingChildren,
        node.geometry.frameAttribute?.isAnimating != true, let frame = node.presentedFrame
      else {
        needsFrameRender(node)
        continue
      }
      // Moved back, or its container rendered it again from scratch: nothing to do.
      guard !keeper.record.frozenFrame.isSame(as: frame) else { continue }
      let storedFrame = SnapshotNode.store(frame)
      keeper.record.frozenFrame = storedFrame
      rendered += 1
      if owner.toOpaque() != container?.toOpaque() {
        if let container { addPatches(patches, to: container.takeUnretainedValue()) }
        container = owner
        patches.removeAll(keepingCapacity: true)
      }
      patches.append(ChildPatch(slot: keeper.record.slot, movedTo: storedFrame))
    }
    if let container { addPatches(patches, to: container.takeUnretainedValue()) }
  }

  /// Adds `patches` to those `container` takes when it renders again, and queues it.
  private func addPatches(_ patches: [ChildPatch], to container: _ViewNode) {
    guard !patches.isEmpty else { return }
    container.appendPatches(patches)
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
    // Typed once: the record's accessor is a coroutine, not always inlined.
    internalCheck(node.keepsRenderRecord, "\(node) keeps no render record")
    let keeper = unsafeDowncast(node, to: RenderedLayoutNode.self)
    var pending: SnapshotChildren?
    var patches: [ChildPatch]?
    if keeper.record.hasPendingChildren {
      keeper.record.hasPendingChildren = false
      let key = ObjectIdentifier(node)
      pending = state.pendingChildren.removeValue(forKey: key)
      patches = node.takePatches()
    }
    let valuesChanged = keeper.record.valuesChanged
    keeper.record.valuesChanged = false
    guard node.isMounted, let rendered = keeper.asRendered,
      let old = keeper.record.frozen, isCurrent(node)
    else {
      return nil
    }
    // Only the frame changed (layout moved the node, no animation of it runs): the same
    // values at the new frame.
    if !valuesChanged, pending == nil, patches == nil,
      rendered.geometry.frameAttribute?.isAnimating != true, let frame = rendered.presentedFrame
    {
      guard old.laidOutFrame?.isSame(as: frame) != true else { return nil }
      renderedCount += 1
      return replace(node, with: SnapshotNode(storage: old.storage, frame: frame))
    }
    var children = old.storage.children
    if let pending { children = pending }
    if let patches { children = children.applying(patches) }
    var item = rendered.renderOwnItem(children: children)
    renderedCount += 1
    node.applyEffects(to: &item, upTo: keeper.record.container)
    // Its actions may change without its values (a new closure): kept either way.
    keeper.record.actions = item.renderedActions
    // A container that shows no children (a titled button) takes none.
    var shown = SnapshotChildren.empty
    if let frozenChildren = item.frozenChildren { shown = frozenChildren }
    // Its place as it was; a path named by a kind the node no longer has keeps that name, as
    // it did when every path was made (until its container renders it from scratch).
    var place = old.storage.place
    if !place.isMade, item.kind != old.storage.kind { place = .made(old.location) }
    let fresh = makeNode(item, place: place, children: shown, source: node)
    keeper.record.dependsOnSize = item.dependsOnSize
    keeper.record.dependsOnPosition = item.dependsOnPosition
    guard !fresh.hasSameValues(as: old) else { return nil }
    return replace(node, with: fresh)
  }

  /// Puts `fresh`, the new frozen form of `node`, in its place: among its container's
  /// pending changes (the container is returned, to be rendered in turn) or the roots'.
  private func replace(_ node: _ViewNode, with fresh: SnapshotNode) -> _ViewNode?? {
    register(node, frozen: fresh.storage)
    node.renderRecord.frozen = fresh
    let container = node.renderRecord.container
    // The container takes its changed children all at once when it is rendered again.
    let slot = node.renderRecord.slot
    if let container {
      container.appendPatch(ChildPatch(slot: slot, node: fresh))
      container.renderRecord.hasPendingChildren = true
      return .some(container)
    }
    state.rootPatches.append(ChildPatch(slot: slot, node: fresh))
    return .some(nil)
  }

  /// Whether `node`'s frozen form is among its container's current children.
  func isCurrent(_ node: _ViewNode) -> Bool {
    internalCheck(node.keepsRenderRecord, "\(node) keeps no render record")
    let keeper = unsafeDowncast(node, to: RenderedLayoutNode.self)
    guard let container = keeper.record.container else {
      return keeper.record.generation == state.rootGeneration
    }
    return container.isMounted
      && keeper.record.generation == container.renderedChildrenGeneration
  }

  /// Lists `node`, a view that shows the date, to be refreshed at every snapshot.
  func registerLive(_ node: RenderedLayoutNode) {
    let key = ObjectIdentifier(node)
    if state.liveNodes[key] == nil { state.liveNodes[key] = (node, nil) }
  }

  /// The label a live view last rendered.
  func liveLabel(of node: _ViewNode) -> String? {
    state.liveNodes[ObjectIdentifier(node)]?.label
  }

  /// Records the label a live view rendered.
  func setLiveLabel(_ label: String?, of node: RenderedLayoutNode) {
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

  /// Queues the nodes whose presented values animations move: what an animation changes is
  /// found from the running animations, not by marking at every tick.
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
}
