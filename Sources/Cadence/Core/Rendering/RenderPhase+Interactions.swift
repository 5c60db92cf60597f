// The render phase's lookups of interactions and its invariants (the pass itself is in
// RenderPhase.swift).

extension RenderPhase {
  // MARK: Interactions

  /// The rendered nodes that take `kinds` of interaction now, in tree order, with the actions
  /// that do it. Found through the rendered tree's counts of interactive nodes, which skip
  /// every part without any (after the snapshot is brought up to date, which renders only what
  /// changed), and the actions from the tree nodes.
  func interactions(_ kinds: InteractionKinds) -> [Interaction] {
    interactions(kinds) { _ in true }
  }

  /// The rendered nodes that take `kinds` of interaction now and whose label is `query`, in
  /// tree order; when none has that label, those whose kind is `query`. Nodes are found by
  /// label through an index, so a tap on one button among 10,000 looks at that button only.
  func interactions(_ kinds: InteractionKinds, matching query: String) -> [Interaction] {
    updateRenderedTree()
    func indexed(_ key: String) -> [_ViewNode] {
      state.interactive.nodes(under: key).filter { node in
        node.isMounted && isCurrent(node)
          && !(node.renderRecord.frozen?.interactions.isDisjoint(with: kinds) ?? true)
          && !isOffscreen(node)
      }
    }
    var found = indexed("#" + query)
    if found.isEmpty { found = indexed(query) }
    guard !found.isEmpty else {
      return interactions(kinds) { $0.kind == query || $0.aliases.contains(query) }
    }
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
      // A subtree kept off screen (an unselected tab) is not reached.
      guard !storage.isOffscreen else { return }
      if !storage.interactions.isDisjoint(with: kinds), accepts(storage),
        let source = storage.source,
        let treeNode = state.interactive.node(source, listedFrom: storage), treeNode.isMounted,
        let interaction = treeNode.interaction(location: storage.location)
      {
        found.append(interaction)
      }
      descend { storage.children.forEachInteractive(visit) }
    }
    state.roots?.forEachInteractive(visit)
    return found
  }

  /// Whether `node`, or a container it renders in, is kept off screen.
  private func isOffscreen(_ node: _ViewNode) -> Bool {
    var current: _ViewNode? = node
    while let step = current {
      if step.renderRecord.frozenStorage?.isOffscreen == true { return true }
      current = step.renderRecord.container
    }
    return false
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
    for node in state.interactive.allNodes {
      internalCheck(node.isMounted, "an unmounted node is listed as interactive")
    }
    guard let root = context.root, let roots = state.roots else { return }
    func visit(_ node: _ViewNode) {
      if node.isMounted, node.keepsRenderRecord, let frozen = node.renderRecord.frozenStorage,
        isCurrent(node)
      {
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
      node.forEachChildDescending { child in visit(child) }
    }
    visit(root)
  }
}
