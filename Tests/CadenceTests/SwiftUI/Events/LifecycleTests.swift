import Cadence
import CadenceTesting
import Testing

@MainActor
private final class EventLog {
  var entries: [String] = []
}

private struct Lifecycle: View {
  let log: EventLog
  @State private var showDetail = true

  var body: some View {
    VStack {
      Text("title").onAppear { log.entries.append("appear title") }
      if showDetail {
        VStack {
          Text("detail").onAppear { log.entries.append("appear detail") }
          Text("more").onAppear { log.entries.append("appear more") }
            .onDisappear { log.entries.append("disappear more") }
        }
        .onAppear { log.entries.append("appear stack") }
        .onDisappear { log.entries.append("disappear stack") }
      } else {
        Text("summary").onAppear { log.entries.append("appear summary") }
      }
      Button("toggle") { showDetail.toggle() }
    }
    .onAppear { log.entries.append("appear root") }
  }
}

@MainActor
@Suite("onAppear and onDisappear")
struct LifecycleTests {
  @Test("appear actions run after mounting, in tree order")
  func appearOrder() {
    let log = EventLog()
    _ = ViewHost(Lifecycle(log: log))
    #expect(
      log.entries == [
        "appear root", "appear title", "appear stack", "appear detail", "appear more",
      ])
  }

  @Test("a branch switch runs the old branch's disappear actions, then the new one's appear")
  func switchBranches() throws {
    let log = EventLog()
    let host = ViewHost(Lifecycle(log: log))
    log.entries.removeAll()
    try host.tap("toggle")
    #expect(log.entries == ["disappear stack", "disappear more", "appear summary"])
  }

  @Test("an appear action's state change lands in the same update")
  func appearWritesState() {
    struct Loader: View {
      @State var loaded = false
      var body: some View {
        Text(loaded ? "loaded" : "loading").onAppear { loaded = true }
      }
    }
    let host = ViewHost(Loader())
    #expect(host.time == 0)
    #expect(host.snapshot().first("loaded") != nil)
  }

  /// OpenSwiftUI's compatibility tests show SwiftUI running the new view's `onAppear` before
  /// the old view's `onDisappear` when `.id(_:)` changes.
  @Test("when .id changes, the new view appears before the old one disappears (SwiftUI)")
  func identityChangeOrder() throws {
    struct Identified: View {
      let log: EventLog
      @State private var generation = 0
      var body: some View {
        VStack {
          Text("view \(generation)")
            .onAppear { [generation] in log.entries.append("appear \(generation)") }
            .onDisappear { [generation] in log.entries.append("disappear \(generation)") }
            .id(generation)
          Button("next") { generation += 1 }
        }
      }
    }
    let log = EventLog()
    let host = ViewHost(Identified(log: log))
    try host.tap("next")
    #expect(log.entries == ["appear 0", "appear 1", "disappear 0"])
    #expect(host.snapshot().first("view 1") != nil)
  }
}
