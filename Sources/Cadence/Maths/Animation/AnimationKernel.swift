/// A plain built-in animation with its parameters resolved for one change, as the frame-tick
/// store runs it. Each animation makes its own kernel (`KernelAnimation.kernel(fluid:)`) and
/// computes a step of it (`kernelFraction`, or a fluid spring's `kernelOffset`) in its own
/// file, next to `animate` and with the same functions in the same order, so that a value
/// does not depend on which of the two computed it; this type only dispatches, and the store
/// never asks which animation it runs.
enum AnimationKernel {
  case curve(UnitCurve, duration: Double)
  /// A Bézier curve, its solver made once.
  case bezier(CubicSolver, duration: Double)
  case interpolatingSpring(
    InterpolatingSpringAnimation.Oscillator, settlingTime: Double, logicalTime: Double)
  case fluidSpring(FluidSpringAnimation, stiffness: Double, damping: Double)

  /// Whether every offset is the interval times a fraction within [−1, 2] (a timing curve's
  /// value lies in [0, 1]; a spring may overshoot without bound).
  var hasBoundedFraction: Bool {
    switch self {
    case .curve, .bezier: return true
    case .interpolatingSpring, .fluidSpring: return false
    }
  }

  /// A fluid spring's simulation, kept beside the kernel by whoever runs it.
  typealias FluidSimulation = FluidSpringAnimation.State<AnimationVector>

  /// Whether the offset is the interval times a fraction that depends on time alone, so that
  /// every value running the same kernel from the same instant shares it (all but the fluid
  /// spring, whose simulation moves each value on its own).
  var hasSharedFraction: Bool {
    if case .fluidSpring = self { return false }
    return true
  }

  /// Whether the two run the same animation with the same parameters: from the same instant,
  /// they travel the same fraction of their intervals at every instant.
  func sharesFraction(with other: AnimationKernel) -> Bool {
    switch (self, other) {
    case (.curve(let curve, let duration), .curve(let otherCurve, let otherDuration)):
      return curve == otherCurve && duration == otherDuration
    case (.bezier(let solver, let duration), .bezier(let otherSolver, let otherDuration)):
      return solver == otherSolver && duration == otherDuration
    case (
      .interpolatingSpring(let oscillator, let settlingTime, let logicalTime),
      .interpolatingSpring(let otherOscillator, let otherSettlingTime, let otherLogicalTime)
    ):
      return oscillator == otherOscillator && settlingTime == otherSettlingTime
        && logicalTime == otherLogicalTime
    default:
      return false
    }
  }

  /// The fraction of the interval travelled `time` seconds in, for a kernel with a shared
  /// fraction (`hasSharedFraction`); nil once it has ended (and for a fluid spring). Sets
  /// `isLogicallyComplete` when it is.
  @inline(__always)
  func fraction(at time: Double, isLogicallyComplete: inout Bool) -> Double? {
    switch self {
    case .curve(let curve, let duration):
      return TimingCurveAnimation.kernelFraction(curve: curve, duration: duration, at: time)
    case .bezier(let solver, let duration):
      return TimingCurveAnimation.kernelFraction(solver: solver, duration: duration, at: time)
    case .interpolatingSpring(let oscillator, let settlingTime, let logicalTime):
      return InterpolatingSpringAnimation.kernelFraction(
        oscillator: oscillator, settlingTime: settlingTime, logicalTime: logicalTime, at: time,
        isLogicallyComplete: &isLogicallyComplete)
    case .fluidSpring:
      return nil
    }
  }

  /// The offset from the start of an animation of `interval`, `time` seconds in; nil once it
  /// has ended. Sets `isLogicallyComplete` when it is; `fluid` is a fluid spring's simulation.
  @inline(__always)
  func offset(
    at time: Double, interval: AnimationVector, fluid: UnsafeMutablePointer<FluidSimulation>,
    isLogicallyComplete: inout Bool
  ) -> AnimationVector? {
    if case .fluidSpring(let spring, let stiffness, let damping) = self {
      return spring.kernelOffset(
        stiffness: stiffness, damping: damping, at: time, interval: interval, fluid: fluid,
        isLogicallyComplete: &isLogicallyComplete)
    }
    return fraction(at: time, isLogicallyComplete: &isLogicallyComplete).map {
      interval.scaled(by: $0)
    }
  }
}

/// A built-in animation that can run as an `AnimationKernel`.
protocol KernelAnimation {
  /// The kernel that runs this animation from a fluid spring's simulation `fluid` (the
  /// previous one's, for a spring that continues it), or nil when only the general path can
  /// (a fluid spring still blending).
  func kernel(fluid: AnimationKernel.FluidSimulation) -> AnimationKernel?
}
