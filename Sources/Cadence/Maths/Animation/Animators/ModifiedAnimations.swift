/// An animation that waits before it starts: during the delay it shows its start value.
struct DelayAnimation: CustomAnimation, TimedAnimation, ValidatedAnimation,
  CustomStringConvertible
{
  let base: Animation
  let delay: Double

  var usedDelay: Double { delay.isFinite ? max(0, delay) : 0 }

  @_specialize(where V == AnimationVector)
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: max(0, time - usedDelay), context: &context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let other = previous.base as? DelayAnimation, other.delay == delay else { return false }
    return base.shouldMerge(
      previous: other.base, value: value, time: max(0, time - usedDelay), context: &context)
  }

  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    base.logicalDuration(value: value, context: context).map { $0 + usedDelay }
  }

  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    base.finishDuration(value: value, context: context).map { $0 + usedDelay }
  }

  var validationProblems: [String] {
    let own =
      delay.isFinite && delay >= 0
      ? []
      : ["\(description): delay \(delay) is not a finite, non-negative number; 0 is used"]
    return base.validationProblems + own
  }

  var description: String {
    "\(base).delay(\(DecimalFormatting.format(delay, fractionDigits: 6)))"
  }
}

/// An animation played faster or slower: its base sees `time × speed`.
struct SpeedAnimation: CustomAnimation, TimedAnimation, ValidatedAnimation,
  CustomStringConvertible
{
  let base: Animation
  let speed: Double

  /// A usable speed, or nil when the animation should finish at once.
  var usedSpeed: Double? { speed.isFinite && speed > 0 ? speed : nil }

  @_specialize(where V == AnimationVector)
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard let speed = usedSpeed else { return nil }
    return base.animate(value: value, time: time * speed, context: &context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let other = previous.base as? SpeedAnimation, other.speed == speed,
      let speed = usedSpeed
    else { return false }
    return base.shouldMerge(
      previous: other.base, value: value, time: time * speed, context: &context)
  }

  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    guard let speed = usedSpeed else { return 0 }
    return base.logicalDuration(value: value, context: context).map { $0 / speed }
  }

  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    guard let speed = usedSpeed else { return 0 }
    return base.finishDuration(value: value, context: context).map { $0 / speed }
  }

  var validationProblems: [String] {
    let own =
      usedSpeed != nil
      ? []
      : [
        "\(description): speed \(speed) is not a finite, positive number; the animation "
          + "finishes at once"
      ]
    return base.validationProblems + own
  }

  var description: String {
    "\(base).speed(\(DecimalFormatting.format(speed, fractionDigits: 6)))"
  }
}

/// An animation that reports logical completion after a fixed time, unless its base did
/// earlier; it ends when its base ends.
struct LogicallyCompleteAnimation: CustomAnimation, TimedAnimation, ValidatedAnimation,
  CustomStringConvertible
{
  let base: Animation
  let duration: Double

  var usedDuration: Double { duration.isFinite ? max(0, duration) : 0 }

  @_specialize(where V == AnimationVector)
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let result = base.animate(value: value, time: time, context: &context)
    if time >= usedDuration { context.isLogicallyComplete = true }
    return result
  }

  @_specialize(where V == AnimationVector)
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    base.velocity(value: value, time: time, context: context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    guard let own = base.logicalDuration(value: value, context: context) else {
      return usedDuration
    }
    return min(own, usedDuration)
  }

  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    base.finishDuration(value: value, context: context)
  }

  var validationProblems: [String] {
    let own =
      duration.isFinite && duration >= 0
      ? []
      : ["\(description): duration \(duration) is not a finite, non-negative number; 0 is used"]
    return base.validationProblems + own
  }

  var description: String {
    "\(base).logicallyComplete(after: \(DecimalFormatting.format(duration, fractionDigits: 6)))"
  }
}

extension DelayAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    // At rest until the delay is over.
    guard time > usedDelay else { return .zero }
    return base.derivative(value: value, time: time - usedDelay, context: context)
  }
}

extension SpeedAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    guard let speed = usedSpeed else { return .zero }
    return base.derivative(value: value, time: time * speed, context: context)?.scaled(by: speed)
  }
}

extension LogicallyCompleteAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    base.derivative(value: value, time: time, context: context)
  }
}
