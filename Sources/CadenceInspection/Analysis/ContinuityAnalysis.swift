import Cadence

/// How smooth a motion is: whether its value, velocity and acceleration ever jump.
public struct ContinuityReport: Hashable, Sendable, CustomStringConvertible {
  /// The order of continuity: the highest derivative without a jump.
  public enum Order: Int, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The value itself jumps.
    case discontinuous = -1
    /// The value is continuous; its velocity jumps.
    case c0 = 0
    /// The velocity is continuous; the acceleration jumps.
    case c1 = 1
    /// The acceleration is continuous too.
    case c2 = 2

    /// Orders by smoothness.
    public static func < (lhs: Order, rhs: Order) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `discontinuous`, `C0`, `C1` or `C2`.
    public var description: String {
      switch self {
      case .discontinuous: return "discontinuous"
      case .c0: return "C0"
      case .c1: return "C1"
      case .c2: return "C2"
      }
    }
  }

  /// A jump in the value or one of its derivatives.
  public struct Break: Hashable, Sendable, CustomStringConvertible {
    /// What jumps.
    public enum Kind: String, Hashable, Sendable {
      /// The value.
      case value
      /// The velocity (units per second).
      case velocity
      /// The acceleration (units per second squared).
      case acceleration
    }

    /// What jumps.
    public let kind: Kind
    /// When, in seconds (to within one sampling step).
    public let time: Double
    /// The size of the jump: after minus before.
    public let size: Double

    /// `velocity jumps by 377 at 0s`.
    public var description: String {
      "\(kind.rawValue) jumps by \(DecimalFormatting.format(size)) at "
        + "\(DecimalFormatting.format(time, fractionDigits: 4))s"
    }
  }

  /// The order of continuity.
  public let order: Order
  /// Every jump found, in time order.
  public let breaks: [Break]
  /// The smallest and largest values of the motion.
  public let minimum: Double
  /// The largest value of the motion.
  public let maximum: Double

  /// `C1; acceleration jumps by … at …; …`.
  public var description: String {
    ([order.description] + breaks.map(\.description)).joined(separator: "; ")
  }
}

/// Finds the order of continuity of a motion sampled on a uniform time grid, and every
/// instant where its value, velocity or acceleration jumps.
///
/// A jump in the k-th derivative is a step in the k-th finite-difference series (the values,
/// the interval velocities, the accelerations). At each position the series is fitted by a
/// line on either side, leaving out the two samples where a jump would smear, and the two
/// fits are extrapolated to the middle: their difference is the step there. A smooth curve
/// gives steps of O(h²); a jump gives the jump's size, whether it falls on a sample or
/// between two. A step counts when it exceeds a fraction of that derivative's largest
/// magnitude over the run (units do not matter); steps near a lower-order jump are its echo
/// and are not counted again. Samples before and after the motion (at rest) belong in the
/// series: motion that starts or stops abruptly is a jump of its velocity.
public enum ContinuityAnalysis {
  /// Relative tolerances per order: a step smaller than this fraction of the largest
  /// magnitude of that derivative over the run is noise.
  public static let relativeTolerance = (value: 1e-3, velocity: 0.03, acceleration: 0.08)
  /// Samples fitted on each side of a position.
  static let fitWidth = 3

  /// Analyses `values` sampled every `step` seconds from `start`. With `atRestOutside`, the
  /// motion is taken to rest at its first value before the samples and at its last after
  /// them, so that a motion starting at the first sample (or stopping at the last) is judged
  /// too. `timingUncertainty` is how many samples the instant of each sample may be off by
  /// (the steps of a stepped motion, known to within one step): a value or velocity step no
  /// larger than 1.5 times its typical change over that many samples is timing, not a jump.
  ///
  /// `velocities`, when given (one per value), are the exact velocities at the samples: the
  /// velocity's jumps are then found in them and the acceleration is their difference series,
  /// instead of one and two orders of finite differences of the values.
  public static func analyze(
    values: [Double], velocities: [Double]? = nil, start: Double, step: Double,
    atRestOutside: Bool = false, timingUncertainty: Double = 0
  ) -> ContinuityReport {
    var exact = velocities.flatMap { $0.count == values.count ? $0 : nil }
    // A value that moves between two samples whose exact velocities are both zero was moved
    // by changes without animation (a finger dragging it, a timer): the exact velocities say
    // "at rest" there and are not its velocity, so finite differences are used instead.
    if let known = exact, values.count > 1 {
      for index in 1..<values.count where known[index - 1] == 0 && known[index] == 0 {
        let change = abs(values[index] - values[index - 1])
        if change.isFinite, change > 1e-9 * max(1, abs(values[index])) {
          exact = nil
          break
        }
      }
    }
    if atRestOutside, let first = values.first, let last = values.last {
      let pad = fitWidth + 3
      let padded =
        Array(repeating: first, count: pad) + values + Array(repeating: last, count: pad)
      let rest = Array(repeating: 0.0, count: pad)
      return analyze(
        values: padded, velocities: exact.map { rest + $0 + rest },
        start: start - Double(pad) * step, step: step, timingUncertainty: timingUncertainty)
    }
    let finite = values.map { $0.isFinite ? $0 : 0 }
    let minimum = finite.min() ?? 0
    let maximum = finite.max() ?? 0
    let needed = 2 * fitWidth + 5
    guard finite.count >= needed, step > 0, step.isFinite else {
      return ContinuityReport(order: .c2, breaks: [], minimum: minimum, maximum: maximum)
    }
    let h = step
    let d1 = zip(finite.dropFirst(), finite).map { ($0 - $1) / h }
    // The velocity series and where its elements sit, in samples: the interval velocities
    // sit mid-interval, exact velocities on the samples.
    let velocity = exact.map { $0.map { $0.isFinite ? $0 : 0 } } ?? d1
    let velocityOffset = exact == nil ? 0.5 : 0.0
    let d2 = zip(velocity.dropFirst(), velocity).map { ($0 - $1) / h }
    let accelerationOffset = velocityOffset + 0.5
    let range = max(maximum - minimum, 1e-9)
    let velocityScale = max(velocity.map(abs).max() ?? 0, range * 1e-3)

    var breaks: [ContinuityReport.Break] = []
    // The time of position p (between samples) in each series: values sit on samples,
    // velocities mid-interval, accelerations on the interior samples.
    var valueBreaks = steps(finite, tolerance: relativeTolerance.value * range)
    if timingUncertainty > 0 {
      valueBreaks.removeAll { isTiming($0, in: finite, uncertainty: timingUncertainty) }
    }
    breaks += valueBreaks.map { .init(kind: .value, time: start + $0.position * h, size: $0.size) }
    let echoes = valueBreaks.map { $0.position }
    var velocityBreaks = steps(
      velocity, tolerance: relativeTolerance.velocity * velocityScale,
      excluding: echoes.map { $0 - velocityOffset })
    if timingUncertainty > 0 {
      velocityBreaks.removeAll { isTiming($0, in: velocity, uncertainty: timingUncertainty) }
    }
    breaks += velocityBreaks.map {
      .init(kind: .velocity, time: start + ($0.position + velocityOffset) * h, size: $0.size)
    }
    let accelerationEchoes =
      echoes.map { $0 - accelerationOffset } + velocityBreaks.map { $0.position - 0.5 }
    let accelerationScale = max(
      d2.enumerated().filter { entry in
        !accelerationEchoes.contains { abs(Double(entry.offset) - $0) <= Double(fitWidth + 2) }
      }.map { abs($0.element) }.max() ?? 0, velocityScale * 1e-3)
    let accelerationBreaks = steps(
      d2, tolerance: relativeTolerance.acceleration * accelerationScale,
      excluding: accelerationEchoes)
    breaks += accelerationBreaks.map {
      .init(
        kind: .acceleration, time: start + ($0.position + accelerationOffset) * h,
        size: $0.size)
    }
    breaks.sort { $0.time < $1.time }
    let order: ContinuityReport.Order =
      breaks.contains { $0.kind == .value }
      ? .discontinuous
      : breaks.contains { $0.kind == .velocity }
        ? .c0
        : breaks.contains { $0.kind == .acceleration } ? .c1 : .c2
    return ContinuityReport(order: order, breaks: breaks, minimum: minimum, maximum: maximum)
  }

  /// Whether a step of `series` is no larger than its typical change over `uncertainty`
  /// samples around it (the median change, which the step itself does not move), times 1.5:
  /// in a series whose samples are known to within that many samples in time, such a step
  /// is the timing of a sample, not a jump.
  static func isTiming(
    _ step: (position: Double, size: Double), in series: [Double], uncertainty: Double
  ) -> Bool {
    let middle = Int(step.position.rounded(.down))
    let around = (middle - fitWidth - 1)...(middle + fitWidth + 1)
    let changes = around.filter { $0 >= 0 && $0 + 1 < series.count }
      .map { abs(series[$0 + 1] - series[$0]) }.sorted()
    let change = changes.isEmpty ? 0 : changes[changes.count / 2]
    return abs(step.size) <= uncertainty * change * 1.5
  }

  /// The steps of `series` larger than `tolerance`: one per jump (the largest of adjacent
  /// positions), at positions in index units between two samples, away from `excluding`.
  static func steps(_ series: [Double], tolerance: Double, excluding: [Double] = [])
    -> [(position: Double, size: Double)]
  {
    let m = fitWidth
    guard series.count >= 2 * m + 2 else { return [] }
    var found: [(position: Double, size: Double)] = []
    for i in m..<(series.count - m - 1) {
      let middle = Double(i) + 0.5
      if excluding.contains(where: { abs($0 - middle) <= Double(m + 2) }) { continue }
      let left = fit(series, from: i - m, count: m)
      let right = fit(series, from: i + 2, count: m)
      let step = (right.intercept + right.slope * middle) - (left.intercept + left.slope * middle)
      // A kink (a jump of the next derivative) anywhere in the gap looks like a step of up to
      // the slope change times the gap: allow for it, so that only true steps count.
      let kinkAllowance = 2 * abs(right.slope - left.slope)
      guard abs(step) > tolerance + kinkAllowance else { continue }
      // A fit that straddles a feature is not a line: only clean fits on both sides measure
      // a step.
      guard left.residual + right.residual < 0.1 * abs(step) else { continue }
      if let last = found.last, middle - last.position <= Double(m) {
        if abs(step) > abs(last.size) { found[found.count - 1] = (middle, step) }
      } else {
        found.append((middle, step))
      }
    }
    return found
  }

  /// The least-squares line through `count` points of `series` from `start`, and the largest
  /// distance of a point from it.
  private static func fit(_ series: [Double], from start: Int, count: Int)
    -> (intercept: Double, slope: Double, residual: Double)
  {
    var sumX = 0.0
    var sumY = 0.0
    var sumXX = 0.0
    var sumXY = 0.0
    for index in start..<(start + count) {
      let x = Double(index)
      let y = series[index]
      sumX += x
      sumY += y
      sumXX += x * x
      sumXY += x * y
    }
    let n = Double(count)
    let denominator = n * sumXX - sumX * sumX
    guard denominator != 0 else { return (sumY / n, 0, 0) }
    let slope = (n * sumXY - sumX * sumY) / denominator
    let intercept = (sumY - slope * sumX) / n
    var residual = 0.0
    for index in start..<(start + count) {
      residual = max(residual, abs(series[index] - (intercept + slope * Double(index))))
    }
    return (intercept, slope, residual)
  }
}
