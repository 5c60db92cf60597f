import Cadence
import CadenceTesting
import Foundation
import Testing

/// A box that moves 100 points with the animation it is given when tapped.
private struct Mover: View {
  let animation: Animation
  @State private var moved = false

  var body: some View {
    VStack {
      Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
      Button("go") { withAnimation(animation) { moved = true } }
    }
  }
}

@MainActor
@Suite("Waiting: settle and advance(until:)")
struct ViewHostWaitingTests {
  @Test("settle stops at the instant the last animation ends (easeInOut 0.35 s)")
  func settleStopsAtTheEnd() throws {
    let host = ViewHost(Mover(animation: .easeInOut(duration: 0.35)))
    try host.tap("go")
    #expect(!host.isSettled)
    try host.settle()
    // A curve ends at its duration exactly: the track asks for an update then.
    #expect(abs(host.time - 0.35) < 1e-9)
    #expect(host.isSettled)
    #expect(host.snapshot().first("red")?["offset.x"] == 100)
  }

  @Test("settle with nothing running does not move time")
  func settleWhenIdle() throws {
    let host = ViewHost(Mover(animation: .linear(duration: 1)))
    try host.settle()
    #expect(host.time == 0)
  }

  @Test("settle on a repeatForever animation throws at the timeout, naming it")
  func settleNamesWhatNeverEnds() throws {
    let host = ViewHost(Mover(animation: .linear(duration: 0.5).repeatForever()))
    try host.tap("go")
    let error = #expect(throws: ViewHostTimeoutError.self) { try host.settle(timeout: 2) }
    #expect(abs(host.time - 2) < 1e-9)
    #expect(error?.running.count == 1)
    #expect(error?.running.first?.hasPrefix("offset of Mover: ") == true)
    #expect(error?.running.first?.contains("repeat") == true, "\(error?.running ?? [])")
  }

  @Test("settle on a looping phase animator throws, naming it")
  func settleNamesALoopingPhaseAnimator() throws {
    struct Pulse: View {
      var body: some View {
        Color.blue.phaseAnimator([0.0, 1.0]) { content, phase in content.opacity(phase) }
      }
    }
    let host = ViewHost(Pulse())
    let error = #expect(throws: ViewHostTimeoutError.self) { try host.settle(timeout: 1) }
    #expect(
      error?.description.contains("Pulse/PhaseAnimator") == true, "\(String(describing: error))")
  }

  @Test("advance(until:) stops at the first frame meeting the condition")
  func advanceUntil() throws {
    let host = ViewHost(Mover(animation: .linear(duration: 1)), framesPerSecond: 100)
    try host.tap("go")
    try host.advance(until: { ($0.first("red")?["offset.x"] ?? 0) >= 50 }, timeout: 5)
    // Linear: 50 points at 0.5 s exactly, a frame of the 100 Hz grid.
    #expect(abs(host.time - 0.5) < 1e-9)
  }

  @Test("advance(until:) throws at the timeout with the last snapshot")
  func advanceUntilTimesOut() throws {
    let host = ViewHost(Mover(animation: .linear(duration: 1)))
    try host.tap("go")
    let error = #expect(throws: ViewHostTimeoutError.self) {
      try host.advance(until: { $0.first("blue") != nil }, timeout: 0.25)
    }
    #expect(abs(host.time - 0.25) < 1e-9)
    #expect(abs((error?.lastSnapshot?.first("red")?["offset.x"] ?? 0) - 25) < 1e-9)
  }

  @Test(
    "a negative or non-finite timeout is an error and time does not move",
    arguments: [
      -1, .nan, .infinity,
    ])
  func badTimeouts(timeout: Double) throws {
    let host = ViewHost(Mover(animation: .linear(duration: 1)))
    try host.tap("go")
    #expect(throws: ViewHostTimeoutError.self) { try host.settle(timeout: timeout) }
    #expect(throws: ViewHostTimeoutError.self) {
      try host.advance(until: { _ in false }, timeout: timeout)
    }
    #expect(host.time == 0)
  }
}
