import Cadence
import Testing

private struct Shake: Equatable {
  var offset: CGFloat = 0
  var rotation: Angle = .zero
}

@MainActor
@Suite("KeyframeTimeline")
struct KeyframeTimelineTests {
  @Test("adjacent cubic keyframes form a Catmull-Rom spline (worked example)")
  func catmullRom() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(1, duration: 1)
      CubicKeyframe(3, duration: 1)
    }
    #expect(timeline.duration == 2)
    // Hermite with tangents (0, 1.5) then (1.5, 0).
    #expect(abs(timeline.value(time: 0.5) - 0.3125) < 1e-12)
    #expect(timeline.value(time: 1) == 1)
    #expect(abs(timeline.value(time: 1.5) - 2.1875) < 1e-12)
    #expect(timeline.value(time: 2) == 3)
    #expect(timeline.value(time: 5) == 3)
    #expect(abs(timeline.value(progress: 0.25) - 0.3125) < 1e-12)
  }

  @Test("the seed's cubic shake overshoots 60 after its middle keyframe")
  func cubicOvershoot() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack(\.self) {
        CubicKeyframe(-60, duration: 0.25)
        CubicKeyframe(60, duration: 0.5)
        CubicKeyframe(0, duration: 0.25)
      }
    }
    let peak = stride(from: 0.75, through: 1.0, by: 0.0001).map { timeline.value(time: $0) }.max()!
    // Segment 3 from 60 to 0 over 0.25 s starts at velocity (0 − (−60))/0.75 = 80/s; its
    // Hermite maximum is at s = (440 − 400)/840: 60.4686.
    #expect(abs(peak - 60.4686) < 0.0005)
    #expect(timeline.value(time: 0.25) == -60)
    // Velocity is continuous across the knot at 0.75 s.
    let left = (timeline.value(time: 0.75) - timeline.value(time: 0.75 - 1e-6)) / 1e-6
    let right = (timeline.value(time: 0.75 + 1e-6) - timeline.value(time: 0.75)) / 1e-6
    #expect(abs(left - 80) < 0.01)
    #expect(abs(right - 80) < 0.01)
  }

  @Test("tracks run independently; the shorter one holds its last value")
  func independentTracks() {
    let timeline = KeyframeTimeline(initialValue: Shake()) {
      KeyframeTrack(\.offset) {
        LinearKeyframe(0, duration: 0.05)
        LinearKeyframe(-8, duration: 0.05)
        LinearKeyframe(8, duration: 0.05)
        LinearKeyframe(-8, duration: 0.05)
        LinearKeyframe(0, duration: 0.05)
      }
      KeyframeTrack(\.rotation) {
        LinearKeyframe(.zero, duration: 0.1)
        LinearKeyframe(.degrees(5), duration: 0.15)
        LinearKeyframe(.zero, duration: 0.2)
      }
    }
    #expect(abs(timeline.duration - 0.45) < 1e-12)
    let sample = timeline.value(time: 0.075)
    #expect(abs(sample.offset - -4) < 1e-9)
    #expect(sample.rotation == .zero)
    let later = timeline.value(time: 0.3)
    #expect(later.offset == 0)
    #expect(abs(later.rotation.degrees - 5 * (1 - 0.05 / 0.2)) < 1e-9)
  }

  @Test("linear keyframes follow their timing curve; a move jumps")
  func linearAndMove() {
    let timeline = KeyframeTimeline(initialValue: 10.0) {
      LinearKeyframe(20, duration: 1, timingCurve: .easeInOut)
      MoveKeyframe(100)
      LinearKeyframe(0, duration: 1)
    }
    #expect(
      abs(timeline.value(time: 0.25) - (10 + 10 * UnitCurve.easeInOut.value(at: 0.25))) < 1e-12)
    #expect(timeline.value(time: 1) == 20)
    #expect(abs(timeline.value(time: 1.000001) - 100) < 0.001)
    #expect(timeline.value(time: 1.5) == 50)
  }

  @Test("a spring keyframe follows the spring and ends where it is at its duration")
  func springKeyframe() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1, duration: 0.25, spring: spring)
      LinearKeyframe(1, duration: 0.25)
    }
    let end = spring.value(target: 1.0, time: 0.25)
    #expect(abs(timeline.value(time: 0.25) - end) < 1e-12)
    #expect(abs(timeline.value(time: 0.375) - (end + (1 - end) / 2)) < 1e-12)
    let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: spring) }
    #expect(abs(settling.duration - spring.settlingDuration) < 1e-9)
  }

  @Test("a cubic keyframe takes its velocity from a linear neighbour")
  func mixedKinds() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10, duration: 1)
      CubicKeyframe(20, duration: 1)
      SpringKeyframe(0, duration: 0.5, spring: .snappy)
    }
    // After a linear segment of slope 10/s, the cubic starts at 10/s: C1 at the knot.
    let right = (timeline.value(time: 1 + 1e-6) - timeline.value(time: 1)) / 1e-6
    #expect(abs(right - 10) < 0.001)
    #expect(timeline.duration == 2.5)
  }

  @Test("an if/else picks tracks and keyframes; an empty timeline keeps the initial value")
  func builders() {
    let flag = true
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      if flag {
        LinearKeyframe(1, duration: 1)
      } else {
        LinearKeyframe(2, duration: 1)
      }
    }
    #expect(timeline.value(time: 1) == 1)
    // A branch of a track is SwiftUI's `KeyframeTrackContentBuilder.Conditional`, of one or
    // several keyframes; a switch is branches too.
    enum Pace { case quick, slow, stepped }
    func track(_ pace: Pace) -> KeyframeTimeline<Double> {
      KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack(\.self) {
          switch pace {
          case .quick: LinearKeyframe(10, duration: 1)
          case .slow: LinearKeyframe(10, duration: 4)
          case .stepped:
            MoveKeyframe(5)
            LinearKeyframe(10, duration: 1)
          }
        }
      }
    }
    #expect(track(.quick).duration == 1)
    #expect(track(.slow).duration == 4)
    #expect(track(.slow).value(time: 1) == 2.5)
    #expect(track(.stepped).value(time: 0.5) == 7.5)
    let branch:
      KeyframeTrackContentBuilder<Double>.Conditional<
        Double, LinearKeyframe<Double>, MoveKeyframe<Double>
      > =
        KeyframeTrackContentBuilder.buildEither(first: LinearKeyframe(3, duration: 2))
    #expect(KeyframeTimeline(initialValue: 0.0) { KeyframeTrack(\.self) { branch } }.duration == 2)
    let empty = KeyframeTimeline(initialValue: 5.0) {}
    #expect(empty.duration == 0)
    #expect(empty.value(time: 3) == 5)
  }
}
