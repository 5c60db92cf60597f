import Cadence
import CadenceTesting
import Testing

private struct Retargeted: View {
  @State private var x: CGFloat = 0
  var body: some View {
    VStack {
      Circle().frame(width: 10).offset(x: x)
      Button("right") { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { x = 100 } }
      Button("back") { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { x = 0 } }
    }
  }
}

@MainActor
@Suite("Stepped motion")
struct SteppedMotionTests {
  /// A staircase whose steps land a sample early or late: runs of 1, 3 and 2 samples.
  @Test("steps that land a sample early or late are still one step each")
  func jitteredRuns() {
    let lengths = [2, 1, 3, 2, 1, 3, 2, 2, 1, 3, 2]
    let values = lengths.enumerated().flatMap { step, length in
      Array(repeating: Double(step * step), count: length)
    }
    let series = MotionSeries(
      path: "p", title: "t", attribute: "x", start: 0, step: 0.001, values: values)
    let stepped = series.atChanges()
    #expect(stepped.isStepped)
    #expect(stepped.step == 0.002)
    #expect(stepped.values == lengths.indices.map { Double($0 * $0) })
  }

  @Test("a stepped motion with a real jump is still discontinuous")
  func realJumpInSteps() {
    // A ramp of 1 per step that jumps by 20 at step 30, each step held for two samples.
    let steps = (0..<60).map { Double($0) + ($0 >= 30 ? 20 : 0) }
    let values = steps.flatMap { [$0, $0] }
    let series = MotionSeries(
      path: "p", title: "t", attribute: "x", start: 0, step: 0.001, values: values)
    let report = series.atChanges().continuity()
    #expect(report.order == .discontinuous)
    #expect(report.breaks.map(\.kind) == [.value])
    #expect(abs(report.breaks[0].size - 20) < 0.5, "the jump on top of the ramp")
  }

  /// At 600 Hz the samples fall on the fluid spring's 300 Hz steps to within rounding, so
  /// its runs are 1, 2 or 3 samples long.
  @Test("a fluid spring retargeted mid-flight is C1: no value jump at its start or turn")
  func retargetedSpring() throws {
    let host = ViewHost(Retargeted(), framesPerSecond: 600)
    try host.tap("right")
    var values = [host.snapshot().first("Circle")?["offset.x"] ?? .nan]
    for index in 1...720 {
      host.advance(to: Double(index) / 600)
      if index == 120 { try host.tap("back") }
      values.append(host.snapshot().first("Circle")?["offset.x"] ?? .nan)
    }
    let series = MotionSeries(
      path: "Circle", title: "Circle", attribute: "offset.x", start: 0, step: 1.0 / 600,
      values: values
    ).atChanges()
    #expect(series.isStepped)
    let report = series.continuity(atRestOutside: true)
    #expect(report.order == .c1, "\(report)")
    let turns = report.breaks.filter { $0.kind == .acceleration }.map(\.time)
    #expect(turns.count == 2)
    #expect(turns.allSatisfy { abs($0 - 0) < 0.01 || abs($0 - 0.2) < 0.01 })
  }
}
