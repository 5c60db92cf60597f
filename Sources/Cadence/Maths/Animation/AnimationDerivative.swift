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
