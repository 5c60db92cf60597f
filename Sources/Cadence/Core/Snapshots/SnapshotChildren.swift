/// The children of a snapshot node, kept as a persistent vector: a tree of blocks of 32 nodes.
/// Replacing one child copies the blocks on its way down (at most 32 references per level,
/// four levels for a million children), so that a snapshot that differs from the previous one
/// in one row of 10,000 shares every other block with it instead of copying 10,000 nodes.
package struct SnapshotChildren: Sequence, Sendable {
  /// The number of nodes in a block, and of blocks in a branch.
  static let fanout = 32
  private static let shift = 5

  /// The tree; nil when there are no children.
  private let root: ChildBlock?
  /// The number of children.
  package let count: Int

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
        ChildBlock(nodes: nodes[$0..<Swift.min($0 + Self.fanout, nodes.count)])
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
  package subscript(index: Int) -> SnapshotNode {
    precondition(index >= 0 && index < count, "child index out of range")
    var block = root!
    var level = height
    while level > 0 {
      block = block.branches[(index >> (level * Self.shift)) & (Self.fanout - 1)]
      level -= 1
    }
    return block.node(at: index & (Self.fanout - 1))
  }

  /// These children with the one at `index` replaced by `node`; every block not on the way
  /// to it is shared. An index out of range changes nothing.
  func replacing(at index: Int, with node: SnapshotNode) -> SnapshotChildren {
    applyingOneByOne([ChildPatch(slot: index, node: node)])
  }

  /// These children with each patch of `patches` in place (a later patch of a slot wins): one
  /// at a time along their paths when they are few; when they are many, block by block, each
  /// block with a patch made once and the others shared. A patch that only moves a child
  /// changes its block's frames and shares the block's values. Slots out of range are
  /// ignored.
  func applying(_ patches: [ChildPatch]) -> SnapshotChildren {
    guard let root, !patches.isEmpty else { return self }
    if patches.count * 8 < count { return applyingOneByOne(patches) }
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
      let end = base + block.storages.count
      if next < ordered.count, ordered[next].slot < end {
        let first = next
        while next < ordered.count, ordered[next].slot < end { next += 1 }
        leaves.append(block.patched(ordered[first..<next], base: base))
      } else {
        leaves.append(block)
      }
      base = end
    }
    return SnapshotChildren(root: Self.tree(of: leaves), count: count)
  }

  /// These children with `patches` applied one at a time along their paths.
  private func applyingOneByOne(_ patches: [ChildPatch]) -> SnapshotChildren {
    guard var root else { return self }
    let height = height
    for patch in patches where patch.slot >= 0 && patch.slot < count {
      root = Self.replacing(patch, in: root, level: height)
    }
    return SnapshotChildren(root: root, count: count)
  }

  /// `block`, `level` levels above the leaves, with `patch` applied.
  private static func replacing(_ patch: ChildPatch, in block: ChildBlock, level: Int)
    -> ChildBlock
  {
    if level == 0 {
      let base = patch.slot & ~(fanout - 1)
      return block.patched([patch][...], base: base)
    }
    var branches = block.branches
    let position = (patch.slot >> (level * shift)) & (fanout - 1)
    branches[position] = replacing(patch, in: branches[position], level: level - 1)
    return ChildBlock(branches: branches)
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

  /// The children as an array.
  package var array: [SnapshotNode] {
    guard let root else { return [] }
    // Block by block, not index by index (each index walks down from the root).
    var result: [SnapshotNode] = []
    result.reserveCapacity(count)
    var pending = [root]
    while let block = pending.popLast() {
      if block.branches.isEmpty {
        for offset in block.storages.indices { result.append(block.node(at: offset)) }
      } else {
        pending.append(contentsOf: block.branches.reversed())
      }
    }
    return result
  }

  /// Walks the children in order.
  package struct Iterator: IteratorProtocol {
    let children: SnapshotChildren
    var index = 0

    package mutating func next() -> SnapshotNode? {
      guard index < children.count else { return nil }
      defer { index += 1 }
      return children[index]
    }
  }

  package func makeIterator() -> Iterator { Iterator(children: self) }

  package var underestimatedCount: Int { count }

  /// Calls `body` with each child whose subtree holds a node with interactions, in order,
  /// skipping whole blocks without any.
  func forEachInteractive(_ body: (SnapshotNode) -> Void) {
    func walk(_ block: ChildBlock) {
      guard block.interactiveCount > 0 else { return }
      if block.branches.isEmpty {
        for offset in block.storages.indices where block.storages[offset].interactiveCount > 0 {
          body(block.node(at: offset))
        }
      } else {
        for branch in block.branches { walk(branch) }
      }
    }
    if let root { walk(root) }
  }
}

/// A child rendered again: at `slot` among its container's children, new values at a frame,
/// or (a child that layout only moved) its values as they were at a new frame.
struct ChildPatch {
  let slot: Int
  /// The new values, or nil to keep the child's values.
  let storage: SnapshotNode.Storage?
  /// The frame, as `SnapshotNode.storedFrame`.
  let storedFrame: CGRect

  /// The child at `slot` is now `node`.
  init(slot: Int, node: SnapshotNode) {
    self.slot = slot
    storage = node.storage
    storedFrame = node.storedFrame
  }

  /// The child at `slot` keeps its values and is now at `storedFrame` (a node's
  /// `storedFrame`): no reference to its values is taken or dropped.
  init(slot: Int, movedTo storedFrame: CGRect) {
    self.slot = slot
    storage = nil
    self.storedFrame = storedFrame
  }
}

/// A block of the children vector: up to 32 nodes, or up to 32 blocks one level down. A
/// block's nodes are kept as their values and their frames apart, so that a block whose
/// nodes only moved shares its values with the block it replaces: a full layout moves every
/// row, and then no row's values are retained or released.
final class ChildBlock: Sendable {
  let storages: [SnapshotNode.Storage]
  /// The nodes' frames (`SnapshotNode.storedFrame`).
  let frames: [CGRect]
  let branches: [ChildBlock]
  /// The nodes with interactions in the block's subtrees.
  let interactiveCount: Int

  init<Nodes: Collection<SnapshotNode>>(nodes: Nodes) {
    var storages: [SnapshotNode.Storage] = []
    var frames: [CGRect] = []
    storages.reserveCapacity(nodes.count)
    frames.reserveCapacity(nodes.count)
    var interactive = 0
    for node in nodes {
      storages.append(node.storage)
      frames.append(node.storedFrame)
      interactive += node.storage.interactiveCount
    }
    self.storages = storages
    self.frames = frames
    branches = []
    interactiveCount = interactive
  }

  private init(storages: [SnapshotNode.Storage], frames: [CGRect], interactiveCount: Int) {
    self.storages = storages
    self.frames = frames
    branches = []
    self.interactiveCount = interactiveCount
  }

  init(branches: [ChildBlock]) {
    storages = []
    frames = []
    self.branches = branches
    var interactive = 0
    for branch in branches { interactive += branch.interactiveCount }
    interactiveCount = interactive
  }

  /// The node at `offset` in this leaf block.
  @inline(__always)
  func node(at offset: Int) -> SnapshotNode {
    SnapshotNode(storage: storages[offset], storedFrame: frames[offset])
  }

  /// This leaf block, whose first node is child `base`, with `patches` (in slot order, all
  /// within the block) applied: the values shared when no patch changes them.
  func patched(_ patches: ArraySlice<ChildPatch>, base: Int) -> ChildBlock {
    var frames = frames
    var newValues: [SnapshotNode.Storage]?
    for patch in patches {
      let offset = patch.slot - base
      guard offset >= 0, offset < frames.count else { continue }
      frames[offset] = patch.storedFrame
      if let storage = patch.storage, storage !== storages[offset] {
        if newValues == nil { newValues = storages }
        newValues?[offset] = storage
      }
    }
    guard let newValues else {
      return ChildBlock(storages: storages, frames: frames, interactiveCount: interactiveCount)
    }
    var interactive = 0
    for storage in newValues { interactive += storage.interactiveCount }
    return ChildBlock(storages: newValues, frames: frames, interactiveCount: interactive)
  }
}
