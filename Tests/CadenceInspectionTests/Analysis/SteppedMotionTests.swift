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

  /// The `TimelineView` comb: x = 60·sin(2πt) updated every 4 ms, sampled every 1 ms.
  /// Finite differences of the staircase alternate between 0 and spikes four times the
  /// velocity; through the steps they follow 120π·cos(2πt), to within the step's error.
  @Test("the velocity of a stepped motion is read through its steps, not its staircase")
  func velocityThroughSteps() {
    let values = (0..<400).map { index -> Double in
      let held = Double(index / 4) * 0.004
      return 60 * sin(2 * .pi * held)
    }
    let series = MotionSeries(
      path: "p", title: "t", attribute: "x", start: 0, step: 0.001, values: values)
    let comb = series.velocities
    #expect(comb.prefix(40).contains(0))
    #expect((comb.max() ?? 0) > 700)
    let smooth = series.velocitiesThroughSteps
    #expect(smooth.count == values.count)
    for index in stride(from: 8, to: 392, by: 16) {
      // Each held value is the curve at the start of its run, so the curve through the
      // steps is the true one; central differences on the 4 ms grid err by at most
      // 120π·(2π·0.004)²/6 ≈ 0.2. At the crests two steps hold equal values (60·sin is
      // symmetric there) and read as one, which costs up to one step's change of velocity,
      // 120π·2π·0.004 ≈ 9.5, times the 0.5 of a half step: 4.8.
      let time = Double(index) * 0.001
      let exact = 120 * .pi * cos(2 * .pi * time)
      #expect(abs(smooth[index] - exact) < 5, "at \(time)s: \(smooth[index]) vs \(exact)")
    }
    #expect((smooth.max() ?? 0) < 120 * .pi + 1)
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
