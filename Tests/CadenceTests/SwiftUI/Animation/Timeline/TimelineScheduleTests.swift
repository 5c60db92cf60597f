import Cadence
import CadenceTesting
import Testing

private func dates<S: Sequence>(_ sequence: S, _ count: Int) -> [Double] where S.Element == Date {
  Array(sequence.prefix(count)).map(\.timeIntervalSinceReferenceDate)
}

@Suite("TimelineSchedule")
struct TimelineScheduleTests {
  private let epoch = Date(timeIntervalSinceReferenceDate: 0)

  @Test("animation: start, then every interval; paused or low frequency gives none")
  func animation() {
    let schedule = AnimationTimelineSchedule(minimumInterval: 1.5)
    #expect(dates(schedule.entries(from: epoch, mode: .normal), 3) == [0, 1.5, 3])
    #expect(
      dates(AnimationTimelineSchedule(paused: true).entries(from: epoch, mode: .normal), 3).isEmpty)
    #expect(dates(schedule.entries(from: epoch, mode: .lowFrequency), 3).isEmpty)
    let everyFrame = dates(AnimationTimelineSchedule().entries(from: epoch, mode: .normal), 2)
    #expect(everyFrame[1] == 1.0 / 120)
  }

  @Test(
    "periodic entries align to the anchor",
    arguments: [(5.0, 12.0, [10.0, 15, 20]), (5, 15, [15, 20, 25]), (10, 25, [20, 30, 40])])
  func periodic(interval: Double, start: Double, expected: [Double]) {
    let schedule = PeriodicTimelineSchedule(from: epoch, by: interval)
    let entries = schedule.entries(from: epoch.addingTimeInterval(start), mode: .normal)
    #expect(dates(entries, 3) == expected)
  }

  @Test("every minute starts at the current minute; explicit dates are used as given")
  func minuteAndExplicit() {
    let start = Date(timeIntervalSinceReferenceDate: 60 * 10 + 32)
    #expect(
      dates(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal), 2) == [600, 660])
    let explicit = ExplicitTimelineSchedule([
      epoch.addingTimeInterval(3), epoch.addingTimeInterval(1),
    ])
    #expect(dates(explicit.entries(from: start, mode: .normal), 5) == [3, 1])
  }
}

private struct Clock: View {
  var body: some View {
    TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.25)) { context in
      Text("t=\(context.date.timeIntervalSinceReferenceDate) \(context.cadence == .live)")
    }
  }
}

@MainActor
@Suite("TimelineView")
struct TimelineViewTests {
  @Test("the content shows the latest entry and updates exactly at each entry")
  func entries() {
    let host = ViewHost(Clock(), framesPerSecond: 7)
    #expect(host.snapshot().first("Text")?.label == "t=0.0 true")
    host.advance(to: 0.3)
    #expect(host.snapshot().first("Text")?.label == "t=0.25 true")
    let before = host.statistics.bodyEvaluations
    host.advance(to: 0.74)
    #expect(host.snapshot().first("Text")?.label == "t=0.5 true")
    // Re-evaluated once, at 0.5, though frames at 7 Hz fall at 0.428… and 0.571….
    #expect(host.statistics.bodyEvaluations - before == 1)
  }

  @Test("onChange reports old and new values after the update that saw them")
  func onChange() throws {
    final class Log { var entries: [String] = [] }
    struct Watcher: View {
      let log: Log
      @State var value = 0
      @State var echoed = -1
      var body: some View {
        VStack {
          Text("echo \(echoed)")
          Button("bump") { value += 1 }
        }
        .onChange(of: value, initial: true) { old, new in
          log.entries.append("\(old)->\(new)")
          echoed = new
        }
      }
    }
    let log = Log()
    let host = ViewHost(Watcher(log: log))
    try host.tap("bump")
    try host.tap("bump")
    #expect(log.entries == ["0->0", "0->1", "1->2"])
    #expect(host.snapshot().first("echo 2") != nil, "the action's write lands in the same update")
  }
}

/// A schedule written as SwiftUI code writes it: `entries(from:mode:)` with `Self.Mode`
/// (`TimelineSchedule.Mode`).
private struct EveryTwoSeconds: TimelineSchedule {
  func entries(from startDate: Date, mode: TimelineSchedule.Mode) -> [Date] {
    (0..<3).map { startDate.addingTimeInterval(Double($0) * 2) }
  }
}

@Suite("TimelineSchedule.Mode")
struct TimelineScheduleModeTests {
  @Test("a custom schedule can name its mode TimelineSchedule.Mode")
  func modeAlias() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let entries = EveryTwoSeconds().entries(from: start, mode: .normal)
    #expect(entries.map { $0.timeIntervalSince(start) } == [0, 2, 4])
  }
}
