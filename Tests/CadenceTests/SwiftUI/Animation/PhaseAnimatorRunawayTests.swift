import Cadence
import CadenceTesting
import Testing

/// A looping phase animator whose animation comes from `animation`.
private struct Instant: View {
  let animation: Animation
  var body: some View {
    Color.gray.phaseAnimator([0.0, 10.0, 20.0]) { box, x in
      box.offset(x: x)
    } animation: { _ in
      animation
    }
  }
}

/// A phase animator played by a trigger that a button changes.
private struct Retriggered: View {
  @State private var trigger = 0
  var body: some View {
    VStack {
      Button("Go") { trigger += 1 }
      Color.gray.phaseAnimator([0.0, 10.0], trigger: trigger) { box, x in
        box.offset(x: x)
      } animation: { _ in
        .linear(duration: 0.2)
      }
    }
  }
}

@MainActor
@Suite("phaseAnimator runaway")
struct PhaseAnimatorRunawayTests {
  private func phaseChanges<Root: View>(_ host: ViewHost<Root>) -> [Double] {
    host.events.filter { $0.kind == .phaseChanged }.map(\.time)
  }

  @Test(
    "instant animations enter each phase at most once a frame (100 per update; 1 ns cycles)",
    arguments: [
      Animation.linear(duration: 0), .linear(duration: 1).speed(0), .spring(response: 0),
      .easeIn(duration: -1), .linear(duration: 1e-9), .linear(duration: 1e-9).speed(2),
      .linear(duration: 0.001),
    ])
  func instantAnimationsDoNotSpin(animation: Animation) {
    let host = ViewHost(Instant(animation: animation))
    host.advance(to: 1)
    let changes = phaseChanges(host)
    var perInstant: [Double: Int] = [:]
    for time in changes { perInstant[time, default: 0] += 1 }
    #expect(perInstant.values.allSatisfy { $0 <= 3 })
    #expect(changes.count <= 3 * 121)
    #expect(!host.diagnostics.contains { $0.kind == .updateDidNotSettle })
    #expect(host.statistics.updates < 1_500)
    #expect(
      host.diagnostics.filter { $0.message.contains("within a frame of entering it") }.count
        == 1)
  }

  @Test("a spring with response 0 still plays its loop at the frame rate")
  func stiffestSpringLoops() {
    let host = ViewHost(Instant(animation: .spring(response: 0)))
    host.advance(to: 0.5)
    #expect(phaseChanges(host).count >= 3)
    #expect(host.statistics.updates < 200)
  }

  @Test("10,000 retriggers at one instant enter phase 1 once; the run goes on next frame")
  func retriggerStorm() throws {
    let host = ViewHost(Retriggered())
    for _ in 0..<10_000 { try host.tap("Go") }
    #expect(phaseChanges(host).count == 1)
    host.advance(by: 1)
    #expect(host.snapshot().first("gray")?["offset.x"] == 0)
    #expect(phaseChanges(host).count <= 4)
  }
}

/// Pulses between scale 1 and 2, a linear second each way.
private struct Pulse: View {
  var body: some View {
    PhaseAnimator([1.0, 2.0]) { scale in
      Circle().scaleEffect(scale)
    } animation: { _ in
      .linear(duration: 1)
    }
  }
}

@MainActor
@Suite("phaseAnimator over long jumps")
struct PhaseAnimatorLongJumpTests {
  @Test("a loop skips the whole cycles nobody observes in a jump of 10⁹ s (it played them)")
  func longJump() {
    let host = ViewHost(Pulse())
    host.advance(by: 2.5)
    let before = host.statistics.updates
    host.advance(to: 1e9 + 0.25)
    // Each even second starts the rise from 1 to 2, as in the cycles played.
    #expect(abs((host.snapshot().first("Circle")?["scale.x"] ?? 0) - 1.25) < 1e-9)
    #expect(host.statistics.updates - before < 2_000)
    host.advance(by: 0.5)
    #expect(abs((host.snapshot().first("Circle")?["scale.x"] ?? 0) - 1.75) < 1e-9)
  }

  @Test("frame by frame, nothing is skipped: the loop plays every cycle")
  func observedFrames() {
    let host = ViewHost(Pulse(), framesPerSecond: 10)
    for _ in 0..<100 { host.advance(frames: 1) }
    let changes = host.events.filter { $0.kind == .phaseChanged }
    // One a second, from 0 s on.
    #expect(changes.count >= 10)
    #expect(!changes.contains { $0.message.contains("fast-forwarded") })
  }
}
