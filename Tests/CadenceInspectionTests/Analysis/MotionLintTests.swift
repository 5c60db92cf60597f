import Cadence
import CadenceTesting
import TestScenes
import Testing

private struct Flicker: View {
  @State private var shown = false
  var body: some View {
    Color.blue.frame(width: 10).opacity(shown ? 1 : 0)
      .onTapGesture { withAnimation(.bouncy) { shown = true } }
  }
}

private struct Turnaround: View {
  @State private var x: CGFloat = 0
  var body: some View {
    VStack {
      Color.green.frame(width: 10).offset(x: x)
      Button("go") { withAnimation(.linear(duration: 1)) { x = 100 } }
      Button("back") { withAnimation(.linear(duration: 1)) { x = 0 } }
    }
  }
}

/// The attribute of the node matching `query`, sampled from rest every 1/240 s until
/// `until`, with taps (label, instant) on the way, and the events of the run.
@MainActor
private func sampled<Root: View>(
  _ root: Root, _ query: String, attribute: String, taps: [(String, Double)], until: Double
) throws -> (MotionSeries, [RuntimeEvent]) {
  let step = 1.0 / 240
  let host = ViewHost(root, framesPerSecond: 240)
  var values: [Double] = []
  for index in 0...Int((until / step).rounded()) {
    let time = Double(index) * step
    host.advance(to: time)
    for (label, at) in taps where abs(at - time) < step / 2 { try host.tap(label) }
    values.append(host.snapshot().first(query)?[attribute] ?? .nan)
  }
  let series = MotionSeries(
    path: query, title: query, attribute: attribute, start: 0, step: step, values: values)
  return (series, host.events)
}

@MainActor
private func lints(_ series: MotionSeries, _ events: [RuntimeEvent]) -> [MotionLint] {
  MotionLint.lints(for: series, report: series.continuity(atRestOutside: true), events: events)
}

@MainActor
@Suite("MotionLint")
struct MotionLintTests {
  @Test("a keyframe track that starts with a move pops, and the lint says where")
  func keyframePop() throws {
    let (series, events) = try sampled(
      JumpingBox(), "red", attribute: "offset.x", taps: [("red", 0.1)], until: 0.8)
    let found = lints(series, events)
    #expect(found.map(\.kind) == [.keyframePop], "\(found)")
    #expect(abs((found.first?.time ?? 0) - 0.1) <= 0.01)
  }

  @Test("a bouncy spring on opacity overshoots 1, and the lint says so")
  func opacityOvershoot() throws {
    let (series, events) = try sampled(
      Flicker(), "blue", attribute: "opacity", taps: [("blue", 0.05)], until: 1.5)
    #expect(lints(series, events).contains { $0.kind == .opacityOutOfRange })
    #expect(series.values.max()! > 1)
  }

  @Test("a linear animation turned around mid-flight breaks the velocity")
  func interruption() throws {
    let (series, events) = try sampled(
      Turnaround(), "green", attribute: "offset.x", taps: [("go", 0.1), ("back", 0.6)],
      until: 2)
    let found = lints(series, events)
    #expect(found.map(\.kind) == [.interruptionBreaksVelocity], "\(found)")
    #expect(abs((found.first?.time ?? 0) - 0.6) <= 0.01)
  }
}
