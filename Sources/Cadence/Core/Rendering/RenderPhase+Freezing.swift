// How the render phase freezes render items into snapshot nodes and lists the nodes with
// interactions (the pass itself is in RenderPhase.swift, children from scratch in
// RenderPhase+Children.swift).

extension RenderPhase {
  /// The frozen form of `item` at `place`; attributes that are not finite are recorded for a
  /// report and stored finite.
  func makeNode(
    _ item: RenderItem, place: consuming SnapshotPlace, children: SnapshotChildren,
    source: _ViewNode?
  ) -> SnapshotNode {
    var kinds: InteractionKinds = []
    if item.tap != nil { kinds.insert(.tap) }
    if item.text != nil { kinds.insert(.text) }
    if item.toggle != nil { kinds.insert(.toggle) }
    if item.adjust != nil { kinds.insert(.adjust) }
    kinds.formUnion(item.features.kinds)
    // Rows of a list usually carry the same attributes (each row's `.opacity(0.9)`): a list
    // equal to the last one frozen is shared, and no list is made (an item keeps one
    // attribute inline) rather than one kept by every node (56 bytes a row).
    var attributes = AttributeList()
    if !item.attributes.isEmpty {
      var values = item.attributes
      for (name, value) in item.attributes where !value.isFinite {
        state.nonFinite.append((place.path(kind: item.kind), name))
        values[name] = RenderItem.sanitized(value)
      }
      if values.equals(state.lastAttributes) {
        attributes = state.lastAttributes
      } else {
        attributes = values.frozen
        state.lastAttributes = attributes
      }
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
        state.nonFinite.append((place.path(kind: item.kind), name))
      }
      frame = CGRect(
        x: RenderItem.sanitized(shown.origin.x), y: RenderItem.sanitized(shown.origin.y),
        width: RenderItem.sanitized(shown.size.width),
        height: RenderItem.sanitized(shown.size.height))
    }
    return SnapshotNode(
      kind: item.kind, label: item.label, place: place, children: children, frame: frame,
      attributes: attributes, styles: item.styles, interactions: kinds,
      source: source.map(ObjectIdentifier.init), aliases: item.aliases,
      isOffscreen: item.isOffscreen)
  }

  /// Lists `node` among the nodes with interactions, under its label, while its frozen form
  /// (its values: `storage`) has any. Called before the node's render record takes it: while
  /// a node is listed, its record holds the frozen form it was listed from, which gives the
  /// keys to take it from (the index keeps none of its own).
  func register(_ node: _ViewNode, frozen storage: SnapshotNode.Storage?) {
    let interactive = !(storage?.interactions.isEmpty ?? true)
    let wasListed = node.renderRecord.isInteractive
    guard wasListed || interactive else { return }
    let listedFrom = wasListed ? node.renderRecord.frozenStorage : nil
    internalCheck(
      !wasListed || listedFrom != nil, "a listed node keeps the form it was listed from")
    if let listedFrom, listedFrom === storage { return }
    // `if let`, not `map`: a closure made in main-actor code checks its executor at each call.
    var keys: InteractiveIndex.Keys?
    if interactive, let storage { keys = InteractiveIndex.Keys(of: storage) }
    var old: InteractiveIndex.Keys?
    if let listedFrom { old = InteractiveIndex.Keys(of: listedFrom) }
    if let keys, keys == old { return }
    node.renderRecord.isInteractive = interactive
    state.interactive.list(node, under: keys, in: old)
  }

  /// Forgets `node` as a node with interactions: it left the tree.
  func nodeDidUnmount(_ node: _ViewNode) {
    if node.keepsRenderRecord, node.renderRecord.isInteractive { register(node, frozen: nil) }
  }

  func nextRenderGeneration() -> UInt64 {
    state.generation += 1
    return state.generation
  }
}
