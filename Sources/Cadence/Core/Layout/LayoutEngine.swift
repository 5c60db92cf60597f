/// The layout state of a node that lays out as one subview: cached sizes, where it was last
/// placed, and (for a rendered node) its frame and the animation of that frame.
@MainActor
struct NodeGeometry {
  // Every layout node keeps one, so its fields are ordered by size: the wide ones first, then
  // the size cache, then the one-byte flags together (360 bytes before, D63). A pass reads
  // the flags, the hug size and the cache of every node.

  /// For a view that takes its ideal size whenever it is offered as much (a text), once
  /// measured: that size, the answer to such proposals without a question to the view or to
  /// the size cache (a stack asks each row three sizes in each layout).
  var hugSize = CGSize.zero
  /// The frame a rendered node is laid out at (global coordinates, on the pixel grid).
  var frame: CGRect? {
    get { storedFrame.value }
    set { storedFrame.value = newValue }
  }
  private var storedFrame = OptionalRect(nil)
  /// The rect and proposal of the last placement.
  var placedRect: CGRect? {
    get { storedPlacedRect.value }
    set { storedPlacedRect.value = newValue }
  }
  private var storedPlacedRect = OptionalRect(nil)
  var placedProposal = ProposedViewSize.unspecified
  /// The transaction of the latest change that invalidated the node's layout; frames that
  /// the change moves animate along it.
  var transaction: Transaction?
  /// The animation of the frame from the geometry on screen to `frame`.
  var frameAttribute: AnimatableAttribute<CGRect.AnimatableData>?
  /// The layout pass for which the node was last invalidated: a later invalidation before
  /// that pass stops here, since everything above was invalidated with it.
  var invalidatedForPass: UInt64 = 0
  /// Placements asked for by the container during its `placeSubviews`.
  var pendingRect = CGRect.zero
  var pendingProposal = ProposedViewSize.unspecified
  /// The explicit guides a container computed lately: a stack asks each child for its
  /// guide at up to three proposals, and without a cache the question would go down the
  /// whole tree each time.
  var guideCache = GuideCache()
  /// Sizes chosen for recent proposals.
  var sizes = SizeCache()

  /// False when something below the node changed since its sizes were cached.
  var isValid = false
  /// True when the node must place its content again even if its rect is unchanged.
  var needsPlacement = true
  /// Whether the node is a leaf (`LeafNode`), which has nothing below it to lay out.
  var isLeaf = false
  /// The orientation of the stack around it when it was last measured (nil outside stacks),
  /// which its content is measured and placed along (`LayoutSubview.stackAxis`).
  var stackAxis: Axis?
  /// Set while the node rebuilds its content during layout (`GeometryReader`): invalidations
  /// from that content stop here.
  var isRebuildingContent = false
  /// Whether `hugSize` is known, and whether the view keeps it at any proposed height.
  var hugs = Hugging.unknown
  /// The number of placements asked for during the container's `placeSubviews` (it stops
  /// counting at its maximum: more than one is all that is asked).
  var placementCount: UInt16 = 0

  /// What is known of a view's taking its ideal size.
  enum Hugging: UInt8 {
    /// Not measured, or the view does not hug its ideal size.
    case unknown
    /// It takes its ideal size when offered at least as much in both dimensions.
    case atIdealHeight
    /// It takes its ideal size when offered at least its ideal width, at any height.
    case atAnyHeight
  }

  /// Records an invalidation in layout pass `pass` along `transaction` (`animated` when it
  /// animates); false when the node was already invalidated for the pass in a way that covers
  /// this one (everything above it was too, so the walk up stops).
  mutating func invalidate(in pass: UInt64, transaction: Transaction?, animated: Bool) -> Bool {
    if invalidatedForPass == pass, !animated || self.transaction?.animation != nil {
      return false
    }
    invalidatedForPass = pass
    guideCache.removeAll()
    isValid = false
    needsPlacement = true
    if animated || self.transaction == nil {
      self.transaction = transaction
    }
    return true
  }

  /// Ends the frame's animation: the node left the tree.
  func detachFrame() {
    frameAttribute?.detach()
  }
}

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

extension CGRect {
  /// The rect with its edges moved to the nearest pixel boundary at `scale` pixels per
  /// point, as SwiftUI rounds view geometry: origin and far edge are rounded, so adjacent
  /// views still meet.
  @inline(__always)
  func roundedToPixels(scale: CGFloat) -> CGRect {
    guard scale > 0, scale.isFinite else { return self }
    func round(_ value: CGFloat) -> CGFloat { (value * scale).roundedHalfAwayFromZero / scale }
    let minX = round(origin.x)
    let minY = round(origin.y)
    return CGRect(
      x: minX, y: minY, width: round(origin.x + size.width) - minX,
      height: round(origin.y + size.height) - minY)
  }
}

extension CGPoint {
  /// The point with 0 for each coordinate that is not finite.
  var finite: CGPoint {
    CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
  }
}

extension CGRect {
  /// Whether the two have the same four numbers (Foundation's `==` is a call away; layout
  /// compares a frame or two per node).
  @inline(__always)
  func isSame(as other: CGRect) -> Bool {
    origin.x == other.origin.x && origin.y == other.origin.y
      && size.width == other.size.width && size.height == other.size.height
  }
}

extension CGSize {
  /// A size a view may report: NaN becomes 0, negative lengths 0. Infinity is kept (a view
  /// proposed infinity may take it) and removed where a frame is set.
  var sanitizedLayoutSize: CGSize {
    func clean(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }
    return CGSize(width: clean(width), height: clean(height))
  }
}

/// A rect or none in the room of a rect: none is a rect whose x is `OptionalLength`'s none. A
/// `CGRect?` takes 40 bytes, this 32; every geometry keeps two. The rects kept are laid-out
/// frames and placements, whose x is computed and finite, so a rect is stored as it is (a
/// check of each at every placement cost a full layout 7 instructions a row).
struct OptionalRect {
  private var rect: CGRect

  init(_ value: CGRect?) {
    rect = Self.packed(value)
  }

  @inline(__always)
  private static func packed(_ value: CGRect?) -> CGRect {
    guard let value else { return CGRect(x: OptionalLength.store(nil), y: 0, width: 0, height: 0) }
    internalCheck(
      value.origin.x.bitPattern != OptionalLength.noneBits, "a rect kept with the bits of none")
    return value
  }

  var value: CGRect? {
    get { OptionalLength.load(rect.origin.x) == nil ? nil : rect }
    set { rect = Self.packed(newValue) }
  }
}
