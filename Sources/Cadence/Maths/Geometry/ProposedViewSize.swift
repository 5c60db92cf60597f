/// A proposal for the size of a view: what a parent offers a child before the child chooses
/// its own size. In each dimension, nil asks for the view's ideal size, zero for its minimum
/// and infinity for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
  // Each dimension is kept as a number, nil as a NaN of its own: a proposal is then two
  // numbers (16 bytes, not 25), and the size caches that every layout question goes through
  // compare two words.
  private var storedWidth: CGFloat
  private var storedHeight: CGFloat

  /// The proposed width, or nil for the ideal width.
  public var width: CGFloat? {
    @inline(__always) get { OptionalLength.load(storedWidth) }
    set { storedWidth = OptionalLength.store(newValue) }
  }
  /// The proposed height, or nil for the ideal height.
  public var height: CGFloat? {
    @inline(__always) get { OptionalLength.load(storedHeight) }
    set { storedHeight = OptionalLength.store(newValue) }
  }

  /// Creates a proposal from its dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    storedWidth = OptionalLength.store(width)
    storedHeight = OptionalLength.store(height)
  }

  /// Whether the two propose the same: equal numbers, or both nil.
  @inline(__always)
  public static func == (lhs: ProposedViewSize, rhs: ProposedViewSize) -> Bool {
    (lhs.storedWidth == rhs.storedWidth
      || lhs.storedWidth.bitPattern == OptionalLength.noneBits
        && rhs.storedWidth.bitPattern == OptionalLength.noneBits)
      && (lhs.storedHeight == rhs.storedHeight
        || lhs.storedHeight.bitPattern == OptionalLength.noneBits
          && rhs.storedHeight.bitPattern == OptionalLength.noneBits)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }

  /// Creates a proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal as a size, with `size`'s dimensions where the proposal has none (10×10 by
  /// default, as SwiftUI).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposed length along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// The other axis.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// `horizontal` or `vertical`.
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

extension CGSize {
  /// The length along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size from its lengths along `axis` and the other axis.
  init(_ axis: Axis, along: CGFloat, across: CGFloat) {
    self =
      axis == .horizontal
      ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }
}

extension CGPoint {
  /// The coordinate along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }
}

/// A length or none in the room of a length: none is a NaN of its own, which arithmetic never
/// makes from lengths read back (a NaN given as a length is kept as the ordinary NaN). A
/// proposal keeps two this way, a geometry's optional rects one each (`OptionalRect`).
enum OptionalLength {
  /// The bits of the NaN that stands for none.
  static let noneBits: UInt = 0x7FF8_0000_0000_0C0D

  @inline(__always)
  static func store(_ length: CGFloat?) -> CGFloat {
    guard let length else { return CGFloat(bitPattern: noneBits) }
    return length.bitPattern == noneBits ? .nan : length
  }

  @inline(__always)
  static func load(_ stored: CGFloat) -> CGFloat? {
    stored.bitPattern == noneBits ? nil : stored
  }
}
