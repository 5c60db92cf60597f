import Cadence
import Testing

@MainActor
@Suite("Keyframe robustness")
struct KeyframeRobustnessTests {
  private func samples(_ timeline: KeyframeTimeline<Double>) -> [Double] {
    stride(from: 0.0, through: timeline.duration + 0.1, by: 0.005).map { timeline.value(time: $0) }
  }

  @Test("a circular ease hands a bounded slope to a cubic neighbour (∞ at 0.75 s, NaN at 1 s)")
  func circularEaseBeforeCubic() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10, duration: 0.5, timingCurve: .circularEaseIn)
      CubicKeyframe(20, duration: 0.5)
    }
    let values = samples(timeline)
    #expect(values.allSatisfy { $0.isFinite })
    // The slope handed on is capped at 3 × the chord's (Fritsch–Carlson): 3 · 10 / 0.5 = 60/s,
    // so the Hermite segment from 10 to 20 stays within them.
    #expect(values.allSatisfy { $0 >= 0 && $0 <= 20 + 1e-9 })
    #expect(timeline.value(time: 1) == 20)
    let h = 1e-6
    let start = (timeline.value(time: 0.5 + h) - timeline.value(time: 0.5)) / h
    #expect(abs(start - 60) < 1e-3)
  }

  @Test("a cubic keyframe before a circular ease out gets a bounded end velocity")
  func cubicBeforeCircularEaseOut() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10, duration: 0.5)
      LinearKeyframe(20, duration: 0.5, timingCurve: .circularEaseOut)
    }
    #expect(samples(timeline).allSatisfy { $0.isFinite && abs($0) <= 40 })
  }

  @Test("a near-vertical Bézier next to a spring keyframe does not fling it (it gave 1.9e15)")
  func steepBezierBeforeSpring() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(
        10, duration: 0.3,
        timingCurve: UnitCurve.bezier(
          startControlPoint: UnitPoint(x: 0.0, y: 0.0), endControlPoint: UnitPoint(x: 1.0, y: 0.0)))
      SpringKeyframe(20, duration: 0.5, spring: .bouncy)
    }
    #expect(samples(timeline).allSatisfy { $0.isFinite && abs($0) < 100 })
  }

  @Test("spring keyframes of mass 1e-300 stay finite (they gave NaN)")
  func tinyMassSpring() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(20, duration: 0.5, spring: Spring(mass: 1e-300, stiffness: 100, damping: 10))
      SpringKeyframe(
        -5, duration: 0.5,
        spring: Spring(mass: 1e-300, stiffness: 1e8, damping: 1e300, allowOverDamping: true))
      SpringKeyframe(
        7, spring: Spring(mass: 1e-300, stiffness: 1e8, damping: 1e300, allowOverDamping: true))
    }
    #expect(timeline.duration.isFinite)
    #expect(samples(timeline).allSatisfy { $0.isFinite && abs($0) <= 20 + 1e-9 })
  }

  @Test("non-finite explicit velocities are dropped, not propagated")
  func nonFiniteExplicitVelocity() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10, duration: 0.5, startVelocity: .infinity, endVelocity: .nan)
      SpringKeyframe(0, duration: 0.5, startVelocity: -.infinity)
    }
    #expect(samples(timeline).allSatisfy { $0.isFinite })
  }

  @Test("a track of 10,000 keyframes samples in logarithmic time per sample")
  func longTrack() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack(\.self) {
        for index in 0..<10_000 {
          LinearKeyframe(Double(index % 7), duration: 0.01)
        }
      }
    }
    #expect(abs(timeline.duration - 100) < 1e-9)
    // Halfway through keyframe 4,999 (0-based, towards 4999 % 7 = 1), from keyframe 4,998's
    // value 4998 % 7 = 0.
    #expect(abs(timeline.value(time: 49.995) - 0.5) < 1e-9)
    var sum = 0.0
    for step in 0..<12_000 { sum += timeline.value(time: Double(step) / 120) }
    #expect(sum.isFinite)
  }
}
