import Cadence
import CadenceTesting
import TestScenes
import Testing

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
