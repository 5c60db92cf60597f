/// An animation along a unit curve over a fixed duration: the offset is the interval times
/// the curve's value at `time / duration`.
///
/// As in SwiftUI, the Bézier animations (`linear`, `easeIn`, `easeOut`, `easeInOut`,
/// `timingCurve(_:_:_:_:duration:)`) report no velocity to an animation that interrupts them;
/// those made from a `UnitCurve` (`timingCurve(_:duration:)`) do. The animation ends exactly
/// at its duration, where its offset is the whole interval.
struct TimingCurveAnimation: CustomAnimation, TimedAnimation, ValidatedAnimation,
  CustomStringConvertible
{
  /// The curve.
  let curve: UnitCurve
  /// The duration as given.
  let requestedDuration: Double
  /// Whether the animation reports its velocity to an interrupting animation.
  let reportsVelocity: Bool
  /// The name used in descriptions, such as `easeInOut`.
  let name: String

  /// The duration used: finite and non-negative.
  var duration: Double { AnimationParameter.duration(requestedDuration) }

  @_specialize(where V == AnimationVector)
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    return value.scaled(by: curve.value(at: time / duration))
  }

  @_specialize(where V == AnimationVector)
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    reportsVelocity ? derivative(value: value, time: time) : nil
  }

  /// The exact derivative of the offset with respect to time.
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval) -> V {
    guard duration > 0, time < duration, time >= 0 else { return .zero }
    return value.scaled(by: curve.velocity(at: time / duration) / duration)
  }

  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    duration
  }

  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    duration
  }

  var validationProblems: [String] {
    [AnimationParameter.durationProblem(requestedDuration, name: "duration", in: description)]
      .compactMap { $0 }
  }

  var description: String {
    "\(name)(duration: \(DecimalFormatting.format(requestedDuration, fractionDigits: 6)))"
  }
}

extension TimingCurveAnimation: KernelAnimation {
  func kernel(fluid: AnimationKernel.FluidSimulation) -> AnimationKernel? {
    if let solver = curve.valueSolver { return .bezier(solver, duration: duration) }
    return .curve(curve, duration: duration)
  }

  /// A step of the kernel of a unit curve: the fraction of the interval `animate` travels,
  /// nil once it has ended.
  @inline(__always)
  static func kernelFraction(curve: UnitCurve, duration: Double, at time: Double) -> Double? {
    guard time < duration else { return nil }
    return curve.value(at: time / duration)
  }

  /// A step of the kernel of a Bézier curve, its solver made once.
  @inline(__always)
  static func kernelFraction(solver: CubicSolver, duration: Double, at time: Double) -> Double? {
    guard time < duration else { return nil }
    return solver.value(at: UnitCurve.clampUnit(time / duration))
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
