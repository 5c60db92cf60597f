import Testing

@testable import Cadence

@Suite("Combined animations")
struct CombinedAnimationTests {
  @Test("re-animating at every frame keeps only the running entries (they grew for ever)")
  func finishedEntriesAreDropped() {
    // A 0.25 s curve restarted every 1/120 s towards a target 1 further each time: at most
    // 31 entries run at once (0.25 × 120 + the newest), and one finished entry is kept.
    let animation = Animation.easeInOut(duration: 0.25)
    var context = AnimationContext<Double>()
    var current = animation
    var target = 1.0
    var largest = 0
    for frame in 1...3_000 {
      let time = Double(frame) / 120
      _ = current.animate(value: target, time: time, context: &context)
      CombinedAnimation.combine(
        into: &context, previous: current, previousTarget: target, next: animation, at: time,
        target: target + 1)
      current = Animation(CombinedAnimation())
      target += 1
      largest = max(largest, context.state.combinedEntries.count)
    }
    #expect(largest <= 33)
    // 2 seconds after the last restart everything has finished, at the last target.
    #expect(current.animate(value: target, time: 3_000.0 / 120 + 2, context: &context) == nil)
  }

  @Test("dropping finished entries does not change the motion")
  func droppingKeepsValues() {
    // Two curves, the first finishing at 0.5 s, the second from 0.25 s to 1.25 s: after the
    // first ends the running result restarts from its target, whatever came before.
    let first = Animation.linear(duration: 0.5)
    let second = Animation.linear(duration: 1)
    var context = AnimationContext<Double>()
    _ = first.animate(value: 100, time: 0.25, context: &context)
    CombinedAnimation.combine(
      into: &context, previous: first, previousTarget: 100, next: second, at: 0.25, target: 200)
    let combined = Animation(CombinedAnimation())
    let atHalf = combined.animate(value: 200, time: 0.5, context: &context)
    // The finished entry stays as the start of the running result; nothing before it does.
    #expect(context.state.combinedEntries.count == 2)
    #expect(context.state.combinedEntries[0].finished)
    // Entry 2 at 0.25 of its second: 100 + 0.25 · (200 − 100) once entry 1 has finished.
    #expect(abs(atHalf! - 125) < 1e-9)
    let later = combined.animate(value: 200, time: 0.75, context: &context)
    #expect(abs(later! - 150) < 1e-9)
  }
}
