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
  var moved: [LayoutNode] = []
  /// Containers whose children changed in number or order.
  var changedContainers: [_ViewNode] = []
  /// Children vectors built during the pass, by container, before the container takes them.
  var pendingChildren: [ObjectIdentifier: SnapshotChildren] = [:]
  /// Top-level nodes rendered again.
  var rootPatches: [ChildPatch] = []
  /// Attributes found not finite while freezing.
  var nonFinite: [(location: SnapshotPath, attribute: String)] = []
  /// The rendered nodes with interactions.
  var interactive = InteractiveIndex()
  /// The last non-empty attribute list frozen, which an equal one shares.
  var lastAttributes = AttributeList()
  /// The mounted views that show the date (texts with relative date styles).
  var liveNodes: [ObjectIdentifier: (node: RenderedLayoutNode, label: String?)] = [:]
}
