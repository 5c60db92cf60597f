import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#else
  /// An affine transformation matrix for 2D graphics, as Core Graphics defines it (Core
  /// Graphics is not on Linux): a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
  public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on a y-down screen for positive angles).
    public init(rotationAngle angle: CGFloat) {
      let (s, c) = (sin(angle), cos(angle))
      self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation, then this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale, then this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or this transform when it cannot be inverted (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    /// The point transformed.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size transformed (without translation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding the transformed corners of this one.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
        CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let left = xs.min()!
      let top = ys.min()!
      return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
  }
#endif

/// A 3×3 projective transformation of the plane (SwiftUI's `ProjectionTransform`): a point
/// (x, y) maps to ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with
/// w = m13·x + m23·y + m33.
public struct ProjectionTransform: Hashable, Sendable {
  public var m11: CGFloat = 1
  public var m12: CGFloat = 0
  public var m13: CGFloat = 0
  public var m21: CGFloat = 0
  public var m22: CGFloat = 1
  public var m23: CGFloat = 0
  public var m31: CGFloat = 0
  public var m32: CGFloat = 0
  public var m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The projective form of an affine transform.
  public init(_ m: CGAffineTransform) {
    m11 = m.a
    m12 = m.b
    m21 = m.c
    m22 = m.d
    m31 = m.tx
    m32 = m.ty
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether this is an affine transform.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform, then `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
    r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
    r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
    r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
    r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
    r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
    r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
    r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
    r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
    return r
  }

  /// The entries by name, as snapshots record them (`transform.m11` …).
  var entries: [(String, CGFloat)] {
    [
      ("m11", m11), ("m12", m12), ("m13", m13), ("m21", m21), ("m22", m22), ("m23", m23),
      ("m31", m31), ("m32", m32), ("m33", m33),
    ]
  }
}

extension ProjectionTransform {
  /// Inverts this transform in place; false, leaving it unchanged, when it has no inverse
  /// (its determinant is zero or not finite).
  @discardableResult
  public mutating func invert() -> Bool {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m13 * m32 - m12 * m33
    let c13 = m12 * m23 - m13 * m22
    let determinant = m11 * c11 + m21 * c12 + m31 * c13
    guard determinant != 0, determinant.isFinite else { return false }
    let c21 = m23 * m31 - m21 * m33
    let c22 = m11 * m33 - m13 * m31
    let c23 = m13 * m21 - m11 * m23
    let c31 = m21 * m32 - m22 * m31
    let c32 = m12 * m31 - m11 * m32
    let c33 = m11 * m22 - m12 * m21
    let inverse = 1 / determinant
    self = ProjectionTransform(
      rows: [c11, c12, c13, c21, c22, c23, c31, c32, c33].map { $0 * inverse })
    return true
  }

  /// The inverse of this transform; the transform itself when it has none.
  public func inverted() -> ProjectionTransform {
    var result = self
    result.invert()
    return result
  }

  /// A transform of its nine entries, row by row.
  init(rows m: [CGFloat]) {
    m11 = m[0]
    m12 = m[1]
    m13 = m[2]
    m21 = m[3]
    m22 = m[4]
    m23 = m[5]
    m31 = m[6]
    m32 = m[7]
    m33 = m[8]
  }
}
