/// A proposal for the size of a view: what a parent offers a child before the child chooses
/// its own size. In each dimension, nil asks for the view's ideal size, zero for its minimum
/// and infinity for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or nil for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or nil for the ideal height.
  public var height: CGFloat?

  /// Creates a proposal from its dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of exactly `size`.
  public init(_ size: CGSize) {
    width = size.width
    height = size.height
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
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// The other axis.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }

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
