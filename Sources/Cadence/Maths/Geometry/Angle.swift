/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates an angle of zero radians.
  public init() { radians = 0 }

  /// Creates an angle from radians.
  public init(radians: Double) { self.radians = radians }

  /// Creates an angle from degrees.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// The angle of zero radians.
  public static let zero = Angle()

  /// Creates an angle from radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// Creates an angle from degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// Orders angles by their value in radians.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: AdditiveArithmetic {
  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }

  /// The angle turned the other way.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

  /// The angle scaled by a number.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

  /// The angle scaled by a number.
  public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }

  /// The angle divided by a number.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

  /// Scales the angle by a number.
  public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }

  /// Divides the angle by a number.
  public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
