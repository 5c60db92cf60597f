/// The closed-form spring behind `Animation.interpolatingSpring(...)`: the offset is the
/// interval times the fraction F(t) of a damped oscillator starting with `initialVelocity`
/// (fractions of the interval per second). It never merges, so overlapping interpolating
/// springs add up, as SwiftUI documents; like SwiftUI's it reports no velocity.
struct InterpolatingSpringAnimation: CustomAnimation, TimedAnimation, ValidatedAnimation,
  CustomStringConvertible
{
  let mass: Double
  let stiffness: Double
  let damping: Double
  let initialVelocity: Double
  /// When the animation ends, computed once.
  private(set) var settlingTime: Double
  /// The oscillator's coefficients, computed once: a frame evaluates only the closed form.
  private(set) var oscillator = Oscillator(omega0: 0, zeta: 0, velocity: 0)

  /// The damped oscillator x'' + 2ζω0·x' + ω0²·(x − 1) = 0 from x = 0 with x' = v0: the
  /// fraction of the interval travelled.
  struct Oscillator: Hashable {
    var omega0: Double
    var zeta: Double
    var velocity: Double
    /// Underdamped only: the damped frequency ωd, the decay λ = ζω0 and b = (λ − v0)/ωd.
    var omegaD = 0.0
    var lambda = 0.0
    var b = 0.0

    init(omega0: Double, zeta: Double, velocity: Double) {
      self.omega0 = omega0
      self.zeta = zeta
      self.velocity = velocity
      if zeta < 1 {
        omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        lambda = zeta * omega0
        b = (lambda - velocity) / omegaD
      }
    }

    /// The fraction travelled after `time`, and its derivative.
    func fraction(at time: Double) -> (value: Double, velocity: Double) {
      let v0 = velocity
      if zeta < 1 {
        let e = exp(-lambda * time)
        let c = cos(omegaD * time)
        let s = sin(omegaD * time)
        let value = 1 - e * (c + b * s)
        let velocity = e * (lambda * (c + b * s) - (-omegaD * s + b * omegaD * c))
        return (value, velocity)
      }
      let e = exp(-omega0 * time)
      let value = 1 - (1 + (omega0 - v0) * time) * e
      let velocity = e * (omega0 * (1 + (omega0 - v0) * time) - (omega0 - v0))
      return (value, velocity)
    }
  }

  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    self.init(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      settlingTime: 0)
    settlingTime = computedSettlingTime
  }

  /// The settling tolerance, 0.001 of the interval.
  static let epsilon = 0.001

  private var usedMass: Double { mass.isFinite && mass > 0 ? mass : 1 }
  private var usedStiffness: Double {
    stiffness.isFinite && stiffness > 0 ? stiffness : Spring.maximumStiffness
  }
  private var usedDamping: Double { damping.isFinite && damping >= 0 ? damping : 0 }
  private var usedVelocity: Double { initialVelocity.isFinite ? initialVelocity : 0 }

  /// ω0 = √(k/m).
  private var naturalFrequency: Double { (usedStiffness / usedMass).squareRoot() }
  /// ζ = c / (2√(mk)).
  private var dampingRatio: Double { usedDamping / (2 * (usedMass * usedStiffness).squareRoot()) }

  /// The fraction of the interval travelled after `time`, and its derivative.
  func fraction(at time: Double) -> (value: Double, velocity: Double) {
    oscillator.fraction(at: time)
  }

  @_specialize(where V == AnimationVector)
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if time >= settlingTime { return nil }
    if time >= logicalTime { context.isLogicallyComplete = true }
    return value.scaled(by: fraction(at: time).value)
  }

  /// The exact derivative of the offset with respect to time.
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval) -> V {
    time >= settlingTime ? .zero : value.scaled(by: fraction(at: time).velocity)
  }

  /// τ/√k: the logical completion, mass ignored as in SwiftUI.
  private(set) var logicalTime = 0.0

  private init(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
    settlingTime: Double
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.settlingTime = settlingTime
    logicalTime = Spring.tau / usedStiffness.squareRoot()
    oscillator = Oscillator(omega0: naturalFrequency, zeta: dampingRatio, velocity: usedVelocity)
  }

  /// The settling time of the fraction for ε = 0.001.
  private var computedSettlingTime: Double {
    let zeta = dampingRatio
    let omega0 = naturalFrequency
    guard zeta > 0 else { return .infinity }
    if zeta >= 1 {
      return Spring(naturalFrequency: omega0, dampingRatio: 1)
        .settlingDuration(target: 1.0, initialVelocity: usedVelocity, epsilon: Self.epsilon)
    }
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let b = (zeta * omega0 - usedVelocity) / omegaD
    return max(-log(Self.epsilon / (1 + abs(b))) / (zeta * omega0), 0)
  }

  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    min(logicalTime, settlingTime)
  }

  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    settlingTime
  }

  var validationProblems: [String] {
    var problems: [String] = []
    func check(_ value: Double, _ name: String, positive: Bool, fallback: String) {
      let ok = value.isFinite && (positive ? value > 0 : value >= 0)
      if !ok {
        problems.append(
          "\(description): \(name) \(value) is not a finite, \(positive ? "positive" : "non-negative") "
            + "number; \(fallback) is used")
      }
    }
    check(mass, "mass", positive: true, fallback: "1")
    check(stiffness, "stiffness", positive: true, fallback: "45000")
    check(damping, "damping", positive: false, fallback: "0")
    if !initialVelocity.isFinite {
      problems.append("\(description): initialVelocity \(initialVelocity) is not finite; 0 is used")
    }
    if dampingRatio == 0 {
      problems.append("\(description): with no damping the spring never settles")
    }
    return problems
  }

  var description: String {
    "interpolatingSpring(mass: \(DecimalFormatting.format(mass, fractionDigits: 6)), "
      + "stiffness: \(DecimalFormatting.format(stiffness, fractionDigits: 6)), "
      + "damping: \(DecimalFormatting.format(damping, fractionDigits: 6)), "
      + "initialVelocity: \(DecimalFormatting.format(initialVelocity, fractionDigits: 6)))"
  }
}

extension InterpolatingSpringAnimation: KernelAnimation {
  func kernel(fluid: AnimationKernel.FluidSimulation) -> AnimationKernel? {
    .interpolatingSpring(oscillator, settlingTime: settlingTime, logicalTime: logicalTime)
  }

  /// A step of the kernel: the fraction of the interval `animate` travels, nil once the
  /// spring has settled.
  @inline(__always)
  static func kernelFraction(
    oscillator: Oscillator, settlingTime: Double, logicalTime: Double, at time: Double,
    isLogicallyComplete: inout Bool
  ) -> Double? {
    guard time < settlingTime else { return nil }
    if time >= logicalTime { isLogicallyComplete = true }
    return oscillator.fraction(at: time).value
  }
}

extension InterpolatingSpringAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    derivative(value: value, time: time)
  }
}
