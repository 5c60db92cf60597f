/// The spring behind `Animation.spring(...)`, `.smooth`, `.snappy`, `.bouncy` and
/// `.interactiveSpring`: integrated numerically in fixed steps of 1/300 s, carrying position
/// and velocity when it takes over from a running animation, as SwiftUI's fluid spring does.
///
/// The state at time t is the simulation after the last whole step at or before t, so a value
/// depends only on t (and the instants at which the animation was retargeted), never on how
/// often it is sampled. SwiftUI's stall guard (which pauses the spring when frames are more
/// than a second apart) is left out for the same reason.
struct FluidSpringAnimation: CustomAnimation, TimedAnimation, ValidatedAnimation,
  CustomStringConvertible
{
  /// The response as given: the spring's stiffness as an approximate duration.
  let response: Double
  /// The damping ratio as given.
  let dampingFraction: Double
  /// How long a change of response is blended over when this spring takes over another.
  let blendDuration: Double

  /// The integration step, 1/300 s.
  static let stepsPerSecond = 300.0
  /// The stiffest spring simulated: stiffness is capped at 45 000.
  static let maximumStiffness = 45_000.0
  /// Settled when both squared velocity and squared acceleration are at most this.
  static let settledMotionSquared = 0.0036
  /// Settled only when within this fraction of the interval from the target.
  static let settledDistanceFraction = 0.01
  /// The simulation horizon used to find the end: a spring that has not settled after this
  /// many seconds is reported as finishing then.
  static let maximumSimulatedDuration = 120.0

  var usedResponse: Double { response.isFinite ? max(0, response) : 0.5 }
  var usedDamping: Double { dampingFraction.isFinite ? max(0, dampingFraction) : 1 }
  var usedBlend: Double { blendDuration.isFinite ? max(0, blendDuration) : 0 }

  /// The simulation state, kept in the animation context between frames.
  struct State<V: VectorArithmetic> {
    var position: V = .zero
    var velocity: V = .zero
    /// The acceleration from the last step; zero before the first, as in SwiftUI.
    var force: V = .zero
    /// The simulated time, advanced by adding one step at a time (so the sequence of step
    /// instants is the same whenever the spring is sampled).
    var simulatedTime = 0.0
    /// The time from which logical completion is measured.
    var logicalStart = 0.0
    var blendStart = 0.0
    var blendInterval = 0.0
  }

  /// The integration step in seconds.
  static var step: Double { 1 / stepsPerSecond }

  @_specialize(where V == AnimationVector)
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var state = context.state.fluidSpring
    defer { context.state.fluidSpring = state }
    // More than the horizon ahead of the simulation (a huge speed, a sample long after):
    // the spring has finished by `finishDuration`'s account, and stepping there would take
    // for ever.
    guard time - state.simulatedTime <= Self.maximumSimulatedDuration else { return nil }
    // Steps are taken while the simulated time is behind `time`: the state may lead the
    // instant by up to one step, as SwiftUI's does.
    if state.simulatedTime < time {
      // Without a blend the coefficients are the same at every step: compute them once.
      let constant = state.blendInterval == 0 || usedBlend == 0
      var coefficients = constant ? self.coefficients(at: 0, state: state) : (0, 0)
      while state.simulatedTime < time {
        if !constant {
          coefficients = self.coefficients(at: state.simulatedTime + Self.step, state: state)
        }
        advance(&state, towards: value, stiffness: coefficients.0, damping: coefficients.1)
      }
    }
    if time - state.logicalStart >= effectiveResponse(at: time, state: state) {
      context.isLogicallyComplete = true
    }
    if isSettled(state, interval: value) { return nil }
    return state.position
  }

  /// One step of the simulation: velocity Verlet with damping evaluated at the half-step
  /// velocity, or, for an over-damped spring, the exact solution over the step (an explicit
  /// step diverges once damping × step passes 2: `spring(response: 0.1, dampingFraction: 5)`
  /// reached 1e26), so that an over-damped spring settles monotonically at any damping.
  func advance<V: VectorArithmetic>(
    _ state: inout State<V>, towards value: V, stiffness k: Double, damping c: Double
  ) {
    if c * c > 4 * k * Self.overDampedThreshold {
      exactOverDampedStep(&state, towards: value, stiffness: k, damping: c)
      return
    }
    let h = Self.step
    let halfVelocity = state.velocity + state.force.scaled(by: h / 2)
    state.position += halfVelocity.scaled(by: h)
    state.force = (value - state.position).scaled(by: k) - halfVelocity.scaled(by: c)
    state.velocity = halfVelocity + state.force.scaled(by: h / 2)
    state.simulatedTime += h
  }

  /// The damping ratio squared above which a step is solved exactly: over-damped by more
  /// than a part in a million (closer to critical, the two decay rates nearly coincide and
  /// the exact solution loses precision, while the Verlet step is stable).
  static let overDampedThreshold = 1 + 1e-6

  /// One step of `x'' = −k·x − c·x'` (x the displacement from the target, unit mass) solved
  /// in closed form: x(h) = A·e^(r1·h) + B·e^(r2·h) with the two real decay rates r1, r2.
  func exactOverDampedStep<V: VectorArithmetic>(
    _ state: inout State<V>, towards value: V, stiffness k: Double, damping c: Double
  ) {
    let h = Self.step
    let omega = k.squareRoot()
    let zeta = c / (2 * omega)
    let root = zeta + (zeta * zeta - 1).squareRoot()
    // r1 · r2 = ω², so r1 = −ω/root avoids the cancellation of −ζω + ω√(ζ² − 1).
    let r1 = -omega / root
    let r2 = -omega * root
    let e1 = exp(r1 * h)
    let e2 = exp(r2 * h)
    let span = r1 - r2
    let x0 = state.position - value
    let v0 = state.velocity
    let x = x0.scaled(by: (r1 * e2 - r2 * e1) / span) + v0.scaled(by: (e1 - e2) / span)
    let v = x0.scaled(by: r1 * r2 * (e2 - e1) / span) + v0.scaled(by: (r1 * e1 - r2 * e2) / span)
    state.position = value + x
    state.velocity = v
    state.force = x.scaled(by: -k) - v.scaled(by: c)
    state.simulatedTime += h
  }

  @_specialize(where V == AnimationVector)
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    context.state.fluidSpring.velocity
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    let position = previous.animate(value: value, time: time, context: &context) ?? value
    let velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
    var state = State<V>()
    state.position = position
    state.velocity = velocity
    state.simulatedTime = time
    state.logicalStart = time
    if let spring = previous.base as? FluidSpringAnimation, usedBlend > 0,
      spring.usedResponse != usedResponse
    {
      state.blendStart = time
      state.blendInterval = spring.usedResponse - usedResponse
    }
    context = context.withState(AnimationState<V>())
    context.resetLogicalCompletion()
    context.state.fluidSpring = state
    return true
  }

  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    let state = context.state.fluidSpring
    // Logical completion is measured from the latest takeover; with a blend the response
    // changes over time, so find the first step at which the condition holds.
    if state.blendInterval == 0 || usedBlend == 0 {
      return state.logicalStart + usedResponse
    }
    // Searched step by step, as the simulation samples it, for at most the 120 s horizon (a
    // response of 1e9 s took for ever); past it, the response is at most the larger of the
    // two being blended.
    var time = state.logicalStart
    for _ in 0..<Self.maximumLogicalSearchSteps {
      if time - state.logicalStart >= effectiveResponse(at: time, state: state) { return time }
      time += 1 / Self.stepsPerSecond
    }
    return state.logicalStart + usedResponse + max(0, state.blendInterval)
  }

  /// The end: the animation returns nil for any time after the simulated instant that
  /// precedes the settling step, so it ends a nanosecond after that instant.
  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    var state = context.state.fluidSpring
    let horizon = state.simulatedTime + Self.maximumSimulatedDuration
    if isSettled(state, interval: value) { return state.simulatedTime }
    while state.simulatedTime < horizon {
      let before = state.simulatedTime
      let (k, c) = coefficients(at: before + Self.step, state: state)
      advance(&state, towards: value, stiffness: k, damping: c)
      if isSettled(state, interval: value) { return before + Self.endResolution }
    }
    return horizon
  }

  /// The most steps searched for logical completion during a blend: the 120 s horizon.
  static let maximumLogicalSearchSteps = Int(maximumSimulatedDuration * stepsPerSecond)

  /// How long after the last unsettled step the end is placed: one nanosecond.
  static let endResolution = 1e-9

  /// The response at `time`, blending from the previous spring's response over
  /// `blendDuration` with a smoothstep.
  func effectiveResponse<V>(at time: Double, state: State<V>) -> Double {
    guard usedBlend > 0, state.blendInterval != 0 else { return usedResponse }
    let p = min(max((time - state.blendStart) / usedBlend, 0), 1)
    let smooth = p * p * (3 - 2 * p)
    return max(0, usedResponse + state.blendInterval * (1 - smooth))
  }

  /// Stiffness and damping coefficients at `time`.
  func coefficients<V>(at time: Double, state: State<V>) -> (Double, Double) {
    let response = effectiveResponse(at: time, state: state)
    let stiffness =
      response > 0
      ? min(pow(Spring.tau / response, 2), Self.maximumStiffness) : Self.maximumStiffness
    return (stiffness, 2 * stiffness.squareRoot() * usedDamping)
  }

  func isSettled<V: VectorArithmetic>(_ state: State<V>, interval: V) -> Bool {
    guard state.simulatedTime > state.logicalStart || state.velocity.magnitudeSquared > 0 else {
      // Not started: at rest at the origin, which is settled only for a zero interval.
      return interval.magnitudeSquared == 0
    }
    guard state.velocity.magnitudeSquared <= Self.settledMotionSquared,
      state.force.magnitudeSquared <= Self.settledMotionSquared
    else { return false }
    let distance = (interval - state.position).magnitudeSquared
    let allowed = Self.settledDistanceFraction * Self.settledDistanceFraction
    return interval.magnitudeSquared == 0 || distance <= allowed * interval.magnitudeSquared
  }

  var validationProblems: [String] {
    var problems: [String] = []
    if !(response.isFinite && response >= 0) {
      problems.append(
        "\(description): response \(response) is not a finite, non-negative number; "
          + "0.5 is used")
    }
    if !(dampingFraction.isFinite && dampingFraction >= 0) {
      problems.append(
        "\(description): dampingFraction \(dampingFraction) is not a finite, non-negative "
          + "number; 1 is used")
    }
    if !(blendDuration.isFinite && blendDuration >= 0) {
      problems.append(
        "\(description): blendDuration \(blendDuration) is not a finite, non-negative number; "
          + "0 is used")
    }
    return problems
  }

  var description: String {
    "spring(response: \(DecimalFormatting.format(response, fractionDigits: 6)), "
      + "dampingFraction: \(DecimalFormatting.format(dampingFraction, fractionDigits: 6)), "
      + "blendDuration: \(DecimalFormatting.format(blendDuration, fractionDigits: 6)))"
  }
}

extension AnimationContext {
  /// Forgets a logical completion, for an animation that takes over with a new clock.
  mutating func resetLogicalCompletion() {
    self = withState(state).replacingLogicalCompletion(false)
  }
}

extension FluidSpringAnimation: KernelAnimation {
  /// A spring still blending from a previous one runs on the general path.
  func kernel(fluid: AnimationKernel.FluidSimulation) -> AnimationKernel? {
    guard fluid.blendInterval == 0 || usedBlend == 0 else { return nil }
    let (stiffness, damping) = coefficients(at: 0, state: fluid)
    return .fluidSpring(self, stiffness: stiffness, damping: damping)
  }

  /// A step of the kernel: the simulation stepped up to `time`, as `animate` steps it; nil
  /// once it has settled.
  @inline(__always)
  func kernelOffset(
    stiffness: Double, damping: Double, at time: Double, interval: AnimationVector,
    fluid: UnsafeMutablePointer<AnimationKernel.FluidSimulation>,
    isLogicallyComplete: inout Bool
  ) -> AnimationVector? {
    while fluid.pointee.simulatedTime < time {
      advance(&fluid.pointee, towards: interval, stiffness: stiffness, damping: damping)
    }
    if time - fluid.pointee.logicalStart >= usedResponse { isLogicallyComplete = true }
    guard !isSettled(fluid.pointee, interval: interval) else { return nil }
    return fluid.pointee.position
  }
}

extension FluidSpringAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    context.state.fluidSpring.velocity
  }
}
