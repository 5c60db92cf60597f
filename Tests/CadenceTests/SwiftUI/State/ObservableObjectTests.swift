import Cadence
import CadenceTesting
import Foundation
import Testing

@MainActor
private final class Store: ObservableObject {
  @Published var count = 0
  @Published var name = ""
  var silent = 0
}

private struct Watcher: View {
  @ObservedObject var store: Store
  var body: some View { Text("watched \(store.count)") }
}

private struct Owner: View {
  @StateObject private var store = Store()
  var body: some View {
    VStack {
      Text("owned \(store.count)")
      Button("add") { store.count += 1 }
      Button("slide") { withAnimation(.linear(duration: 1)) { store.count = 100 } }
      Color.red.frame(width: 10, height: 10).offset(x: CGFloat(store.count))
      TextField("name", text: $store.name)
      Text("name \(store.name)")
    }
  }
}

@MainActor
@Suite("ObservableObject")
struct ObservableObjectTests {
  @Test("a @Published write invalidates every view observing the object")
  func publishedInvalidatesObservers() {
    let store = Store()
    let host = ViewHost(
      VStack {
        Watcher(store: store)
        Watcher(store: store)
      })
    let before = host.statistics.bodyEvaluations
    store.count = 3
    host.advance(frames: 1)
    #expect(host.statistics.bodyEvaluations - before == 2)
    #expect(host.snapshot().all("watched 3").count == 2)
    // A property that is not published changes nothing until something is sent.
    store.silent = 1
    host.advance(frames: 1)
    #expect(host.statistics.bodyEvaluations - before == 2)
    store.objectWillChange.send()
    host.advance(frames: 1)
    #expect(host.statistics.bodyEvaluations - before == 4)
  }

  @Test("@StateObject is made once per identity, animates in withAnimation, and binds")
  func stateObject() throws {
    let host = ViewHost(Owner())
    try host.tap("add")
    try host.tap("add")
    #expect(host.snapshot().first("owned 2") != nil, "the object was made again")
    try host.tap("slide")
    host.advance(by: 0.5)
    // Linear over 1 s from 2 to 100: 51 at 0.5 s.
    #expect(abs((host.snapshot().first("red")?["offset.x"] ?? 0) - 51) < 1e-9)
    try host.type("Bo", into: "name")
    #expect(host.snapshot().first("name Bo") != nil)
  }

  @Test("@EnvironmentObject reads the object placed with .environmentObject(_:)")
  func environmentObject() {
    struct Reader: View {
      @EnvironmentObject var store: Store
      var body: some View { Text("env \(store.count)") }
    }
    let store = Store()
    let host = ViewHost(VStack { Reader() }.environmentObject(store))
    #expect(host.snapshot().first("env 0") != nil)
    store.count = 5
    host.advance(frames: 1)
    #expect(host.snapshot().first("env 5") != nil)
    // Missing: reported, and the view shows nothing (SwiftUI stops the app).
    let bare = ViewHost(VStack { Reader() })
    #expect(bare.snapshot().first("Text") == nil)
    #expect(bare.diagnostics.contains { $0.message.contains("@EnvironmentObject of type Store") })
  }

  @Test("a view given another object is a changed view and observes the new one")
  func newObjectReplacesOld() throws {
    struct Switcher: View {
      let first: Store
      let second: Store
      @State private var useSecond = false
      var body: some View {
        VStack {
          Watcher(store: useSecond ? second : first)
          Button("switch") { useSecond = true }
        }
      }
    }
    let first = Store()
    let second = Store()
    second.count = 9
    let host = ViewHost(Switcher(first: first, second: second))
    try host.tap("switch")
    #expect(host.snapshot().first("watched 9") != nil)
    let before = host.statistics.bodyEvaluations
    first.count = 1
    host.advance(frames: 1)
    #expect(host.statistics.bodyEvaluations == before, "the old object is still observed")
  }

  @Test("writes between frames coalesce: one change event a view, not one a write a view")
  func writesCoalesce() {
    let store = Store()
    let host = ViewHost(VStack { ForEach(0..<100, id: \.self) { _ in Watcher(store: store) } })
    _ = host.events
    let before = host.statistics.bodyEvaluations
    for value in 1...2_000 { store.count = value }
    // One event a row (before: one a write a row, 200,000), and each row evaluated once.
    let changes = host.events.filter { $0.kind == .stateChanged }
    #expect(changes.count == 100)
    host.advance(frames: 1)
    #expect(host.statistics.bodyEvaluations - before == 100)
    #expect(host.snapshot().all("watched 2000").count == 100)
    // A write in another transaction scope (an animation) is taken on its own.
    withAnimation { store.count = 1 }
    host.advance(frames: 1)
    #expect(host.snapshot().all("watched 1").count == 100)
  }
}
