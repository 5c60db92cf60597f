/// A built-in animation that knows the exact derivative of its output with respect to time:
/// what motion analysis uses instead of finite differences.
///
/// Unlike `velocity(value:time:context:)`, which is what an animation hands to one that
/// interrupts it (and which SwiftUI's Bézier curves leave out), the derivative is always the
/// model's: the slope of the curve, the closed-form spring's rate, the fluid spring's
/// simulated velocity. It is read after `animate` at the same instant, with the context that
/// call left.
protocol DifferentiableAnimation {
  /// The rate of change of the offset at `time`, or nil when the model does not know it.
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
}

extension Animation {
  /// The exact rate of change of the offset at `time`: the built-in animation's own
  /// derivative, or for a custom animation the velocity it reports (nil when it reports none).
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    if let differentiable = base as? any DifferentiableAnimation {
      return differentiable.derivative(value: value, time: time, context: context)
    }
    return base.velocity(value: value, time: time, context: context)
  }
}

extension TimingCurveAnimation: DifferentiableAnimation {
  /// The slope of the curve `animate` follows: a Bézier's value clamps its control points'
  /// y into [0, 1] (its reported `velocity(at:)` does not), so the slope is that curve's.
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    guard let solver = curve.valueSolver else { return derivative(value: value, time: time) }
    guard duration > 0, time < duration, time >= 0 else { return .zero }
    let slope = solver.velocity(at: UnitCurve.clampUnit(time / duration))
    return value.scaled(by: slope / duration)
  }
}

extension InterpolatingSpringAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    derivative(value: value, time: time)
  }
}

extension FluidSpringAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    context.state.fluidSpring.velocity
  }
}

extension DefaultAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    Self.spring.derivative(value: value, time: time, context: context)
  }
}

extension InvalidParameterAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    Animation(base).derivative(value: value, time: time, context: context)
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

extension CombinedAnimation: DifferentiableAnimation {
  /// By the chain rule through each entry, as `velocity`, with each entry's derivative.
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    chainRule(time: time, context: context) { entry, remaining, local in
      entry.animation.derivative(value: remaining, time: local, context: entry.context)
    }
  }
}
