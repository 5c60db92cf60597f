import Cadence
import CadenceTesting
import Foundation
import Testing

/// A box that swings for ever: something animates at every frame.
private struct Swinging: View {
  var body: some View {
    Color.gray.phaseAnimator([0.0, 10.0]) { box, x in
      box.offset(x: x)
    } animation: { _ in
      .linear(duration: 0.5)
    }
  }
}

/// Shows the date of the animation schedule's latest entry.
private struct Clock: View {
  var body: some View {
    TimelineView(.animation) { context in
      Text("\(context.date.timeIntervalSinceReferenceDate)")
    }
  }
}

@MainActor
@Suite("ViewHost time")
struct ViewHostTimeTests {
  @Test("steps of 1/120 s stay on the 120 Hz grid: one update per step (it drifted 1 ns a step)")
  func frameLengthStepsStayOnGrid() {
    let host = ViewHost(Swinging())
    let before = host.statistics.updates
    for _ in 0..<1_200 { host.advance(by: 1.0 / 120) }
    #expect(host.time == 10)
    #expect(host.statistics.updates - before == 1_200)
  }

  @Test("TimelineView(.animation) shows the current frame's entry after each 1/120 s step")
  func timelineSeesEachFrame() {
    let host = ViewHost(Clock())
    var stale = 0
    for _ in 0..<1_200 {
      host.advance(by: 1.0 / 120)
      let shown = Double(host.snapshot().first("Text")?.label ?? "") ?? -1
      if abs(shown - host.time) > 1e-6 { stale += 1 }
    }
    #expect(stale == 0)
  }

  @Test("advance(frames:) lands on the grid's frames")
  func advanceFrames() {
    let host = ViewHost(Swinging(), framesPerSecond: 60)
    host.advance(frames: 3)
    #expect(host.time == 0.05)
    host.advance(by: 0.001)
    host.advance(frames: 1)
    #expect(abs(host.time - 4.0 / 60) < 1e-9)
    host.advance(frames: -1)
    #expect(host.diagnostics.last?.message.contains("non-negative count") == true)
  }

  @Test("a jump over idle time skips the idle frames (it ran 1.2 × 10¹¹ updates)")
  func idleJump() {
    let host = ViewHost(Text("still"))
    let before = host.statistics.updates
    host.advance(by: 1e9)
    #expect(host.time == 1e9)
    #expect(host.statistics.updates - before == 1)
  }

  @Test("an idle jump still stops at each scheduled instant, then ticks frames while animating")
  func idleJumpThenAnimation() throws {
    let host = ViewHost(Swinging())
    host.advance(by: 2)
    let before = host.statistics.updates
    host.advance(by: 0.5)
    #expect(host.statistics.updates - before == 60)
  }

  @Test("advance(to: .nan) says the time is non-finite")
  func nonFiniteTarget() {
    let host = ViewHost(Text("x"))
    host.advance(to: .nan)
    #expect(host.diagnostics.last?.message.contains("needs a finite time") == true)
    #expect(host.time == 0)
  }
}
