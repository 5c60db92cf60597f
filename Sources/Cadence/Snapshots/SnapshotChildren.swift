/// The children of a snapshot node, kept as a persistent vector: a tree of blocks of 32 nodes.
/// Replacing one child copies the blocks on its way down (at most 32 references per level,
/// four levels for a million children), so that a snapshot that differs from the previous one
/// in one row of 10,000 shares every other block with it instead of copying 10,000 nodes.
struct SnapshotChildren: Sequence, Sendable {
  /// The number of nodes in a block, and of blocks in a branch.
  static let fanout = 32
  private static let shift = 5

  /// The tree; nil when there are no children.
  private let root: ChildBlock?
  /// The number of children.
  let count: Int

  /// No children.
  static let empty = SnapshotChildren(root: nil, count: 0)

  private init(root: ChildBlock?, count: Int) {
    self.root = root
    self.count = count
  }

  /// The children `nodes`, in order.
  init(_ nodes: [SnapshotNode]) {
    count = nodes.count
    guard !nodes.isEmpty else {
      root = nil
      return
    }
    root = Self.tree(
      of: stride(from: 0, to: nodes.count, by: Self.fanout).map {
        ChildBlock(nodes: Array(nodes[$0..<Swift.min($0 + Self.fanout, nodes.count)]))
      })
  }

  /// The number of levels below the root.
  private var height: Int {
    var height = 0
    var capacity = Self.fanout
    while capacity < count {
      capacity <<= Self.shift
      height += 1
    }
    return height
  }

  /// The child at `index`.
  subscript(index: Int) -> SnapshotNode {
    precondition(index >= 0 && index < count, "child index out of range")
    var block = root!
    var level = height
    while level > 0 {
      block = block.branches[(index >> (level * Self.shift)) & (Self.fanout - 1)]
      level -= 1
    }
    return block.nodes[index & (Self.fanout - 1)]
  }

  /// These children with the one at `index` replaced by `node`; every block not on the way
  /// to it is shared.
  func replacing(at index: Int, with node: SnapshotNode) -> SnapshotChildren {
    precondition(index >= 0 && index < count, "child index out of range")
    func replace(in block: ChildBlock, level: Int) -> ChildBlock {
      if level == 0 {
        var nodes = block.nodes
        nodes[index & (Self.fanout - 1)] = node
        return ChildBlock(nodes: nodes)
      }
      var branches = block.branches
      let position = (index >> (level * Self.shift)) & (Self.fanout - 1)
      branches[position] = replace(in: branches[position], level: level - 1)
      return ChildBlock(branches: branches)
    }
    return SnapshotChildren(root: replace(in: root!, level: height), count: count)
  }

  /// These children with each `(slot, node)` of `patches` in place (a later patch of a slot
  /// wins): one at a time along their paths when they are few; when they are many, block by
  /// block, each block with a patch copied once and the others shared. Slots out of range
  /// are ignored.
  func applying(_ patches: [ChildPatch]) -> SnapshotChildren {
    guard let root, !patches.isEmpty else { return self }
    if patches.count * 8 < count {
      var result = self
      for patch in patches where patch.slot >= 0 && patch.slot < count {
        result = result.replacing(at: patch.slot, with: patch.node)
      }
      return result
    }
    var ordered = patches
    var isOrdered = true
    for index in ordered.indices.dropFirst() where ordered[index - 1].slot > ordered[index].slot {
      isOrdered = false
      break
    }
    if !isOrdered {
      // Stable: of two patches of one slot, the later still comes later.
      ordered = ordered.enumerated().sorted {
        ($0.element.slot, $0.offset) < ($1.element.slot, $1.offset)
      }.map(\.element)
    }
    var leaves: [ChildBlock] = []
    leaves.reserveCapacity((count + Self.fanout - 1) / Self.fanout)
    var next = 0
    while next < ordered.count, ordered[next].slot < 0 { next += 1 }
    var base = 0
    var pending = [root]
    while let block = pending.popLast() {
      guard block.branches.isEmpty else {
        pending.append(contentsOf: block.branches.reversed())
        continue
      }
      let end = base + block.nodes.count
      if next < ordered.count, ordered[next].slot < end {
        // A new block, each node taken once from the patches or the old block (copying the
        // old block and writing into it would retain and release the replaced nodes too).
        let old = block.nodes
        var nodes: [SnapshotNode] = []
        nodes.reserveCapacity(old.count)
        for offset in old.indices {
          var last = -1
          while next < ordered.count, ordered[next].slot == base + offset {
            last = next
            next += 1
          }
          nodes.append(last >= 0 ? ordered[last].node : old[offset])
        }
        leaves.append(ChildBlock(nodes: nodes))
      } else {
        leaves.append(block)
      }
      base = end
    }
    return SnapshotChildren(root: Self.tree(of: leaves), count: count)
  }

  /// The tree whose bottom level is `level`: branches of 32 blocks up to a single root.
  private static func tree(of level: [ChildBlock]) -> ChildBlock {
    var level = level
    while level.count > 1 {
      level = stride(from: 0, to: level.count, by: fanout).map {
        ChildBlock(branches: Array(level[$0..<Swift.min($0 + fanout, level.count)]))
      }
    }
    return level[0]
  }

  /// Whether both hold the same blocks (then they are equal without looking further).
  func isIdentical(to other: SnapshotChildren) -> Bool {
    count == other.count && root === other.root
  }

  /// The number of nodes with interactions in these children's subtrees.
  var interactiveCount: Int { root?.interactiveCount ?? 0 }

  /// The children as an array (the block itself when there are at most 32).
  var array: [SnapshotNode] {
    guard let root else { return [] }
    if root.branches.isEmpty { return root.nodes }
    // Block by block, not index by index (each index walks down from the root).
    var result: [SnapshotNode] = []
    result.reserveCapacity(count)
    var pending = [root]
    while let block = pending.popLast() {
      if block.branches.isEmpty {
        result.append(contentsOf: block.nodes)
      } else {
        pending.append(contentsOf: block.branches.reversed())
      }
    }
    return result
  }

  /// Walks the children in order.
  struct Iterator: IteratorProtocol {
    let children: SnapshotChildren
    var index = 0

    mutating func next() -> SnapshotNode? {
      guard index < children.count else { return nil }
      defer { index += 1 }
      return children[index]
    }
  }

  func makeIterator() -> Iterator { Iterator(children: self) }

  var underestimatedCount: Int { count }

  /// Calls `body` with each child whose subtree holds a node with interactions, in order,
  /// skipping whole blocks without any.
  func forEachInteractive(_ body: (SnapshotNode) -> Void) {
    func walk(_ block: ChildBlock) {
      guard block.interactiveCount > 0 else { return }
      if block.branches.isEmpty {
        for node in block.nodes where node.storage.interactiveCount > 0 { body(node) }
      } else {
        for branch in block.branches { walk(branch) }
      }
    }
    if let root { walk(root) }
  }
}

/// A child rendered again: the node to put at `slot` among its container's children.
struct ChildPatch {
  let slot: Int
  let node: SnapshotNode
}

/// A block of the children vector: up to 32 nodes, or up to 32 blocks one level down.
final class ChildBlock: Sendable {
  let nodes: [SnapshotNode]
  let branches: [ChildBlock]
  /// The nodes with interactions in the block's subtrees.
  let interactiveCount: Int

  init(nodes: [SnapshotNode]) {
    self.nodes = nodes
    branches = []
    var interactive = 0
    for node in nodes { interactive += node.storage.interactiveCount }
    interactiveCount = interactive
  }

  init(branches: [ChildBlock]) {
    nodes = []
    self.branches = branches
    var interactive = 0
    for branch in branches { interactive += branch.interactiveCount }
    interactiveCount = interactive
  }
}
