import Cadence
import CadenceTesting
import Observation
import Testing

@MainActor
private final class EventLog {
  var entries: [String] = []
}

@Observable
@MainActor
private final class Counter {
  var value = 0
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
  @Test("appear actions run after mounting, a view's after those of the views inside it")
  func appearOrder() {
    // SwiftUI runs a parent's onAppear after its children's (OpenSwiftUI's compatibility
    // test of Bindable: the parent's onAppear sees what a child's onAppear wrote).
    let log = EventLog()
    _ = ViewHost(Lifecycle(log: log))
    #expect(
      log.entries == [
        "appear title", "appear detail", "appear more", "appear stack", "appear root",
      ])
  }

  @Test("a parent's onAppear sees what a child's onAppear wrote through a Bindable binding")
  func parentSeesChildWrite() {
    let log = EventLog()
    let model = Counter()
    struct Child: View {
      @Binding var value: Int
      var body: some View { Color.red.onAppear { value = 1 } }
    }
    struct Parent: View {
      let model: Counter
      let log: EventLog
      var body: some View {
        let bindable = Bindable(model)
        Child(value: bindable.value).onAppear { log.entries.append("parent saw \(model.value)") }
      }
    }
    _ = ViewHost(Parent(model: model, log: log))
    #expect(log.entries == ["parent saw 1"])
  }

  @Test(
    "an .id change runs the new view's onAppear first, but the old one's onDisappear first when its transition is .identity"
  )
  func identityTransitionOrder() throws {
    // OpenSwiftUI's compatibility tests, which pass on SwiftUI: "AAD" with the default
    // transition; with `.transition(.identity)` the old view leaves before the new appears.
    struct Swapped: View {
      let log: EventLog
      let identity: Bool
      let around: Bool
      @State private var flag = false
      var body: some View {
        VStack {
          if around {
            Color.red.onAppear { log.entries.append("A") }.onDisappear { log.entries.append("D") }
              .id(flag).transition(identity ? .identity : .opacity)
          } else if identity {
            Color.red.onAppear { log.entries.append("A") }.onDisappear { log.entries.append("D") }
              .transition(.identity).id(flag)
          } else {
            Color.red.onAppear { log.entries.append("A") }.onDisappear { log.entries.append("D") }
              .id(flag)
          }
          Button("swap") { flag.toggle() }
        }
      }
    }
    for (identity, around, expected) in [
      (false, false, "AAD"), (true, false, "ADA"), (true, true, "ADA"), (false, true, "AAD"),
    ] {
      let log = EventLog()
      let host = ViewHost(Swapped(log: log, identity: identity, around: around))
      try host.tap("swap")
      #expect(log.entries.joined() == expected, "identity \(identity), around \(around)")
    }
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
