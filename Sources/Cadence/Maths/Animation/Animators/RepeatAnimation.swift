/// An animation played as a sequence of cycles: each cycle restarts the base animation from
/// rest; with `autoreverses`, odd cycles play it backwards, from the target to the start.
/// After `repeatCount` cycles (each direction counts as one) the animation ends; nil repeats
/// forever.
///
/// When the base knows its duration, cycle boundaries are exact multiples of it, so values are
/// pure functions of time. Otherwise a cycle ends at the first sample at which the base
/// reports that it finished.
struct RepeatAnimation: CustomAnimation, TimedAnimation, ValidatedAnimation,
  CustomStringConvertible
{
  let base: Animation
  let repeatCount: Int?
  let autoreverses: Bool

  /// The number of cycles, or nil for endless.
  var cycles: Int? { repeatCount.map { max(0, $0) } }

  @_specialize(where V == AnimationVector)
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if let count = cycles, count == 0 { return nil }
    var cycle = context.state.repeatCycle
    // Taken out and put back, so that the base state is uniquely referenced.
    var baseState = context.state.repeatedBase.first ?? AnimationState()
    context.state.repeatedBase = []
    defer {
      context.state.repeatCycle = cycle
      context.state.repeatedBase = [baseState]
    }
    if context.state.repeatPeriod == nil {
      context.state.repeatPeriod = cycleDuration(value: value, context: context) ?? .nan
    }
    let known = context.state.repeatPeriod ?? .nan
    let period: Double? = known.isNaN ? nil : known
    if let period, period.isInfinite {
      // The base never ends (a repeat inside a repeat): its first cycle is all there is.
      cycle.index = 0
      cycle.start = 0
    } else if let period, period >= Self.minimumPeriod {
      let cycles = (time / period).rounded(.down)
      // Past 2⁵³ cycles a position within a cycle is no longer representable (a fast speed
      // outside the repeat gets there in moments): the animation is taken as over.
      guard cycles.isFinite, cycles < Self.maximumCycleIndex else { return nil }
      let index = Int(max(cycles, 0))
      if let count = self.cycles, index >= count { return nil }
      if index != cycle.index {
        cycle.index = index
        baseState = AnimationState()
      }
      cycle.start = Double(index) * period
    } else if let period, period < Self.minimumPeriod {
      // A cycle shorter than a nanosecond cannot be shown: reported, and finished at once.
      return nil
    }
    while true {
      var baseContext = context.withState(baseState)
      let local = time - cycle.start
      if let offset = base.animate(value: value, time: local, context: &baseContext) {
        baseState = baseContext.state
        return cycle.index % 2 == 1 && autoreverses ? value - offset : offset
      }
      // The base finished at an unknown time: the next cycle starts now.
      cycle.index += 1
      cycle.start = time
      baseState = AnimationState()
      if let count = cycles, cycle.index >= count { return nil }
      if local <= 0 { return nil }
    }
  }

  /// The shortest cycle played, one nanosecond (the resolution of virtual time): a shorter
  /// one is reported and the animation finishes at once.
  static let minimumPeriod = 1e-9
  /// The number of cycles after which the animation is over, 2⁵³: beyond it, `time − start`
  /// loses every digit of the position within the cycle.
  static let maximumCycleIndex = 0x1p53

  /// The duration of one cycle when the base knows it.
  private func cycleDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>)
    -> Double?
  {
    base.finishDuration(value: value, context: context.withState(AnimationState<V>()))
  }

  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    finishDuration(value: value, context: context)
  }

  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    guard let count = cycles else { return .infinity }
    return cycleDuration(value: value, context: context).map { $0 * Double(count) }
  }

  var validationProblems: [String] {
    let own =
      (repeatCount ?? 0) >= 0
      ? []
      : [
        "\(description): repeatCount \(repeatCount ?? 0) is negative; the animation finishes "
          + "at once"
      ]
    var tooShort: [String] = []
    // A probe over a unit interval: the cycle of every built-in animation is independent of
    // the interval's size.
    if let period = cycleDuration(value: 1.0, context: AnimationContext<Double>()),
      period < Self.minimumPeriod
    {
      tooShort.append(
        "\(description): one cycle lasts \(period) s, less than a nanosecond; the animation "
          + "finishes at once")
    }
    return base.validationProblems + own + tooShort
  }

  var description: String {
    if let repeatCount {
      return "\(base).repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
    }
    return "\(base).repeatForever(autoreverses: \(autoreverses))"
  }
}

extension RepeatAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    // The cycle `animate` left in the context; a reversed cycle runs backwards.
    let cycle = context.state.repeatCycle
    let baseContext = context.withState(context.state.repeatedBase.first ?? AnimationState())
    guard
      let rate = base.derivative(value: value, time: time - cycle.start, context: baseContext)
    else { return nil }
    return cycle.index % 2 == 1 && autoreverses ? rate.scaled(by: -1) : rate
  }
}
