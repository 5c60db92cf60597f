/// A type that can serve as the animatable data of an animatable type: it can be added,
/// subtracted, scaled and measured.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by the given value.
  mutating func scale(by rhs: Double)

  /// The dot-product of this value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns a value with each component of this value multiplied by the given value.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }

  /// Interpolates this value with `other` by the specified `amount`:
  /// `self + (other - self) * amount`.
  public mutating func interpolate(towards other: Self, amount: Double) {
    self += (other - self).scaled(by: amount)
  }

  /// Returns this value interpolated with `other` by the specified `amount`.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var copy = self
    copy.interpolate(towards: other, amount: amount)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the value.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square of the value.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies the value.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies the value.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// An empty type for animatable data: every operation does nothing and every value is equal.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// Creates the empty value.
  public init() {}

  /// The empty value.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

  /// Does nothing.
  public mutating func scale(by rhs: Double) {}

  /// Zero.
  public var magnitudeSquared: Double { 0 }

  /// The empty value.
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  /// The empty value.
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  /// Does nothing.
  public static func += (lhs: inout Self, rhs: Self) {}
  /// Does nothing.
  public static func -= (lhs: inout Self, rhs: Self) {}
}

/// A pair of animatable values, which is itself animatable.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// Creates an animated pair with the provided values.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The pair of zeros.
  public static var zero: Self { Self(.zero, .zero) }

  /// Multiplies both values.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of both values' squared magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

  /// Adds component-wise.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// Subtracts component-wise.
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Adds component-wise in place.
  public static func += (lhs: inout Self, rhs: Self) {
    lhs.first += rhs.first
    lhs.second += rhs.second
  }

  /// Subtracts component-wise in place.
  public static func -= (lhs: inout Self, rhs: Self) {
    lhs.first -= rhs.first
    lhs.second -= rhs.second
  }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
