import Cadence
import CadenceTesting
import Foundation
import Testing

/// `TimelineView.Context` (Apple's documentation: the content gets a context with the entry's
/// `date` and the `cadence`; `invalidateTimelineContent()` makes the content again without
/// waiting for the next entry). `TimelineViewDefaultContext` is the context of every schedule.
@MainActor
@Suite("Timeline context")
struct TimelineContextTests {
  @Test("the content sees its entry's date and a live cadence; invalidation makes it again")
  func context() throws {
    final class Counter {
      var evaluations = 0
      func count() { evaluations += 1 }
    }
    let counter = Counter()
    struct Clock: View {
      let counter: Counter
      var body: some View {
        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 10)) { context in
          let _ = counter.count()
          VStack {
            Text(
              "t \(Int(context.date.timeIntervalSinceReferenceDate)) \(context.cadence == .live)")
            Button("Refresh") { context.invalidateTimelineContent() }
          }
        }
      }
    }
    let host = ViewHost(Clock(counter: counter))
    #expect(host.snapshot().first("t 0 true") != nil)
    host.advance(by: 10)
    #expect(host.snapshot().first("t 10 true") != nil)
    let before = counter.evaluations
    try host.tap("Refresh")
    _ = host.snapshot()
    #expect(counter.evaluations == before + 1)
    #expect(TimelineView<EveryMinuteTimelineSchedule, Never>.Context.Cadence.live < .minutes)
  }
}
