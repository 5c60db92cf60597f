import Testing

@testable import Cadence

@Suite("Fluid spring stability")
struct FluidSpringStabilityTests {
  /// Samples a spring from 0 towards 100 every 1/120 s for up to five seconds.
  private func run(_ animation: Animation) -> [Double] {
    var context = AnimationContext<Double>()
    var values: [Double] = []
    for frame in 1...600 {
      guard let value = animation.animate(value: 100, time: Double(frame) / 120, context: &context)
      else { break }
      values.append(value)
    }
    return values
  }

  // An over-damped oscillator released from rest never crosses its target and approaches it
  // monotonically (x(t) = A·e^(r1·t) + B·e^(r2·t) with r1, r2 < 0 real); SwiftUI's springs
  // with dampingFraction > 1 do the same.
  @Test(
    "an over-damped spring settles monotonically without overshoot (it reached 1e26)",
    arguments: [
      (0.1, 5.0), (0.1, 1000.0), (0.5, 2.0), (0.01, 50.0), (2, 1.5), (0, 3.0), (0.3, 1.01),
      (0, 1.0), (0.01, 1.0), (0.05, 1.0),
    ])
  func overDampedIsMonotonic(response: Double, damping: Double) {
    let values = run(.spring(response: response, dampingFraction: damping))
    #expect(values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 100 })
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("bounce −1 (clamped to a damping ratio of 1000) moves monotonically, not explosively")
  func bounceMinusOne() {
    let values = run(.spring(duration: 0.5, bounce: -1))
    #expect(values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 100 })
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("the exact over-damped step matches the closed-form solution")
  func exactStepMatchesClosedForm() {
    // ζ = 2, ω = 2π/0.5: x(t) = A·e^(r1·t) + B·e^(r2·t) from x(0) = −100, v(0) = 0.
    let spring = FluidSpringAnimation(response: 0.5, dampingFraction: 2, blendDuration: 0)
    var state = FluidSpringAnimation.State<Double>()
    let (k, c) = spring.coefficients(at: 0, state: state)
    for _ in 0..<150 { spring.advance(&state, towards: 100, stiffness: k, damping: c) }
    let omega = 2 * Double.pi / 0.5
    let r1 = -omega * (2 - 3.0.squareRoot())
    let r2 = -omega * (2 + 3.0.squareRoot())
    let a = 100 * r2 / (r1 - r2)  // A + B = −100, r1·A + r2·B = 0
    let b = -100 - a
    let t = 0.5
    let expected = 100 + a * exp(r1 * t) + b * exp(r2 * t)
    #expect(abs(state.position - expected) < 1e-9)
  }

  @Test("a non-finite bounce is reported, and the spring stays critically damped")
  func nonFiniteBounce() {
    for animation in [
      Animation.spring(duration: 0.5, bounce: .nan), .smooth(duration: 0.4, extraBounce: .infinity),
      .interpolatingSpring(duration: 0.5, bounce: .nan),
    ] {
      #expect(animation.validationProblems.contains { $0.contains("bounce") })
      #expect(run(animation).allSatisfy { $0.isFinite })
    }
  }

  @Test("logical completion of a blended spring with a response of 1e9 s is found at once")
  func hugeBlendedResponse() {
    // Taking over a spring of response 1e300 with a blend: the search stepped 1/300 s at a
    // time towards 1e9 s.
    let spring = FluidSpringAnimation(
      response: 1e9, dampingFraction: 1.2, blendDuration: 0.4)
    var context = AnimationContext<Double>()
    _ = Animation.spring(duration: 1e300, bounce: 0).animate(
      value: 100, time: 0.1, context: &context)
    var merged = context
    _ = spring.shouldMerge(
      previous: .spring(duration: 1e300, bounce: 0), value: 100.0, time: 0.1, context: &merged)
    let logical = spring.logicalDuration(value: 100.0, context: merged)
    #expect(logical.map { $0.isFinite && $0 >= 1e9 } == true)
  }
}
