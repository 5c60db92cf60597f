// The render primitive: a rendered node's own values, then the chain of effects between it and
// its container. The incremental pass (RenderPhase.swift) renders again the nodes it queued
// with their frozen children; here a container's children are rendered from scratch, each
// with its own content first. The first snapshot is this step at the roots, and the test
// oracle (`snapshotFromScratch`) is the same step keeping no records.

/// A rendered node among the rendered nodes of a container's content, in order, with the
/// explicit identity it shows (a `ForEach` element's id, an `.id(_:)`), if any.
@MainActor
struct RenderedSlot {
  /// The rendered node (a primitive view's), unretained: the list lives for one render.
  unowned(unsafe) let node: RenderedLayoutNode
  /// The identity that names it in its path instead of its position.
  var identity: String?

  init(_ node: RenderedLayoutNode) {
    self.node = node
  }

  /// Gives the slots from `start` on the explicit identity `identity`, where an inner view gave
  /// none (the innermost identity wins); the second and further nodes one view shows read
  /// `identity+1`, `identity+2`, ….
  static func setIdentity(_ identity: String?, of slots: inout [RenderedSlot], from start: Int) {
    guard let identity, start < slots.count else { return }
    for index in start..<slots.count where slots[index].identity == nil {
      let offset = index - start
      slots[index].identity = offset == 0 ? identity : identity + "+\(offset)"
    }
  }
}

extension _ViewNode {
  /// Applies to `item`, this rendered node's own item, the render modifiers folded into it,
  /// its transition and then what each node between it and `container` does (render
  /// modifiers, transitions), innermost first.
  final func applyEffects(to item: inout RenderItem, upTo container: _ViewNode?) {
    if keepsRenderRecord {
      unsafeDowncast(self, to: RenderedLayoutNode.self).applyFoldedEffects(to: &item)
    }
    transitionState?.apply(to: &item)
    // A strong reference a step: an `unowned(unsafe)` variable is retained and released at
    // each use (ten of each a row, with three uses a step).
    var current = parent
    while let node = current, node !== container {
      if node.hasRenderEffect { node.contribute(to: &item) }
      node.transitionState?.apply(to: &item)
      current = node.parent
    }
  }
}

extension RenderPhase {
  /// The frozen nodes of `slots`, the rendered nodes of `container`'s content (nil: the
  /// top-level nodes) at `parent`, each rendered from scratch with its own content. With
  /// `records`, each node's frozen form and place are recorded, and the container's children
  /// get a new generation (nodes no longer among them keep an older one).
  func renderChildren(
    _ slots: [RenderedSlot], parent: SnapshotPath?, container: _ViewNode?, records: Bool
  ) -> SnapshotChildren {
    var generation: UInt64 = 0
    if records {
      generation = nextRenderGeneration()
      if let container {
        container.renderedChildrenGeneration = generation
      } else {
        state.rootGeneration = generation
      }
    }
    var nodes: [SnapshotNode] = []
    nodes.reserveCapacity(slots.count)
    for slot in slots {
      let frozen = descend {
        renderFromScratch(
          slot, parent: parent, index: nodes.count, container: container,
          generation: generation, records: records)
      }
      if let frozen { nodes.append(frozen) }
    }
    return SnapshotChildren(nodes)
  }

  /// Renders `slot`'s node from scratch: its content's nodes first, then its own values with
  /// them, then its chain of effects up to `container`.
  private func renderFromScratch(
    _ slot: RenderedSlot, parent: SnapshotPath?, index: Int, container: _ViewNode?,
    generation: UInt64, records: Bool
  ) -> SnapshotNode? {
    let node = slot.node
    var content: [RenderedSlot] = []
    node.collectContent(into: &content)
    var contentLocation: SnapshotPath?
    var children = SnapshotChildren.empty
    // A container that shows no children (a titled button) takes none: its content is not
    // rendered at all.
    let showsContent = node.showsContent
    if showsContent, !content.isEmpty, let kind = node.renderedKind {
      let location = SnapshotPath(
        parent: parent,
        component: SnapshotPath.component(kind: kind, identity: slot.identity, index: index))
      children = renderChildren(content, parent: location, container: node, records: records)
      contentLocation = location
    }
    var item = node.renderOwnItem(children: children)
    node.applyEffects(to: &item, upTo: container)
    // A node without children shown keeps its path unmade (`SnapshotPlace`).
    let place: SnapshotPlace
    if let contentLocation {
      place = .made(contentLocation)
    } else {
      place = .child(of: parent, kind: item.kind, identity: slot.identity, index: index)
    }
    internalCheck(
      contentLocation == nil || node.renderedKind == item.kind,
      "a container's kind is known before its children render")
    internalCheck(
      showsContent || item.frozenChildren == nil,
      "a container that shows no content renders none")
    var shown = SnapshotChildren.empty
    if let frozenChildren = item.frozenChildren { shown = frozenChildren }
    let frozen = makeNode(item, place: place, children: shown, source: node)
    guard records else { return frozen }
    // Its children were rendered from scratch with it.
    node.renderRecord.childrenChanged = false
    register(node, frozen: frozen.storage)
    node.renderRecord.frozen = frozen
    node.renderRecord.container = container
    node.renderRecord.slot = index
    node.renderRecord.generation = generation
    node.renderRecord.valuesChanged = false
    node.renderRecord.dependsOnSize = item.dependsOnSize
    node.renderRecord.dependsOnPosition = item.dependsOnPosition
    node.renderRecord.actions = item.renderedActions
    if shown.count == 0, !content.isEmpty {
      // Not shown: not among the container's current children.
      for hidden in content {
        hidden.node.renderRecord.generation = 0
        hidden.node.renderRecord.container = node
        register(hidden.node, frozen: nil)
      }
    }
    return frozen
  }
}
