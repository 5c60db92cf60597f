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
  /// The rect and proposal of the last placement. A container's `placeSubviews` writes its
  /// placement here at once (`LayoutNode.recordPlacement`), setting `placementMoved` when
  /// it differs, and the container then commits it (D67).
  var placedRect: CGRect? {
    get { storedPlacedRect.value }
    set { storedPlacedRect.value = newValue }
  }
  private var storedPlacedRect = OptionalRect(nil)
  var placedProposal = ProposedViewSize.unspecified
  /// What most nodes never need, made when first set (D66): 8 bytes where these fields took
  /// 64 in every layout node. Its accessors below are all mutating: a geometry is kept in its
  /// node, and a non-mutating accessor called there copies the whole geometry first.
  private var extras: GeometryExtras?
  /// The layout pass for which the node was last invalidated: a later invalidation before
  /// that pass stops here, since everything above was invalidated with it.
  var invalidatedForPass: UInt64 = 0
  /// Sizes chosen for recent proposals.
  var sizes = SizeCache()

  /// False when something below the node changed since its sizes were cached.
  var isValid = false
  /// True when the node must place its content again even if its rect is unchanged.
  var needsPlacement = true
  /// Whether `transaction` is a transaction with every field at its default.
  private var hasPlainTransaction = false
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
  /// Set when a placement recorded since the last one the node carried out changed its
  /// placed rect or proposal: the content is placed again even where they now read the same.
  var placementMoved = false

  /// What is known of a view's taking its ideal size.
  enum Hugging: UInt8 {
    /// Not measured, or the view does not hug its ideal size.
    case unknown
    /// It takes its ideal size when offered at least as much in both dimensions.
    case atIdealHeight
    /// It takes its ideal size when offered at least its ideal width, at any height.
    case atAnyHeight
  }

  /// The transaction of the latest change that invalidated the node's layout; frames that
  /// the change moves animate along it.
  /// A transaction with every field at its default (a change without animation, the most
  /// common) is kept as `hasPlainTransaction`, any other in the extras.
  var transaction: Transaction? {
    mutating get {
      if hasPlainTransaction { return Transaction() }
      return extras?.transaction
    }
    set {
      hasPlainTransaction = newValue?.isPlain == true
      if let extras {
        extras.transaction = hasPlainTransaction ? nil : newValue
      } else if !hasPlainTransaction, newValue != nil {
        made.transaction = newValue
      }
    }
  }

  /// The animation of the frame from the geometry on screen to `frame`.
  var frameAttribute: AnimatableAttribute<CGRect.AnimatableData>? {
    mutating get { extras?.frameAttribute }
    set {
      if let extras {
        extras.frameAttribute = newValue
      } else if newValue != nil {
        made.frameAttribute = newValue
      }
    }
  }

  /// The explicit guide `key` cached for `size` and `proposal`: `.some(nil)` when the cached
  /// answer is that the node sets none, nil when it is not cached.
  mutating func cachedGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat??
  {
    extras?.guideCache.value(for: key, size: size, proposal: proposal)
  }

  /// Caches the explicit guide `key` for `size` and `proposal`.
  mutating func cacheGuide(
    _ value: CGFloat?, for key: AlignmentKey, size: CGSize, proposal: ProposedViewSize
  ) {
    made.guideCache.store(value, for: key, size: size, proposal: proposal)
  }

  /// Forgets the cached guides.
  mutating func removeCachedGuides() {
    extras?.guideCache.removeAll()
  }

  /// Whether the extras were made.
  var hasExtras: Bool { extras != nil }

  /// The extras, made now if they were not.
  private var made: GeometryExtras {
    mutating get {
      if let extras { return extras }
      let made = GeometryExtras()
      extras = made
      return made
    }
  }

  /// Records an invalidation in layout pass `pass` along `transaction` (`animated` when it
  /// animates); false when the node was already invalidated for the pass in a way that covers
  /// this one (everything above it was too, so the walk up stops).
  mutating func invalidate(in pass: UInt64, transaction: Transaction?, animated: Bool) -> Bool {
    if invalidatedForPass == pass, !animated || self.transaction?.animation != nil {
      return false
    }
    invalidatedForPass = pass
    removeCachedGuides()
    isValid = false
    needsPlacement = true
    if animated || self.transaction == nil {
      self.transaction = transaction
    }
    return true
  }

  /// Ends the frame's animation: the node left the tree.
  mutating func detachFrame() {
    frameAttribute?.detach()
  }
}

/// The fields of a node's geometry that most nodes never set: a node that is never
/// invalidated in a transaction, whose frame never animates and that no container asks for
/// an explicit guide keeps none (D66). A class: the geometry that holds it is never copied
/// (it lives in its node, and is changed in place there).
final class GeometryExtras {
  /// `NodeGeometry.transaction`.
  var transaction: Transaction?
  /// `NodeGeometry.frameAttribute`.
  var frameAttribute: AnimatableAttribute<CGRect.AnimatableData>?
  /// The explicit guides a container computed lately: a stack asks each child for its
  /// guide at up to three proposals, and without a cache the question would go down the
  /// whole tree each time.
  var guideCache = GuideCache()
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
