import Testing

@testable import Cadence

@Suite("Fluid spring")
struct FluidSpringTests {
  /// Samples `animation` over `interval` at the given times (in order), as fractions.
  private func fractions(
    _ animation: Animation, interval: Double, at times: [Double]
  ) -> [Double?] {
    var context = AnimationContext<Double>()
    return times.map { time in
      animation.animate(value: interval, time: time, context: &context).map { $0 / interval }
    }
  }

  /// The first instant on a 60 Hz grid at which the animation reports it finished.
  private func removal(_ animation: Animation, interval: Double) -> Double {
    var context = AnimationContext<Double>()
    var frame = 0
    while animation.animate(value: interval, time: Double(frame) / 60, context: &context) != nil {
      frame += 1
    }
    return Double(frame) / 60
  }

  // Semantics file §11: fluid spring fractions at t = 0.1 … 0.6 s on a 60 Hz grid.
  @Test(
    "samples match the reference values",
    arguments: [
      (0.5, 1.0, 1.0, [0.3708, 0.7213, 0.8865, 0.9574, 0.9845, 0.9944], 0.833),
      (0.5, 0.7, 100.0, [0.4387, 0.8805, 1.0297, 1.0360, 1.0133, 1.0008], 1.133),
      (0.55, 1.0, 100.0, [0.3284, 0.6724, 0.8531, 0.9392, 0.9756, 0.9904], 1.383),
      (0.5, 1.0, 100.0, [0.3708, 0.7213, 0.8865, 0.9574, 0.9845, 0.9944], 1.267),
    ])
  func reference(
    response: Double, damping: Double, interval: Double, expected: [Double], removedAt: Double
  ) {
    let animation = Animation.spring(response: response, dampingFraction: damping)
    let samples = fractions(animation, interval: interval, at: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6])
    for (sample, value) in zip(samples, expected) {
      #expect(abs((sample ?? .nan) - value) < 0.00006)
    }
    #expect(abs(removal(animation, interval: interval) - removedAt) < 0.017)
  }

  @Test("a value depends only on the instant, not on how often it was sampled")
  func frameRateIndependent() {
    let animation = Animation.bouncy
    let dense = fractions(animation, interval: 50, at: (1...120).map { Double($0) / 120 })
    let sparse = fractions(animation, interval: 50, at: [0.25, 0.5, 0.75, 1.0])
    let direct = fractions(animation, interval: 50, at: [1.0])
    #expect(dense[29] == sparse[0])
    #expect(dense[119] == sparse[3])
    #expect(direct[0] == sparse[3])
  }

  @Test("logically complete at its response; finished when settled")
  func completion() {
    let animation = Animation.spring(response: 0.5, dampingFraction: 1)
    var context = AnimationContext<Double>()
    _ = animation.animate(value: 1, time: 0.49, context: &context)
    #expect(!context.isLogicallyComplete)
    _ = animation.animate(value: 1, time: 0.5, context: &context)
    #expect(context.isLogicallyComplete)
    let fresh = AnimationContext<Double>()
    #expect(animation.logicalDuration(value: 1.0, context: fresh) == 0.5)
    let finish = animation.finishDuration(value: 1.0, context: fresh)!
    var probe = AnimationContext<Double>()
    #expect(animation.animate(value: 1, time: finish - 1.0 / 300, context: &probe) != nil)
    #expect(animation.animate(value: 1, time: finish, context: &probe) == nil)
  }

  @Test("a spring taking over another keeps its position and velocity")
  func mergeCarriesMotion() {
    let first = Animation.spring(response: 0.5, dampingFraction: 1)
    var context = AnimationContext<Double>()
    let position = first.animate(value: 100, time: 0.2, context: &context)!
    let velocity = first.velocity(value: 100, time: 0.2, context: context)!
    #expect(velocity > 0)
    let second = Animation.spring(response: 0.3, dampingFraction: 0.8)
    #expect(second.shouldMerge(previous: first, value: 100.0, time: 0.2, context: &context))
    // The new spring continues on the old clock from the same state.
    let next = second.animate(value: 40, time: 0.2, context: &context)!
    #expect(abs(next - position) < 1e-9)
    #expect(abs(second.velocity(value: 40, time: 0.2, context: context)! - velocity) < 1e-9)
    #expect(!context.isLogicallyComplete)
  }
}
