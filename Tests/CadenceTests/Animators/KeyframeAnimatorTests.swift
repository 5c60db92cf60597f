import Cadence
import CadenceTesting
import Testing

private struct Cubic: View {
  @State private var go = 0
  var body: some View {
    Color.gray
      .keyframeAnimator(initialValue: 0.0, trigger: go) { box, x in
        box.offset(x: x)
      } keyframes: { _ in
        KeyframeTrack(\.self) {
          CubicKeyframe(-60, duration: 0.25)
          CubicKeyframe(60, duration: 0.5)
          CubicKeyframe(0, duration: 0.25)
        }
      }
      .onTapGesture { go += 1 }
  }
}

@MainActor
@Suite("keyframeAnimator")
struct KeyframeAnimatorTests {
  @Test("a track that starts with a move jumps, and the runtime says so")
  func jumpDiagnostic() throws {
    let host = ViewHost(JumpingBox())
    try host.tap("red")
    #expect(host.snapshot().first("red")?["offset.x"] == 50)
    let warning = try #require(host.diagnostics.first { $0.kind == .keyframeJump })
    #expect(warning.message.contains("jumps from the value on screen (0.0) to 50.0"))
    #expect(warning.path == "JumpingBox/KeyframeAnimator")
    host.advance(by: 0.25)
    #expect(host.snapshot().first("red")?["offset.x"] == 25)
  }

  @Test("cubic keyframes overshoot beyond 60 on their way back")
  func cubicOvershoot() throws {
    let host = ViewHost(Cubic(), framesPerSecond: 1000)
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
    let host = ViewHost(Cubic(), framesPerSecond: 7)
    host.advance(to: 0.1)
    try host.tap("gray")
    host.advance(to: 2)
    let reached = host.events.filter { $0.kind == .keyframeReached }
    #expect(reached.map(\.time) == [0.35, 0.85, 1.1])
    #expect(reached.first?.message == "keyframe at 0.25 s")
  }

  @Test("a trigger mid-flight starts from the value on screen with its velocity")
  func retrigger() throws {
    let host = ViewHost(Cubic())
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

  @Test("the repeating form loops; repeating: false shows the start")
  func repeating() {
    struct Looping: View {
      let repeats: Bool
      var body: some View {
        KeyframeAnimator(initialValue: 0.0, repeating: repeats) { value in
          Color.blue.frame(width: 1).opacity(value)
        } keyframes: { _ in
          LinearKeyframe(1.0, duration: 1)
          LinearKeyframe(0.0, duration: 1)
        }
      }
    }
    let host = ViewHost(Looping(repeats: true))
    host.advance(to: 2.5)
    #expect(abs(host.snapshot().first("Color")!["opacity"]! - 0.5) < 1e-9)
    host.advance(to: 3.25)
    #expect(abs(host.snapshot().first("Color")!["opacity"]! - 0.75) < 1e-9)
    let still = ViewHost(Looping(repeats: false))
    still.advance(to: 0.5)
    #expect(still.snapshot().first("Color")!["opacity"] == 0)
  }
}
