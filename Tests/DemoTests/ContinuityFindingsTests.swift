import Cadence
import CadenceTesting
import Testing

@testable import Demo

/// The four swings sampled every `step` from rest, all four tapped at 0.1 s.
@MainActor
private func swings(step: Double, until: Double = 1.4) throws -> [[Double]] {
  let host = ViewHost(FourSwingsScene(), framesPerSecond: 1 / step)
  var series: [[Double]] = Array(repeating: [], count: 4)
  var index = 0
  while Double(index) * step <= until + 1e-9 {
    let time = Double(index) * step
    host.advance(to: time)
    if abs(time - 0.1) < 1e-9 {
      for box in 0..<4 { try host.tap("Color", index: box) }
    }
    let offsets = host.snapshot().all("Color").map { $0["offset.x"] ?? .nan }
    for box in 0..<4 { series[box].append(offsets[box]) }
    index += 1
  }
  return series
}

private func near(_ breaks: [ContinuityReport.Break], _ times: [Double], within: Double) -> Bool {
  breaks.count == times.count && zip(breaks, times).allSatisfy { abs($0.time - $1) <= within }
}

@MainActor
@Suite("Continuity of the four swings")
struct ContinuityFindingsTests {
  @Test("the phase animator is C1, its acceleration jumping at each phase boundary")
  func phaseAnimator() throws {
    let step = 1.0 / 240
    let report = ContinuityAnalysis.analyze(values: try swings(step: step)[0], start: 0, step: step)
    #expect(report.order == .c1, "\(report)")
    #expect(near(report.breaks, [0.1, 0.35, 0.85, 1.1], within: 2 * step), "\(report)")
  }

  @Test("the Animatable sine is only C0: its velocity leaps at start and end")
  func animatableSine() throws {
    let step = 1.0 / 240
    let report = ContinuityAnalysis.analyze(values: try swings(step: step)[1], start: 0, step: step)
    #expect(report.order == .c0, "\(report)")
    let velocity = report.breaks.filter { $0.kind == .velocity }
    #expect(near(velocity, [0.1, 1.1], within: 2 * step), "\(report)")
    // −60·2π at the start, back to rest at the end.
    #expect(velocity.allSatisfy { abs(abs($0.size) - 120 * .pi) < 10 }, "\(report)")
  }

  @Test("cubic keyframes are C1, the acceleration jumping at the keyframes, and overshoot 60")
  func cubicKeyframes() throws {
    let step = 1.0 / 240
    let report = ContinuityAnalysis.analyze(values: try swings(step: step)[2], start: 0, step: step)
    #expect(report.order == .c1, "\(report)")
    #expect(near(report.breaks, [0.1, 0.35, 0.85, 1.1], within: 2 * step), "\(report)")
    #expect(report.maximum > 60.4 && report.maximum < 60.47)
  }

  @Test("the TimelineView sine, judged at its schedule's entries, is only C0")
  func timelineSine() throws {
    // Tapped at the instant it appears, so that its context.date is fresh, and sampled at
    // its schedule's entries; before the tap it rests at 0.
    let step = 1.0 / 120
    let host = ViewHost(TimelineSwingBox(), framesPerSecond: 120)
    try host.tap("Color")
    let values = host.samples(of: "offset.x", in: "Color", every: step, until: 1.3).map {
      $0.value ?? .nan
    }
    let report = ContinuityAnalysis.analyze(
      values: values, start: 0, step: step, atRestOutside: true)
    #expect(report.order == .c0, "\(report)")
    #expect(
      near(report.breaks.filter { $0.kind == .velocity }, [0, 1], within: 2 * step), "\(report)")
  }

  @Test("with exact velocities where the models have them, the findings are the same")
  func exactVelocities() throws {
    // The phase animator's springs and curves and the cubic keyframes have exact velocities;
    // the Animatable sine and the timeline are judged by finite differences.
    let host = ViewHost(FourSwingsScene(), framesPerSecond: 240)
    host.advance(to: 0.1)
    for box in 0..<4 { try host.tap("Color", index: box) }
    let (series, _) = host.motion(of: "Color", until: 1.4)
    let offsets = series.filter { $0.attribute == "offset.x" }
    #expect(offsets.count == 4)
    #expect(offsets.map { $0.exactVelocities != nil } == [true, false, true, false])
    let reports = offsets.map { $0.continuity(atRestOutside: true) }
    // (The timeline, judged through its entries, has its own test above.)
    #expect(reports.prefix(3).map(\.order) == [.c1, .c0, .c1], "\(reports)")
    // The cubic keyframes: acceleration jumps at the keyframes (0.1 s after each quarter).
    let cubic = reports[2].breaks.filter { $0.kind == .acceleration }.map(\.time)
    #expect(near(reports[2].breaks, [0.1, 0.35, 0.85, 1.1], within: 2.0 / 240), "\(cubic)")
    #expect(abs(reports[2].maximum - 60.4686) < 2e-3, "the overshoot beyond 60, sampled")
  }

  @Test("tapped after its last update, the TimelineView sine starts from a stale date: it jumps")
  func staleTimeline() throws {
    let step = 1.0 / 120
    let report = ContinuityAnalysis.analyze(values: try swings(step: step)[3], start: 0, step: step)
    #expect(report.order == .discontinuous, "\(report)")
    #expect(report.breaks.first?.kind == .value)
    #expect(abs((report.breaks.first?.time ?? 0) - 0.1) <= 2 * step)
  }
}
