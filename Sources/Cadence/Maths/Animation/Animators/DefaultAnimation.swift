/// `Animation.default`: documented as `spring(response: 0.55, dampingFraction: 1.0)` on
/// iOS 17 and later, kept as its own type as SwiftUI keeps it (`DefaultAnimation()`).
struct DefaultAnimation: CustomAnimation, TimedAnimation, CustomStringConvertible {
  /// The spring it behaves as.
  static let spring = FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0)

  @_specialize(where V == AnimationVector)
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    Self.spring.animate(value: value, time: time, context: &context)
  }

  @_specialize(where V == AnimationVector)
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    Self.spring.velocity(value: value, time: time, context: context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    Self.spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    Self.spring.logicalDuration(value: value, context: context)
  }

  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    Self.spring.finishDuration(value: value, context: context)
  }

  var description: String { "DefaultAnimation()" }
}

extension DefaultAnimation: KernelAnimation {
  /// The default animation is its fluid spring.
  func kernel(fluid: AnimationKernel.FluidSimulation) -> AnimationKernel? {
    let spring = DefaultAnimation.spring
    let (stiffness, damping) = spring.coefficients(at: 0, state: fluid)
    return .fluidSpring(spring, stiffness: stiffness, damping: damping)
  }
}

extension DefaultAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    Self.spring.derivative(value: value, time: time, context: context)
  }
}
