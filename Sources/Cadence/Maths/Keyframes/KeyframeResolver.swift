/// Turns a track's keyframes into segments, choosing the velocities SwiftUI documents: adjacent
/// cubic keyframes form a Catmull-Rom spline (non-uniform: the velocity at a knot between
/// cubic segments is `(P[k+1] − P[k−1]) / (d[k] + d[k+1])`), the first and last cubic velocity
/// is zero unless given (or inherited from a replaced timeline), and velocities are handed
/// across neighbouring linear, spring and move keyframes.
enum KeyframeResolver {
  /// The settling tolerance of a spring keyframe without a duration: `Spring`'s default.
  static let springSettlingEpsilon = 0.001

  /// The largest slope, relative to its segment's chord, that a unit curve hands to its
  /// neighbour: 3, the Fritsch–Carlson bound under which a cubic Hermite segment does not
  /// overshoot. A circular ease ends vertically (an infinite slope) and a steep Bézier nearly
  /// so; handed on unbounded, they made the next cubic or spring keyframe infinite or 10¹⁵.
  static let maximumHandedSlope = 3.0

  /// `curve`'s slope at `progress`, within ±`maximumHandedSlope`.
  static func handedSlope(of curve: UnitCurve, at progress: Double) -> Double {
    let slope = curve.velocity(at: progress)
    guard !slope.isNaN else { return 0 }
    return min(max(slope, -maximumHandedSlope), maximumHandedSlope)
  }

  /// `velocity`, or zero when it is not finite (a NaN or infinite explicit velocity).
  static func finite<Data: VectorArithmetic>(_ velocity: Data) -> Data {
    velocity.magnitudeSquared.isFinite ? velocity : .zero
  }

  static func resolve<Data: VectorArithmetic>(
    initial: Data, incoming: Data?, specs: [KeyframeSpec<Data>]
  ) -> KeyframePath<Data> {
    // Knot values: the initial value, then each keyframe's value.
    let knots = [initial] + specs.map(\.to)
    var segments: [KeyframeSegment<Data>] = []
    var from = initial
    var previousEndVelocity: Data? = nil
    for (index, spec) in specs.enumerated() {
      let duration = spec.duration.map { $0.isFinite ? max(0, $0) : 0 }
      switch spec.kind {
      case .move:
        segments.append(KeyframeSegment(start: from, end: spec.to, duration: 0, motion: .move))
        from = spec.to
        previousEndVelocity = .zero
      case .linear(let curve):
        let d = duration ?? 0
        segments.append(
          KeyframeSegment(start: from, end: spec.to, duration: d, motion: .linear(curve)))
        previousEndVelocity =
          d > 0 ? (spec.to - from).scaled(by: handedSlope(of: curve, at: 1) / d) : .zero
        from = spec.to
      case .spring(let spring, let explicit):
        let v0 = finite(explicit ?? previousEndVelocity ?? incoming ?? .zero)
        let d =
          duration
          ?? spring.settlingDuration(
            target: spec.to - from, initialVelocity: v0, epsilon: springSettlingEpsilon)
        let safe = d.isFinite ? d : 0
        let segment = KeyframeSegment(
          start: from, end: from, duration: safe,
          motion: .spring(spring, target: spec.to, velocity: v0))
        let end = segment.value(at: safe)
        segments.append(
          KeyframeSegment(
            start: from, end: end, duration: safe,
            motion: .spring(spring, target: spec.to, velocity: v0)))
        previousEndVelocity = segment.velocity(at: safe)
        from = end
      case .cubic(let explicitStart, let explicitEnd):
        let d = duration ?? 0
        let start = finite(
          explicitStart ?? (index == 0 ? (incoming ?? .zero) : (previousEndVelocity ?? .zero)))
        let end = finite(
          explicitEnd ?? endVelocity(after: index, specs: specs, knots: knots, duration: d))
        segments.append(
          KeyframeSegment(
            start: from, end: spec.to, duration: d,
            motion: .cubic(startVelocity: start, endVelocity: end)))
        previousEndVelocity = end
        from = spec.to
      }
    }
    return KeyframePath(initial: initial, segments: segments)
  }

  /// The automatic end velocity of cubic keyframe `index`, from the keyframe after it.
  private static func endVelocity<Data: VectorArithmetic>(
    after index: Int, specs: [KeyframeSpec<Data>], knots: [Data], duration: Double
  ) -> Data {
    guard index + 1 < specs.count else { return .zero }
    let next = specs[index + 1]
    let nextDuration = next.duration.map { $0.isFinite ? max(0, $0) : 0 }
    // Knot index + 1 lies between this keyframe's segment and the next one.
    let before = knots[index]
    let after = knots[index + 2]
    switch next.kind {
    case .move:
      return .zero
    case .linear(let curve):
      let d = nextDuration ?? 0
      return d > 0
        ? (next.to - knots[index + 1]).scaled(by: handedSlope(of: curve, at: 0) / d) : .zero
    case .cubic(let explicitStart, _):
      if let explicitStart { return explicitStart }
      let span = duration + (nextDuration ?? 0)
      return span > 0 ? (after - before).scaled(by: 1 / span) : .zero
    case .spring(_, let explicitStart):
      if let explicitStart { return explicitStart }
      // The spring's duration is not known yet: the current segment's stands in for it.
      let span = 2 * duration
      return span > 0 ? (after - before).scaled(by: 1 / span) : .zero
    }
  }
}
