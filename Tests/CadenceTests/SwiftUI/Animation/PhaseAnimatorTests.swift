import Cadence
import CadenceTesting
import Testing

@MainActor
@Suite("phaseAnimator")
struct PhaseAnimatorTests {
  @Test("the looping form cycles while the view is in the tree")
  func looping() {
    struct Pulse: View {
      var body: some View {
        PhaseAnimator([1.0, 2.0]) { scale in
          Circle().scaleEffect(scale)
        } animation: { _ in
          .linear(duration: 1)
        }
      }
    }
    let host = ViewHost(Pulse())
    host.advance(to: 0.5)
    #expect(host.snapshot().first("Circle")?["scale.x"] == 1.5)
    host.advance(to: 1.5)
    #expect(host.snapshot().first("Circle")?["scale.x"] == 1.5)
    host.advance(to: 10.25)
    #expect(host.snapshot().first("Circle")?["scale.x"] == 1.25)
  }

  @Test("a loop whose phases never animate stops with a diagnostic instead of spinning")
  func idleLoop() {
    struct Idle: View {
      var body: some View {
        PhaseAnimator([1, 1, 1]) { value in
          Text("\(value)")
        } animation: { _ in
          nil
        }
      }
    }
    let host = ViewHost(Idle())
    host.advance(to: 1)
    #expect(host.diagnostics.contains { $0.kind == .phaseAnimator })
    #expect(!host.diagnostics.contains { $0.kind == .updateDidNotSettle })
  }

  @Test("no phases: a diagnostic and nothing shown")
  func empty() {
    let host = ViewHost(PhaseAnimator([Int](), trigger: 0) { Text("\($0)") })
    #expect(host.render() == "")
    #expect(host.diagnostics.first?.kind == .phaseAnimator)
  }
}
