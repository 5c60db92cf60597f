/// A representation of a spring's motion: a damped harmonic oscillator.
///
/// Stored, as SwiftUI stores it, as a signed damped angular frequency (positive under-damped,
/// zero critically damped, negative over-damped, magnitude `√|ω0² − λ²|`), the decay
/// constant `λ = ζ·ω0` and the mass. Every other property derives from these. Times are in
/// seconds, angular frequencies in radians per second.
public struct Spring: Hashable, Sendable {
  /// The signed damped angular frequency.
  let angularFrequency: Double
  /// The decay constant λ = ζ·ω0.
  let decayConstant: Double
  /// The mass.
  let storedMass: Double

  init(angularFrequency: Double, decayConstant: Double, mass: Double) {
    self.angularFrequency = angularFrequency
    self.decayConstant = decayConstant
    storedMass = mass
  }

  /// A spring from its undamped angular frequency, damping ratio and mass. Both rates are
  /// kept within `maximumRate`, so that the closed form stays finite.
  init(naturalFrequency: Double, dampingRatio zeta: Double, mass: Double = 1) {
    let omega0 = Self.boundedRate(naturalFrequency)
    let lambda = Self.boundedRate(zeta * omega0)
    let difference = omega0 * omega0 - lambda * lambda
    let magnitude = abs(difference).squareRoot()
    self.init(
      angularFrequency: difference >= 0 ? magnitude : -magnitude, decayConstant: lambda,
      mass: mass)
  }

  /// The largest angular frequency or decay constant kept, 10⁶ s⁻¹ (a period of 6 µs, far
  /// below a frame): beyond it `ω0²` and `λ²` overflow, and the closed form gives NaN (a
  /// `SpringKeyframe` of mass 1e-300 did).
  static let maximumRate = 1e6

  /// `rate` within [0, `maximumRate`]; NaN becomes 0.
  static func boundedRate(_ rate: Double) -> Double {
    rate.isNaN ? 0 : min(max(rate, 0), maximumRate)
  }

  /// τ = 2π: a spring's response is the period of its undamped oscillation, τ/ω0.
  static let tau = 2 * Double.pi

  /// The undamped angular frequency squared, ω0² = λ² + ωd·|ωd|.
  var naturalFrequencySquared: Double {
    decayConstant * decayConstant + angularFrequency * abs(angularFrequency)
  }

  /// The undamped angular frequency ω0.
  var naturalFrequency: Double { naturalFrequencySquared.squareRoot() }

  /// The perceptual duration: the period of the undamped oscillation, τ/ω0.
  public var duration: TimeInterval { Self.tau / naturalFrequency }

  /// The stiffness of the spring, as an approximate duration in seconds (= `duration`).
  public var response: Double { duration }

  /// How much the spring dampens its motion: 1 for critical damping, under 1 bouncy.
  public var dampingRatio: Double { decayConstant * response / Self.tau }

  /// How bouncy the spring is: 0 critically damped, up to 1 undamped, down to −1 over-damped.
  public var bounce: Double {
    angularFrequency >= 0 ? 1 - dampingRatio : 1 / dampingRatio - 1
  }

  /// The mass of the object attached to the spring.
  public var mass: Double { storedMass }

  /// The spring stiffness coefficient, m·ω0².
  public var stiffness: Double { storedMass * naturalFrequencySquared }

  /// The viscous damping coefficient, 2·m·λ.
  public var damping: Double { 2 * storedMass * decayConstant }
}
