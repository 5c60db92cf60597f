import Cadence
import CadenceTesting
import Foundation
import Observation
import Testing

/// `refreshable(action:)` (SwiftUI's documentation: a list or scroll view it modifies offers
/// pull to refresh, which runs the action; the action is the environment's `refresh` below,
/// which a view can call and await).
@MainActor
@Suite("Refreshable")
struct RefreshableTests {
  @Observable @MainActor
  final class Feed {
    var items = ["first"]
    var loads = 0

    func load() async {
      loads += 1
      await Task.yield()
      items.append("loaded \(loads)")
    }
  }

  struct FeedView: View {
    let feed: Feed
    var body: some View {
      List {
        ForEach(feed.items, id: \.self) { Text($0) }
        ReloadButton()
      }
      .refreshable { await feed.load() }
    }
  }

  struct ReloadButton: View {
    @Environment(\.refresh) var refresh
    var body: some View {
      Button("Reload \(refresh == nil ? "unavailable" : "available")") {
        Task { await refresh?() }
      }
    }
  }

  @Test("pulling the list runs the action to its end; the views below can call it too")
  func pullToRefresh() async throws {
    let feed = Feed()
    let host = ViewHost(FeedView(feed: feed))
    #expect(host.snapshot().first("List")?.style("refreshable") == "true")
    try await host.refresh()
    #expect(host.snapshot().first("loaded 1") != nil)
    try host.tap("Reload available")
    // The button's own `Task` is not one of the tree's: let it run, then apply its changes.
    for _ in 0..<100 where feed.items.count < 3 { await Task.yield() }
    await host.idle()
    #expect(host.snapshot().first("loaded 2") != nil)
    #expect(feed.loads == 2)
  }

  @Test("a view without refreshable has no refresh action, and pulling it is an error")
  func notRefreshable() async throws {
    let host = ViewHost(List { ReloadButton() })
    #expect(host.snapshot().first("Reload unavailable") != nil)
    await #expect(throws: ViewHostError.self) { try await host.refresh() }
  }
}
