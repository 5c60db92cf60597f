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

  /// The first node in tree order whose label equals `query`, else the first whose kind
  /// equals it.
  public func first(_ query: String) -> SnapshotNode? {
    all(query).first
  }

  /// The nodes in tree order whose label equals `query`; when none has that label, the nodes
  /// whose kind equals it.
  public func all(_ query: String) -> [SnapshotNode] {
    Self.matching(query, in: allNodes, label: \.label, kind: \.kind)
  }

  /// The elements whose label equals `query`, else those whose kind equals it.
  package static func matching<Element>(
    _ query: String, in elements: [Element], label: KeyPath<Element, String?>,
    kind: KeyPath<Element, String>
  ) -> [Element] {
    let byLabel = elements.filter { $0[keyPath: label] == query }
    return byLabel.isEmpty ? elements.filter { $0[keyPath: kind] == query } : byLabel
  }
}
