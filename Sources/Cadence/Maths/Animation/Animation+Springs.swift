extension Animation {
  /// A persistent spring animation: fluid, integrated numerically, and merged with the
  /// running animation (position and velocity carried) when it interrupts one.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      FluidSpringAnimation(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// A persistent spring animation with a perceptual duration and bounce.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation {
    let animation = spring(
      response: duration, dampingFraction: Spring.dampingRatio(forBounce: bounce),
      blendDuration: blendDuration)
    guard let spring = animation.base as? FluidSpringAnimation, !bounce.isFinite else {
      return animation
    }
    return Animation(
      InvalidParameterAnimation(
        base: spring,
        problem: "bounce \(bounce) (with any extraBounce) is not a finite number; 0 is used"))
  }

  /// A persistent spring animation with duration 0.5 and no bounce.
  public static var spring: Animation { spring() }

  /// A persistent spring animation from a `Spring`: its response and damping ratio.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Self.spring(
      response: spring.response, dampingFraction: spring.dampingRatio,
      blendDuration: blendDuration)
  }

  /// A stiff, interactive spring.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A stiff, interactive spring with a perceptual duration and extra bounce (bounce 0.15).
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// A stiff, interactive spring: `interactiveSpring()`, damping fraction 0.85.
  public static var interactiveSpring: Animation { interactiveSpring() }

  /// A smooth spring with no bounce.
  public static var smooth: Animation { smooth() }

  /// A smooth spring with a perceptual duration and extra bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  /// A spring with a small bounce, 0.15.
  public static var snappy: Animation { snappy() }

  /// A snappy spring with a perceptual duration and extra bounce.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with a visible bounce, 0.3.
  public static var bouncy: Animation { bouncy() }

  /// A bouncy spring with a perceptual duration and extra bounce.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// A closed-form spring whose overlapping animations add up.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      InterpolatingSpringAnimation(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  /// A closed-form spring with a perceptual duration and bounce: stiffness (τ/duration)²,
  /// damping 2·√k·ζ, mass 1.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    let safeDuration = Spring.sanitizedDuration(duration)
    let stiffness = pow(Spring.tau / safeDuration, 2)
    let damping = 2 * stiffness.squareRoot() * Spring.dampingRatio(forBounce: bounce)
    let animation = InterpolatingSpringAnimation(
      mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    var problems: [String] = []
    if !(duration.isFinite && duration > 0) {
      problems.append(
        "duration \(duration) is not a finite, positive number; the stiffest spring is used")
    }
    if !bounce.isFinite {
      problems.append("bounce \(bounce) is not a finite number; 0 is used")
    }
    guard problems.isEmpty else {
      return Animation(
        InvalidParameterAnimation(base: animation, problem: problems.joined(separator: "; ")))
    }
    return Animation(animation)
  }

  /// `interpolatingSpring()`: duration 0.5, no bounce (stiffness ≈ 157.91, damping ≈ 25.13).
  public static var interpolatingSpring: Animation { interpolatingSpring() }

  /// A closed-form spring from a `Spring`.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    interpolatingSpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: initialVelocity)
  }

  /// The default animation: `spring(response: 0.55, dampingFraction: 1.0)`, as documented for
  /// iOS 17 and later.
  public static let `default` = Animation(DefaultAnimation())
}

/// A built-in animation whose convenience parameters were out of range: it behaves as its
/// corrected base and reports the original parameter.
struct InvalidParameterAnimation<Base: CustomAnimation & TimedAnimation & ValidatedAnimation>:
  CustomAnimation, TimedAnimation, ValidatedAnimation, CustomStringConvertible
{
  let base: Base
  /// What was out of range and what is used instead.
  let problem: String

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

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
    base.logicalDuration(value: value, context: context)
  }

  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    base.finishDuration(value: value, context: context)
  }

  var validationProblems: [String] {
    ["\(base): \(problem)"] + base.validationProblems
  }

  var description: String { String(describing: base) }
}

extension InvalidParameterAnimation: DifferentiableAnimation {
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    Animation(base).derivative(value: value, time: time, context: context)
  }
}
