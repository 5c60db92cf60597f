import Cadence
import CadenceTesting
import Testing

/// A box that plays a track of 10,000 linear keyframes, a millisecond each, when tapped.
private struct LongTrack: View {
  @State private var trigger = 0
  var body: some View {
    Color.red
      .keyframeAnimator(initialValue: 0.0, trigger: trigger) { box, x in
        box.offset(x: x)
      } keyframes: { _ in
        KeyframeTrack(\.self) {
          for index in 0..<10_000 {
            LinearKeyframe(Double(index % 2) * 10, duration: 0.001)
          }
        }
      }
      .onTapGesture { trigger += 1 }
  }
}

@MainActor
@Suite("keyframeAnimator with a long track")
struct KeyframeAnimatorLongTrackTests {
  @Test("10,000 keyframes play with one update per frame and per keyframe (it took 14.6 s)")
  func longTrackPlays() throws {
    let host = ViewHost(LongTrack(), framesPerSecond: 60)
    try host.tap("red")
    let before = host.statistics.updates
    host.advance(by: 10.5)
    let reached = host.events.filter { $0.kind == .keyframeReached }.count
    #expect(reached == 10_000)
    // 630 frames and 10,000 keyframe instants (some on frames), each its own update.
    #expect(host.statistics.updates - before <= 630 + 10_000)
    #expect(host.snapshot().first("red")?["offset.x"] == 10)
  }
}
