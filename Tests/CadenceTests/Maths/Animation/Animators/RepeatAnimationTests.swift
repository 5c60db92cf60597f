import Testing

@testable import Cadence

@Suite("Repeat animations")
struct RepeatAnimationTests {
  @Test("a repeat of an endless repeat plays the inner one forever (it trapped converting ∞)")
  func repeatOfRepeatForever() {
    let animation = Animation.linear(duration: 0.3).repeatForever(autoreverses: false)
      .repeatCount(3)
    let values = sample(animation, at: [0.15, 0.45, 100.05])
    // Linear over 0.3 s, restarted every 0.3 s: the fraction into the current cycle.
    #expect(abs(values[0]! - 50) < 1e-9)
    #expect(abs(values[1]! - 50) < 1e-9)
    #expect(abs(values[2]! - 100 * (100.05 - 333 * 0.3) / 0.3) < 1e-6)
  }

  @Test("an endless repeat of an endless spring repeat keeps finite values")
  func springRepeatForeverTwice() {
    let animation = Animation.spring.repeatForever().repeatForever(autoreverses: true)
    let values = sample(animation, at: [0.1, 0.7, 3])
    #expect(values.allSatisfy { $0.map(\.isFinite) ?? false })
  }

  @Test("a cycle shorter than a nanosecond finishes at once and is reported")
  func subNanosecondCycle() {
    let animation = Animation.interpolatingSpring.speed(1e300).repeatForever()
    #expect(sample(animation, at: [0, 0.5, 1]) == [nil, nil, nil])
    let problems = animation.validationProblems
    #expect(problems.contains { $0.contains("less than a nanosecond") })
  }

  @Test("a spring repeated for ever at speed 1e300 ends instead of stepping for ever (a hang)")
  func hugeSpeedOutsideRepeat() {
    let animation = Animation.snappy.repeatForever(autoreverses: true).speed(1e300)
    // 0.5 s is 5e299 s of the repeat: 10²⁹⁹ cycles, past any representable position.
    #expect(sample(animation, at: [0.5]) == [nil])
    // A fluid spring asked for a value far past its horizon has finished.
    var context = AnimationContext<Double>()
    #expect(Animation.spring.animate(value: 100, time: 1e9, context: &context) == nil)
  }
}
