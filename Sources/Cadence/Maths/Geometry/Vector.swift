import Foundation

#if !canImport(CoreGraphics)
  /// A two-dimensional vector, as Core Graphics defines it (Core Graphics is not on Linux).
  public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// A vector of the given components.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// A vector of zero length.
    public init() {
      self.init(dx: 0, dy: 0)
    }

    /// The vector of zero length.
    public static let zero = CGVector()
  }
#endif
