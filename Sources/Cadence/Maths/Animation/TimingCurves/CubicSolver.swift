/// Solves a unit cubic Bézier curve from (0, 0) to (1, 1) with two control points: finds the
/// curve's y for a given x, and its slope dy/dx there.
///
/// Numbers follow SwiftUI's solver: Newton iterations from s = x with tolerance 2⁻²⁰, then
/// bisection if Newton did not converge; results are rounded to multiples of 2⁻²⁰; the slope
/// is exactly 1 where both derivatives are equal, and infinite where dx/ds is zero.
struct CubicSolver: Hashable, Sendable {
  /// Polynomial coefficients per axis: B(s) = ((a·s + b)·s + c)·s.
  private let ax, bx, cx, ay, by, cy: Double

  /// The tolerance and rounding quantum, 2⁻²⁰.
  static let epsilon = 1.0 / 1_048_576
  /// The most Newton iterations tried before bisecting.
  static let newtonIterations = 8

  /// Creates the solver for control points (x1, y1) and (x2, y2).
  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// The curve's y at `x`, rounded to 2⁻²⁰.
  @inline(__always)
  func value(at x: Double) -> Double {
    Self.rounded(sampleY(parameter(for: x)))
  }

  /// The curve's slope dy/dx at `x`, rounded to 2⁻²⁰.
  func velocity(at x: Double) -> Double {
    let s = parameter(for: x)
    let dx = derivativeX(s)
    let dy = (3 * ay * s + 2 * by) * s + cy
    if dy == dx { return 1 }
    if dx == 0 { return dy < 0 ? -.infinity : .infinity }
    return Self.rounded(dy / dx)
  }

  @inline(__always)
  private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  @inline(__always)
  private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  @inline(__always)
  private func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The curve parameter s at which the curve's x equals `x`.
  @inline(__always)
  private func parameter(for x: Double) -> Double {
    var s = x
    for _ in 0..<Self.newtonIterations {
      let error = sampleX(s) - x
      if abs(error) < Self.epsilon { return s }
      let slope = derivativeX(s)
      if abs(slope) < Self.epsilon { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = x
    if s < low { return low }
    if s > high { return high }
    while low < high {
      let sample = sampleX(s)
      if abs(sample - x) < Self.epsilon { return s }
      if x > sample { low = s } else { high = s }
      s = (high - low) / 2 + low
      if high - low < Self.epsilon / 2 { break }
    }
    return s
  }

  private static func rounded(_ value: Double) -> Double {
    (value / epsilon).roundedHalfAwayFromZero * epsilon
  }
}
