/// The sizes a node chose for the proposals it was asked since its layout last changed: the
/// three most recent inline (a stack asks each child for its minimum, its maximum and its
/// share, so a stack's second layout is free), and any others in a table beside them. Every
/// answer is kept until the node's layout changes: a stack inside a stack is asked a few
/// proposals for each of its parent's, and forgetting all but three made nested stacks cost
/// exponentially in their depth (2.2× a level).
struct SizeCache {
  private var proposals: (ProposedViewSize, ProposedViewSize, ProposedViewSize) = (
    .unspecified, .unspecified, .unspecified
  )
  private var sizes: (CGSize, CGSize, CGSize) = (.zero, .zero, .zero)
  /// The older answers, once more than three proposals were asked (boxed: most nodes never
  /// need it, and a node's geometry is copied as a whole).
  private var older: OlderSizes?
  // Bytes last: the geometry's flags pack after them.
  private var count: UInt8 = 0
  private var next: UInt8 = 0

  func size(for proposal: ProposedViewSize) -> CGSize? {
    if count > 0, proposals.0 == proposal { return sizes.0 }
    if count > 1, proposals.1 == proposal { return sizes.1 }
    if count > 2, proposals.2 == proposal { return sizes.2 }
    if let older { return older.sizes[proposal] }
    return nil
  }

  mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
    if count == 3 {
      // The entry about to be replaced moves to the table.
      let evicted: (ProposedViewSize, CGSize)
      switch next {
      case 0: evicted = (proposals.0, sizes.0)
      case 1: evicted = (proposals.1, sizes.1)
      default: evicted = (proposals.2, sizes.2)
      }
      if older == nil { older = OlderSizes() }
      older?.sizes[evicted.0] = evicted.1
    }
    switch next {
    case 0: (proposals.0, sizes.0) = (proposal, size)
    case 1: (proposals.1, sizes.1) = (proposal, size)
    default: (proposals.2, sizes.2) = (proposal, size)
    }
    next = (next + 1) % 3
    count = min(count + 1, 3)
  }

  /// Whether answers older than the three inline ones are kept.
  var hasOlderSizes: Bool { older != nil }

  /// The number of cached proposals.
  var cachedCount: Int { Int(count) }

  /// The cached proposal at `index` (below `cachedCount`), in the order they were stored
  /// while fewer than three were: no array is made (a leaf asks at every update).
  func cachedProposal(_ index: Int) -> ProposedViewSize {
    switch index {
    case 0: return proposals.0
    case 1: return proposals.1
    default: return proposals.2
    }
  }

  mutating func removeAll() {
    count = 0
    next = 0
    older = nil
  }
}

/// The answers of a size cache beyond its three inline ones.
final class OlderSizes {
  var sizes: [ProposedViewSize: CGSize] = [:]
}

/// The explicit guide values a container computed for its four most recent questions.
struct GuideCache {
  typealias Entry = (key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, value: CGFloat?)
  private var entries: [Entry] = []
  private var next: UInt8 = 0

  func value(for key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat?? {
    for entry in entries where entry.key == key && entry.size == size && entry.proposal == proposal
    {
      return .some(entry.value)
    }
    return nil
  }

  mutating func store(
    _ value: CGFloat?, for key: AlignmentKey, size: CGSize, proposal: ProposedViewSize
  ) {
    let entry = (key, size, proposal, value)
    if entries.count < 4 {
      entries.append(entry)
    } else {
      entries[Int(next)] = entry
      next = (next + 1) % 4
    }
  }

  mutating func removeAll() {
    if !entries.isEmpty { entries.removeAll() }
    next = 0
  }
}
