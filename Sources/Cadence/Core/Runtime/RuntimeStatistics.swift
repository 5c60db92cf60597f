/// Counters that tell how much work the runtime did, so tests can assert that an update
/// touched only what it had to.
public struct RuntimeStatistics: Hashable, Sendable {
  /// Body evaluations since the tree was mounted (the mount's own included).
  public var bodyEvaluations = 0
  /// Body evaluations in the most recent update.
  public var bodyEvaluationsInLastUpdate = 0
  /// Updates run since the tree was mounted.
  public var updates = 0
  /// State writes (`@State`, bindings to it) that invalidated a view since mount.
  public var stateChanges = 0
  /// Changes of observed objects (`@Observable` properties a body read, `@Published`
  /// properties of an observed `ObservableObject`) that invalidated a view since mount.
  public var observedChanges = 0
  /// Nodes created since the tree was mounted.
  public var nodesMounted = 0
  /// Nodes removed since the tree was mounted.
  public var nodesUnmounted = 0
  /// Sizes computed by the layout pass (not found in a node's cache) since mount: a change
  /// that cannot change a size (a colour, a text of the same length) adds none.
  public var layoutComputations = 0
  /// Explicit alignment guides computed by containers and layout modifiers (not found in a
  /// node's cache) since mount.
  public var guideComputations = 0
  /// Nodes placed again by the layout pass since mount (a node whose rect and content did
  /// not change is not placed again).
  public var layoutPlacements = 0
  /// Snapshots rendered from scratch since mount: the first, and those after the top-level
  /// views changed in number or order. Every other snapshot renders only what changed.
  public var fullRenders = 0
  /// Rendered nodes rendered again since mount by snapshots that were not from scratch (the
  /// nodes whose values changed and the containers above them): one animated view among
  /// 10,000 adds its node and its containers' per frame.
  public var renderedNodes = 0
  /// Animation tracks made since mount: an attribute gets one at its first animated change
  /// (or non-finite value), not when its view mounts.
  package var animationTracksMade = 0
  /// Distinct warnings not kept because `diagnostics` already held the most it keeps (1,000).
  public var droppedDiagnostics = 0

  /// Nodes in the tree now.
  public var liveNodes: Int { nodesMounted - nodesUnmounted }

  /// Creates counters at zero.
  public init() {}
}
