import Cadence
import CadenceInspection
import Testing

@Suite("ContinuityAnalysis")
struct ContinuityAnalysisTests {
  private func sample(_ f: (Double) -> Double, from: Double, to: Double, step: Double)
    -> [Double]
  {
    stride(from: 0, through: Int(((to - from) / step).rounded()), by: 1).map {
      f(from + Double($0) * step)
    }
  }

  @Test("a smooth sine sampled at 120 Hz is C2, with no break", arguments: [1.0 / 120, 1.0 / 1000])
  func smooth(step: Double) {
    let values = sample({ sin($0 * 2 * .pi) * 60 }, from: 0, to: 2, step: step)
    let report = ContinuityAnalysis.analyze(values: values, start: 0, step: step)
    #expect(report.order == .c2)
    #expect(report.breaks.isEmpty)
  }

  /// A value moved by changes without animation (a finger dragging it) has exact velocities
  /// of zero ("at rest"), which are not its velocity: the analysis falls back to finite
  /// differences instead of finding velocity jumps at every sample.
  @Test("exact velocities of zero under a moving value are not trusted (a drag)")
  func movingValueWithZeroExactVelocities() {
    let values = sample({ 40 * sin($0 * 2 * .pi) }, from: 0, to: 2, step: 0.01)
    let zeros = Array(repeating: 0.0, count: values.count)
    let report = ContinuityAnalysis.analyze(
      values: values, velocities: zeros, start: 0, step: 0.01)
    #expect(report.order == .c2, "\(report.breaks)")
  }

  @Test("a value jump is found with its size and instant")
  func valueJump() {
    let values = sample({ $0 < 0.5 ? 0 : 10 }, from: 0, to: 1, step: 0.01)
    let report = ContinuityAnalysis.analyze(values: values, start: 0, step: 0.01)
    #expect(report.order == .discontinuous)
    #expect(report.breaks.count == 1)
    #expect(abs(report.breaks[0].size - 10) < 1e-9)
    #expect(abs(report.breaks[0].time - 0.495) < 0.011)
  }

  @Test("motion that starts from rest at full speed is only C0")
  func abruptStart() {
    let values = sample({ $0 < 0.3 ? 0 : 50 * ($0 - 0.3) }, from: 0, to: 1, step: 0.005)
    let report = ContinuityAnalysis.analyze(values: values, start: 0, step: 0.005)
    #expect(report.order == .c0)
    #expect(report.breaks.count == 1)
    #expect(report.breaks[0].kind == .velocity)
    #expect(abs(report.breaks[0].size - 50) < 1e-6)
    #expect(abs(report.breaks[0].time - 0.3) < 0.006)
  }

  @Test("a parabola joined to a line with matching slope is C1, its acceleration jumps")
  func accelerationJump() {
    // x = t² until 1 (slope 2), then 1 + 2(t − 1): acceleration 2 → 0.
    let values = sample({ $0 < 1 ? $0 * $0 : 1 + 2 * ($0 - 1) }, from: 0, to: 2, step: 1.0 / 120)
    let report = ContinuityAnalysis.analyze(values: values, start: 0, step: 1.0 / 120)
    #expect(report.order == .c1)
    #expect(report.breaks.map(\.kind) == [.acceleration])
    #expect(abs(report.breaks[0].size - -2) < 0.05)
    #expect(abs(report.breaks[0].time - 1) < 0.02)
  }

  @Test("too few samples or a bad step say nothing is broken")
  func degenerate() {
    #expect(ContinuityAnalysis.analyze(values: [1, 2], start: 0, step: 0.1).order == .c2)
    #expect(
      ContinuityAnalysis.analyze(values: [1, 2, 3, 4, 5, 6], start: 0, step: 0).breaks.isEmpty)
  }
}
