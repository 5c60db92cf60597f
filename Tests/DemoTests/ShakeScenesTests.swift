import Cadence
import CadenceTesting
import Testing

@testable import Demo

@MainActor
private func pinField<Root: View>(_ host: ViewHost<Root>) -> SnapshotNode {
  host.snapshot().first("PIN")!
}

@MainActor
@Suite("Shake scenes")
struct ShakeScenesTests {
  @Test(
    "keyframes: offset and rotation run on independent tracks from the tap",
    arguments: [
      (0.0, 0.0, 0.0), (0.075, -4.0, 0.0), (0.125, 0.0, 5.0 / 6), (0.25, 0.0, 5.0),
      (0.35, 0.0, 2.5), (0.45, 0.0, 0.0), (0.6, 0.0, 0.0),
    ])
  func keyframeWiggle(after: Double, x: Double, degrees: Double) throws {
    let host = ViewHost(PinFieldScene())
    host.advance(to: 1)
    try host.tap("Try Wrong PIN")
    host.advance(by: after)
    #expect(abs(pinField(host)["offset.x"]! - x) < 1e-9)
    #expect(abs(pinField(host)["rotation"]! - degrees) < 1e-9)
  }

  @Test("keyframes: each tap replays the timeline from the start, silently")
  func replays() throws {
    let host = ViewHost(PinFieldScene())
    try host.tap("Try Wrong PIN")
    host.advance(to: 1)
    try host.tap("Try Wrong PIN")
    host.advance(by: 0.075)
    #expect(abs(pinField(host)["offset.x"]! - -4) < 1e-9)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("keyframes: the content runs at every frame while the timeline plays, then stops")
  func evaluations() throws {
    let host = ViewHost(PinFieldScene(), framesPerSecond: 100)
    try host.tap("Try Wrong PIN")
    let before = host.statistics.bodyEvaluations
    host.advance(to: 0.45)
    #expect(host.statistics.bodyEvaluations - before == 45)
    host.advance(to: 1)
    #expect(host.statistics.bodyEvaluations - before == 45)
  }

  @Test(
    "staggered withAnimation blocks: offset to -8, then to 8; rotation eases to 5°",
    arguments: [
      (0.025, -4.0, 0.1556), (0.05, -8.0, 0.6458), (0.075, 0.0, 1.4639), (0.1, 8.0, 2.5),
      (0.2, 8.0, 5.0),
    ])
  func staggeredWiggle(after: Double, offset: Double, degrees: Double) throws {
    let host = ViewHost(StaggeredWiggleScene())
    host.advance(to: 0.5)
    try host.tap("Try Wrong PIN")
    host.advance(by: after)
    #expect(abs(pinField(host)["offset.x"]! - offset) < 1e-9)
    let expected = 5 * UnitCurve.easeInOut.value(at: after / 0.2)
    #expect(abs(pinField(host)["rotation"]! - expected) < 1e-9)
    #expect(abs(pinField(host)["rotation"]! - degrees) < 0.0001)
  }

  @Test(
    "the Animatable sine swing re-evaluates its body with the interpolated progress",
    arguments: [(0.25, -60.0), (0.5, 0.0), (0.75, 60.0), (0.125, -42.4264), (1.0, 0.0)])
  func sineSwing(time: Double, offset: Double) throws {
    let host = ViewHost(AnimatableSwingBox())
    try host.tap("gray")
    host.advance(to: time)
    #expect(abs(host.snapshot().first("gray")!["offset.x"]! - offset) < 1e-4)
  }

  @Test("the Animatable view's body runs once per frame while it animates, then stops")
  func sineSwingEvaluations() throws {
    let host = ViewHost(AnimatableSwingBox(), framesPerSecond: 60)
    try host.tap("gray")
    let start = host.statistics.bodyEvaluations
    host.advance(to: 0.5)
    #expect(host.statistics.bodyEvaluations - start == 30)
    host.advance(to: 2)
    let settled = host.statistics.bodyEvaluations
    host.advance(to: 3)
    #expect(host.statistics.bodyEvaluations == settled)
  }

  @Test(
    "phases follow each other at the exact instants their animations complete",
    arguments: [
      (0.125, -30.0), (0.25, -60.0), (0.5, 0.0), (0.75, 60.0), (0.875, 30.0), (1.0, 0.0),
      (0.1, -60 * UnitCurve.easeInOut.value(at: 0.4)),
      (0.35, -60 + 120 * UnitCurve.easeInOut.value(at: 0.2)),
    ])
  func phaseSwing(time: Double, expected: Double) throws {
    let host = ViewHost(PhaseSwingBox())
    try host.tap("gray")
    host.advance(to: time)
    #expect(abs(host.snapshot().first("gray")!["offset.x"]! - expected) < 1e-6)
  }

  @Test("phases: the same at any frame rate, even one that misses every boundary")
  func phaseFrameRate() throws {
    let reference = ViewHost(PhaseSwingBox(), framesPerSecond: 120)
    let coarse = ViewHost(PhaseSwingBox(), framesPerSecond: 7)
    for host in [reference, coarse] {
      try host.tap("gray")
      host.advance(to: 0.6)
    }
    #expect(
      abs(
        coarse.snapshot().first("gray")!["offset.x"]! - reference.snapshot().first("gray")![
          "offset.x"]!)
        < 1e-9)
  }

  @Test("phases: after the sequence the box rests until the next trigger")
  func phaseRests() throws {
    let host = ViewHost(PhaseSwingBox())
    try host.tap("gray")
    host.advance(to: 2)
    #expect(host.snapshot().first("gray")!["offset.x"] == 0)
    let evaluations = host.statistics.bodyEvaluations
    host.advance(to: 3)
    #expect(host.statistics.bodyEvaluations == evaluations)
    try host.tap("gray")
    host.advance(by: 0.25)
    #expect(abs(host.snapshot().first("gray")!["offset.x"]! - -60) < 1e-6)
  }

  @Test("cubic keyframes overshoot beyond 60 on their way back")
  func cubicOvershoot() throws {
    let host = ViewHost(CubicSwingBox(), framesPerSecond: 1000)
    try host.tap("gray")
    var peak = -Double.infinity
    for _ in 0..<1000 {
      host.advance(by: 0.001)
      peak = max(peak, host.snapshot().first("gray")?["offset.x"] ?? 0)
    }
    #expect(peak > 60.4 && peak < 60.47)
    #expect(host.snapshot().first("gray")?["offset.x"] == 0)
  }

  @Test("keyframes are reached at their exact instants, as events")
  func keyframeEvents() throws {
    let host = ViewHost(CubicSwingBox(), framesPerSecond: 7)
    host.advance(to: 0.1)
    try host.tap("gray")
    host.advance(to: 2)
    let reached = host.events.filter { $0.kind == .keyframeReached }
    #expect(reached.map(\.time) == [0.35, 0.85, 1.1])
    #expect(reached.first?.message == "keyframe at 0.25 s")
  }

  @Test("a trigger mid-flight starts from the value on screen with its velocity")
  func retrigger() throws {
    let host = ViewHost(CubicSwingBox())
    try host.tap("gray")
    host.advance(to: 0.5)
    let before = host.snapshot().first("gray")!["offset.x"]!
    try host.tap("gray")
    #expect(host.snapshot().first("gray")!["offset.x"]! == before)
    host.advance(by: 0.001)
    // Moving right (towards 60) at about 80 per second when interrupted, it keeps going.
    #expect(host.snapshot().first("gray")!["offset.x"]! > before)
    #expect(host.diagnostics.isEmpty)
  }
}
