/// What the render pass keeps about one tree node: for a node rendered as one snapshot node
/// (a primitive view), its frozen form in the last snapshot and where that sits.
@MainActor
struct RenderRecord {
  /// The node's frozen form in the last snapshot it was rendered into.
  var frozen: SnapshotNode? {
    // Not `Optional.map`: a closure passed into the standard library from main-actor code
    // checks its executor when called, at every rendered node.
    get {
      guard let storage = frozenStorage else { return nil }
      return SnapshotNode(storage: storage, storedFrame: frozenFrame)
    }
    set {
      frozenStorage = newValue?.storage
      frozenFrame = newValue?.storedFrame ?? .zero
    }
  }
  /// The frozen form's values and frame, apart: layout moving a node changes only the frame,
  /// without a retain and a release of the values.
  var frozenStorage: SnapshotNode.Storage?
  var frozenFrame = CGRect.zero
  /// The rendered node whose children hold it; nil for a top-level node. Unretained (the
  /// container outlives the nodes it holds); kept as a reference that can be compared
  /// without being retained first, as an `unowned(unsafe)` one is.
  var containerReference: Unmanaged<_ViewNode>?
  /// The rendered node whose children hold it; nil for a top-level node.
  var container: _ViewNode? {
    get { containerReference?.takeUnretainedValue() }
    // Not `newValue.map { … }`: a closure made in main-actor code checks its executor at
    // every call (about 220 instructions).
    set {
      if let newValue {
        containerReference = Unmanaged.passUnretained(newValue)
      } else {
        containerReference = nil
      }
    }
  }
  /// Its index among those children.
  var slot = 0
  /// The container's children generation it belongs to: when the container's children are
  /// rendered again from scratch, nodes no longer among them (hidden) keep an older one.
  var generation: UInt64 = 0
  /// What a user can do to it (tap action, bindings, gestures) as of its last rendering,
  /// kept where the host reads them: an interaction renders nothing.
  var actions = RenderedActions()

  // The flags last, together: 8 bytes (they took 16 with a reference between them).

  /// Whether the node waits in the runtime's queue of nodes to render again.
  var isQueued = false
  /// As a container: whether its children wait to be rendered again from scratch.
  var childrenChanged = false
  /// As a container: whether children rendered in this pass wait for it.
  var hasPendingChildren = false
  /// Whether the runtime lists it among the nodes with interactions.
  var isInteractive = false
  /// Whether something other than its frame changed since it was last rendered: when only
  /// the frame did (layout moved it), its frozen form is copied with the new frame.
  var valuesChanged = false
  /// Whether its last rendering depended on its frame's size (`RenderItem.dependsOnSize`).
  var dependsOnSize = false
  /// Whether its last rendering depended on its frame's position (`RenderItem.dependsOnPosition`).
  var dependsOnPosition = false
  /// Whether the node waits among the runtime's nodes that layout only moved.
  var isMoved = false
}
