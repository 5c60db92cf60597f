import Cadence
import CadenceTesting
import Foundation
import Observation
import Testing

/// A model written on another thread (Observation's `willSet` runs on the writer's thread):
/// the view updates once the main actor runs the hop, and `await host.idle()` runs those hops
/// before it returns, as SwiftUI's main run loop would before the next frame.
@Observable
private final class Feed: @unchecked Sendable {
  var count = 0
}

private struct FeedLabel: View {
  let feed: Feed
  var body: some View { Text("count \(feed.count)") }
}

@MainActor
@Suite("Observation across threads")
struct ObservationAcrossThreadsTests {
  /// Writes `value` to `feed.count` on a thread of its own and waits for the write (the main
  /// actor does not run in between: the hop is still queued when this returns).
  private func write(_ value: Int, to feed: Feed) {
    let written = DispatchSemaphore(value: 0)
    let thread = Thread {
      feed.count = value
      written.signal()
    }
    thread.start()
    written.wait()
  }

  @Test("idle() delivers a change made on another thread before it returns")
  func idleDeliversHops() async {
    let feed = Feed()
    let host = ViewHost(FeedLabel(feed: feed))
    #expect(host.snapshot().first("count 0") != nil)
    write(3, to: feed)
    await host.idle()
    #expect(host.snapshot().first("count 3") != nil)
    // Several writes in a row coalesce into the latest value.
    for value in 4...9 { write(value, to: feed) }
    await host.idle()
    #expect(host.snapshot().first("count 9") != nil)
  }
}
