import Cadence
import CadenceTesting
import Testing

/// A box that swings left, right and back on each tap, eased per phase.
private struct Swing: View {
  @State private var taps = 0

  var body: some View {
    Color.mint
      .frame(width: 20, height: 20)
      .onTapGesture { taps += 1 }
      .phaseAnimator([0.0, -60, 60, 0], trigger: taps) { box, x in
        box.offset(x: x)
      } animation: { x in
        .easeInOut(duration: x == 60 ? 0.5 : 0.25)
      }
  }
}

@MainActor
private func x(_ host: ViewHost<Swing>) -> Double {
  host.snapshot().first("mint")?["offset.x"] ?? .nan
}

@MainActor
@Suite("phaseAnimator")
struct PhaseAnimatorTests {
  @Test(
    "phases follow each other at the exact instants their animations complete",
    arguments: [
      (0.125, -30.0), (0.25, -60.0), (0.5, 0.0), (0.75, 60.0), (0.875, 30.0), (1.0, 0.0),
      (0.1, -60 * UnitCurve.easeInOut.value(at: 0.4)),
      (0.35, -60 + 120 * UnitCurve.easeInOut.value(at: 0.2)),
    ])
  func sequence(time: Double, expected: Double) throws {
    let host = ViewHost(Swing())
    try host.tap("mint")
    host.advance(to: time)
    #expect(abs(x(host) - expected) < 1e-6)
  }

  @Test("the same at any frame rate, including one that misses every phase boundary")
  func frameRateIndependent() throws {
    let reference = ViewHost(Swing(), framesPerSecond: 120)
    let coarse = ViewHost(Swing(), framesPerSecond: 7)
    for host in [reference, coarse] {
      try host.tap("mint")
      host.advance(to: 0.6)
    }
    #expect(abs(x(coarse) - x(reference)) < 1e-9)
  }

  @Test("after the sequence the animator rests at the first phase until the next trigger")
  func rests() throws {
    let host = ViewHost(Swing())
    try host.tap("mint")
    host.advance(to: 2)
    #expect(x(host) == 0)
    let evaluations = host.statistics.bodyEvaluations
    host.advance(to: 3)
    #expect(host.statistics.bodyEvaluations == evaluations)
    try host.tap("mint")
    host.advance(by: 0.25)
    #expect(abs(x(host) - -60) < 1e-6)
  }

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
