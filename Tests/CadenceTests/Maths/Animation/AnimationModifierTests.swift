import Testing

@testable import Cadence

@Suite("Animation modifiers")
struct AnimationModifierTests {
  @Test("delay holds the start value, then plays the base")
  func delay() {
    let values = sample(.linear(duration: 1).delay(0.5), at: [0, 0.25, 0.5, 1.0, 1.5])
    #expect(values == [0, 0, 0, 50, nil])
    let context = AnimationContext<Double>()
    #expect(
      Animation.linear(duration: 1).delay(0.5).finishDuration(value: 1.0, context: context) == 1.5)
  }

  @Test("speed scales time")
  func speed() {
    #expect(sample(.linear(duration: 1).speed(2), at: [0.25, 0.5]) == [50, nil])
    #expect(sample(.linear(duration: 1).speed(0.5), at: [1]) == [50])
  }

  @Test("repeatCount with autoreverse plays forward, back, forward")
  func repeatAutoreverse() {
    let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
    let values = sample(animation, at: [0.5, 1.0, 1.25, 2.0, 2.5, 3.0])
    #expect(values == [50, 100, 75, 0, 50, nil])
  }

  @Test("repeatCount without autoreverse restarts each cycle")
  func repeatRestart() {
    let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
    #expect(sample(animation, at: [0.5, 1.0, 1.5, 2.0]) == [50, 0, 50, nil])
  }

  @Test("repeatForever never ends and reports no end")
  func repeatForever() {
    let animation = Animation.easeInOut(duration: 0.5).repeatForever()
    let values = sample(animation, at: [0.25, 0.75, 100.25])
    #expect(values.allSatisfy { $0 != nil })
    #expect(values[0] == values[2])
    #expect(abs(values[1]! - 50) < 1e-9)
    let context = AnimationContext<Double>()
    #expect(animation.finishDuration(value: 1.0, context: context) == .infinity)
  }

  @Test("delay inside a repeat delays every cycle")
  func delayInsideRepeat() {
    let animation = Animation.linear(duration: 1).delay(1).repeatCount(2, autoreverses: false)
    #expect(sample(animation, at: [0.5, 1.5, 2.5, 3.5, 4]) == [0, 50, 0, 50, nil])
  }

  @Test("bad parameters are corrected and reported")
  func badParameters() {
    #expect(sample(.linear(duration: -1), at: [0]) == [nil])
    #expect(sample(.linear(duration: .nan), at: [0]) == [nil])
    #expect(sample(.easeIn(duration: 1).speed(0), at: [0]) == [nil])
    #expect(sample(.linear(duration: 1).repeatCount(-2), at: [0]) == [nil])
    #expect(Animation.linear(duration: -1).validationProblems.count == 1)
    #expect(
      Animation.spring(response: .nan, dampingFraction: -1).validationProblems
        == [
          "spring(response: nan, dampingFraction: -1, blendDuration: 0): response nan is not a "
            + "finite, non-negative number; 0.5 is used",
          "spring(response: nan, dampingFraction: -1, blendDuration: 0): dampingFraction -1.0 is "
            + "not a finite, non-negative number; 1 is used",
        ])
    let spring = sample(.spring(response: .nan, dampingFraction: .infinity), at: [0.1, 0.5])
    #expect(spring.allSatisfy { $0.map(\.isFinite) ?? true })
  }

  @Test("spring presets map to their response and damping")
  func presets() {
    #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
    #expect(Animation.smooth == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
    #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85, blendDuration: 0))
    #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0))
    #expect(
      Animation.interactiveSpring
        == .spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
    #expect(Animation.default.description == "DefaultAnimation()")
    #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1))
    #expect(
      Animation.spring(duration: 0.4, bounce: -0.5)
        == .spring(response: 0.4, dampingFraction: 2, blendDuration: 0))
  }

  @Test("interpolatingSpring(duration:bounce:) has stiffness (τ/d)² and damping 2√k·ζ")
  func interpolatingSpringParameters() {
    let base = Animation.interpolatingSpring.base as? InterpolatingSpringAnimation
    #expect(abs((base?.stiffness ?? 0) - 157.914) < 0.001)
    #expect(abs((base?.damping ?? 0) - 25.133) < 0.001)
    // Logically complete at τ/√k = 0.5 s.
    #expect(abs(base!.logicalTime - 0.5) < 1e-12)
  }

  @Test("a custom animation drives the value and keeps its own state")
  func customAnimation() {
    struct Steps: CustomAnimation {
      struct Count: AnimationStateKey {
        static let defaultValue = 0
      }
      func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
      ) -> V? {
        context.state[Count.self] += 1
        if context.state[Count.self] >= 3 { context.isLogicallyComplete = true }
        return time >= 1 ? nil : value.scaled(by: (time * 4).rounded(.down) / 4)
      }
    }
    let animation = Animation(Steps())
    var context = AnimationContext<Double>()
    #expect(animation.animate(value: 8.0, time: 0.3, context: &context) == 2)
    #expect(animation.animate(value: 8.0, time: 0.6, context: &context) == 4)
    #expect(!context.isLogicallyComplete)
    #expect(animation.animate(value: 8.0, time: 0.9, context: &context) == 6)
    #expect(context.isLogicallyComplete)
    context.isLogicallyComplete = false
    #expect(context.isLogicallyComplete, "logical completion cannot be taken back")
    var other = AnimationContext<Double>()
    #expect(!animation.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &other))
    #expect(animation.velocity(value: 1.0, time: 0, context: other) == nil)
  }

  @Test("UnitCurve timing curves report velocity; Bézier ones do not")
  func velocityReporting() {
    let context = AnimationContext<Double>()
    #expect(
      Animation.easeInOut(duration: 1).velocity(value: 10.0, time: 0.5, context: context) == nil)
    let velocity = Animation.timingCurve(.easeInOut, duration: 2)
      .velocity(value: 10.0, time: 1, context: context)
    #expect(abs(velocity! - 10 * UnitCurve.easeInOut.velocity(at: 0.5) / 2) < 1e-12)
  }

  /// SwiftUI's `Animation` is `CustomReflectable`: its mirror shows the animation it wraps.
  @Test("an animation's mirror has the animation it wraps as its one child")
  func mirror() {
    let mirror = Animation.easeIn(duration: 0.3).customMirror
    #expect(mirror.children.count == 1)
    #expect(mirror.children.first?.label == "base")
    #expect(mirror.displayStyle == .struct)
    let child = mirror.children.first.map { String(describing: $0.value) }
    #expect(child == Animation.easeIn(duration: 0.3).description)
  }
}
