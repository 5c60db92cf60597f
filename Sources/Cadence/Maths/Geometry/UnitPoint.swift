/// A normalised two-dimensional point in a view's coordinate space, (0, 0) at the top leading
/// corner and (1, 1) at the bottom trailing corner.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, as a fraction of the width.
  public var x: CGFloat
  /// The vertical position, as a fraction of the height.
  public var y: CGFloat

  /// Creates the point at the top leading corner.
  public init() {
    x = 0
    y = 0
  }

  /// Creates a point from fractions of the width and height.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre, (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The leading edge's midpoint, (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The trailing edge's midpoint, (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The top edge's midpoint, (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The bottom edge's midpoint, (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner, (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner, (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner, (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner, (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
