extension Spring {
  /// Creates a spring with the given perceptual duration and bounce.
  ///
  /// `bounce` 0 is critically damped, up to 1 undamped (above 1 is clamped to undamped),
  /// down to −1 over-damped (−1 and below would be infinitely damped, and is clamped to just
  /// above −1). A non-positive or non-finite duration is treated as infinitely stiff.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.init(
      naturalFrequency: Self.tau / Self.sanitizedDuration(duration),
      dampingRatio: Self.dampingRatio(forBounce: bounce))
  }

  /// Creates a spring with the given response and damping ratio.
  public init(response: Double, dampingRatio: Double) {
    self.init(
      naturalFrequency: Self.tau / Self.sanitizedDuration(response),
      dampingRatio: dampingRatio.isFinite ? max(0, dampingRatio) : 1)
  }

  /// Creates a spring with the given mass, stiffness and damping coefficients. Unless
  /// `allowOverDamping`, a spring whose damping exceeds critical is treated as critically
  /// damped.
  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite ? max(Self.minimumStiffness, stiffness) : Self.maximumStiffness
    let c = damping.isFinite ? max(0, damping) : 0
    let omega0 = Self.boundedRate((k / m).squareRoot())
    var lambda = Self.boundedRate(c / (2 * m))
    if lambda > omega0 && !allowOverDamping { lambda = omega0 }
    let difference = omega0 * omega0 - lambda * lambda
    let magnitude = abs(difference).squareRoot()
    self.init(
      angularFrequency: difference >= 0 ? magnitude : -magnitude, decayConstant: lambda, mass: m)
  }

  /// Creates a spring that settles (its decay envelope falls below `epsilon`) after
  /// `settlingDuration`, with the given damping ratio. The damping ratio is clamped to
  /// (0, 1] and the duration to [0.01, 10] seconds, as SwiftUI clamps them.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    let zeta = min(max(dampingRatio.isFinite ? dampingRatio : 1, Double.ulpOfOne), 1)
    let settle = min(max(settlingDuration.isFinite ? settlingDuration : 0.5, 0.01), 10)
    let eps = epsilon.isFinite && epsilon > 0 ? min(epsilon, 0.5) : 0.001
    // The envelope bound of a unit step: e^(−λt)·(λ + 1) = ε. Solve λt = ln((λ + 1)/ε) by
    // Newton's method from λ = −ln(ε)/t.
    var lambda = -log(eps) / settle
    for _ in 0..<32 {
      let g = lambda * settle - log((lambda + 1) / eps)
      let slope = settle - 1 / (lambda + 1)
      guard slope != 0 else { break }
      let next = lambda - g / slope
      if abs(next - lambda) < 1e-12 {
        lambda = next
        break
      }
      lambda = max(next, 1e-9)
    }
    self.init(naturalFrequency: lambda / zeta, dampingRatio: zeta)
  }

  /// A smooth spring with no bounce: duration 0.5, bounce 0.
  public static var smooth: Spring { Spring() }

  /// A smooth spring with a predefined duration and no bounce, plus `extraBounce`.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A spring with a small amount of bounce that feels snappy: duration 0.5, bounce 0.15.
  public static var snappy: Spring { snappy() }

  /// A snappy spring: bounce 0.15 plus `extraBounce`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with a higher amount of bounce: duration 0.5, bounce 0.3.
  public static var bouncy: Spring { bouncy() }

  /// A bouncy spring: bounce 0.3 plus `extraBounce`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// The damping ratio of a bounce: `1/(1 + b)` below 0, `1 − b` from 0 to 1, 0 above 1.
  static func dampingRatio(forBounce bounce: Double) -> Double {
    guard bounce.isFinite else { return 1 }
    if bounce < 0 { return 1 / (1 + max(bounce, Self.minimumBounce)) }
    return bounce <= 1 ? 1 - bounce : 0
  }

  /// The stiffness used for a non-positive one: a spring needs some stiffness to have a
  /// finite duration.
  static let minimumStiffness = 1e-6

  /// The smallest bounce used: −1 would mean infinite damping.
  static let minimumBounce = -0.999
  /// The stiffness of an "infinitely stiff" spring, as SwiftUI's fluid spring caps it.
  static let maximumStiffness = 45_000.0

  /// A duration that gives a finite angular frequency: non-positive and non-finite
  /// durations become the stiffest spring SwiftUI simulates.
  static func sanitizedDuration(_ duration: Double) -> Double {
    let minimum = tau / maximumStiffness.squareRoot()
    guard duration.isFinite else { return duration > 0 ? 1e6 : minimum }
    return max(duration, minimum)
  }
}
