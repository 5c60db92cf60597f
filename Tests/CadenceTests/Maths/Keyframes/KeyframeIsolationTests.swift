import Cadence
import Foundation
import Testing

private struct Pulse {
  var scale = 1.0
  var offset = 0.0
}

extension Pulse {
  /// A timeline built in a plain (nonisolated) extension, as SwiftUI code does.
  static func timeline() -> KeyframeTimeline<Pulse> {
    KeyframeTimeline(initialValue: Pulse()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(1.2, duration: 0.3)
        SpringKeyframe(1.0, duration: 0.4)
      }
      KeyframeTrack(\.offset) {
        CubicKeyframe(10, duration: 0.2)
        MoveKeyframe(0)
      }
    }
  }
}

/// Builds a timeline off the main actor.
nonisolated private func built() -> UncheckedTimeline {
  UncheckedTimeline(timeline: Pulse.timeline())
}

/// A timeline carried back to the main actor.
private struct UncheckedTimeline: @unchecked Sendable {
  let timeline: KeyframeTimeline<Pulse>
}

/// The keyframe types are not isolated to the main actor in SwiftUI ("KeyframeTimeline",
/// "KeyframeTrack", "KeyframesBuilder"): a timeline is built anywhere. Cadence resolves its
/// values (animatable data, main-actor isolated here) on the main actor.
@Suite("Keyframes off the main actor")
struct KeyframeIsolationTests {
  @Test("a timeline is built in a nonisolated context and sampled on the main actor")
  func nonisolatedTimeline() async {
    let carried = await Task.detached { built() }.value
    let (scale, duration) = await MainActor.run {
      (carried.timeline.value(time: 0.15).scale, carried.timeline.duration)
    }
    // Linear from 1 to 1.2 over 0.3 s: 1.1 at 0.15 s.
    #expect(abs(scale - 1.1) < 1e-9)
    // The longest track: 0.3 s + 0.4 s.
    #expect(abs(duration - 0.7) < 1e-9)
  }
}
