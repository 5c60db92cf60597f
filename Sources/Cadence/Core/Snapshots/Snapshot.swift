/// The rendered tree at one instant: an immutable value, safe to keep, compare and send
/// across threads.
public struct Snapshot: Hashable, Sendable {
  /// The instant, in seconds since mount.
  public let time: Double
  /// The top-level rendered nodes.
  public let roots: [SnapshotNode]

  /// Creates a snapshot.
  public init(time: Double, roots: [SnapshotNode]) {
    self.time = time
    self.roots = roots
  }

  /// Every node, in tree order (depth first, parents before children).
  public var allNodes: [SnapshotNode] {
    // Iterative, so that a tree thousands of levels deep needs no stack.
    var nodes: [SnapshotNode] = []
    var pending = Array(roots.reversed())
    while let node = pending.popLast() {
      nodes.append(node)
      pending.append(contentsOf: node.storage.children.array.reversed())
    }
    return nodes
  }

  /// Every node on screen, in tree order: `allNodes` without the subtrees kept off screen
  /// (an unselected tab's content, which keeps its state but is not shown).
  var onScreenNodes: [SnapshotNode] {
    var nodes: [SnapshotNode] = []
    var pending = Array(roots.reversed())
    while let node = pending.popLast() {
      guard !node.storage.isOffscreen else { continue }
      nodes.append(node)
      pending.append(contentsOf: node.storage.children.array.reversed())
    }
    return nodes
  }

  /// The first node in tree order that `query` matches (see `all(_:)`), or nil when none
  /// does.
  public func first(_ query: String) -> SnapshotNode? {
    all(query).first
  }

  /// The nodes in tree order whose accessibility identifier equals `query`; when none has
  /// that identifier, those whose label or accessibility label equals it; when none has that
  /// label, those whose kind equals it. Nodes kept off screen (an unselected tab's content)
  /// are not searched (a shape drawn through its own modifiers answers to
  /// its shape's name, its kind, and to each wrapper's: `OffsetShape`, `RotatedShape`,
  /// `ScaledShape`).
  public func all(_ query: String) -> [SnapshotNode] {
    let nodes = onScreenNodes
    let byIdentifier = nodes.filter { $0.identifier == query }
    if !byIdentifier.isEmpty { return byIdentifier }
    let byLabel = nodes.filter { $0.label == query || $0.style("accessibilityLabel") == query }
    return byLabel.isEmpty ? nodes.filter { $0.answers(toKind: query) } : byLabel
  }
}
