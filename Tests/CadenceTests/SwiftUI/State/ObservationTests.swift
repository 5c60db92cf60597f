import Cadence
import CadenceTesting
import Foundation
import Observation
import Testing

@Observable
@MainActor
private final class Counter {
  var count = 0
  var unrelated = 0
  var name = ""
}

/// Reads `count` only.
private struct CountLabel: View {
  let counter: Counter
  var body: some View { Text("count \(counter.count)") }
}

/// Reads `unrelated` only.
private struct UnrelatedLabel: View {
  let counter: Counter
  var body: some View { Text("unrelated \(counter.unrelated)") }
}

private struct Screen: View {
  @State private var counter = Counter()

  var body: some View {
    VStack {
      CountLabel(counter: counter)
      UnrelatedLabel(counter: counter)
      Button("add") { counter.count += 1 }
      Button("slide") { withAnimation(.linear(duration: 1)) { counter.count = 100 } }
      Color.red.frame(width: 10, height: 10).offset(x: CGFloat(counter.count))
    }
  }
}

@MainActor
@Suite("Observation")
struct ObservationTests {
  /// OpenSwiftUI's compatibility test of an `@Observable` change expects the reading view's
  /// body to run again (2 evaluations in all) and the new value on screen.
  @Test("a change invalidates exactly the bodies that read the changed property")
  func invalidatesReaders() throws {
    let counter = Counter()
    let host = ViewHost(
      VStack {
        CountLabel(counter: counter)
        UnrelatedLabel(counter: counter)
      })
    let before = host.statistics.bodyEvaluations
    counter.count = 1
    // Outside any update: seen at the next frame.
    host.advance(frames: 1)
    #expect(host.statistics.bodyEvaluations - before == 1)
    #expect(host.statistics.observedChanges == 1)
    #expect(host.snapshot().first("count 1") != nil)
    #expect(host.snapshot().first("unrelated 0") != nil)
  }

  @Test("a change in an action re-renders at once; in withAnimation it animates")
  func actionsAndAnimations() throws {
    let host = ViewHost(Screen())
    try host.tap("add")
    #expect(host.snapshot().first("count 1") != nil)
    #expect(host.snapshot().first("red")?["offset.x"] == 1)
    try host.tap("slide")
    host.advance(by: 0.5)
    // Linear over 1 s from 1 to 100: halfway at 0.5 s.
    #expect(abs((host.snapshot().first("red")?["offset.x"] ?? 0) - 50.5) < 1e-9)
    #expect(host.snapshot().first("count 100") != nil)
  }

  @Test("@Bindable gives bindings to an observable object's properties")
  func bindable() throws {
    struct Editor: View {
      @Bindable var counter: Counter
      var body: some View {
        VStack {
          TextField("name", text: $counter.name)
          Text("hello \(counter.name)")
        }
      }
    }
    let counter = Counter()
    let host = ViewHost(Editor(counter: counter))
    try host.type("Ada", into: "name")
    #expect(counter.name == "Ada")
    #expect(host.snapshot().first("hello Ada") != nil)
  }

  @Test("@Environment(Model.self) reads the object placed with .environment(_:)")
  func environmentObject() throws {
    struct Reader: View {
      @Environment(Counter.self) private var counter
      var body: some View { Text("env \(counter.count)") }
    }
    struct OptionalReader: View {
      @Environment(Counter.self) private var counter: Counter?
      var body: some View { Text(counter == nil ? "none" : "some") }
    }
    let counter = Counter()
    let host = ViewHost(
      VStack {
        Reader()
        OptionalReader()
      }
      .environment(counter))
    #expect(host.snapshot().first("env 0") != nil)
    #expect(host.snapshot().first("some") != nil)
    counter.count = 7
    host.advance(frames: 1)
    #expect(host.snapshot().first("env 7") != nil)
    #expect(ViewHost(OptionalReader()).snapshot().first("none") != nil)
  }

  @Test("a missing environment object is reported and the view shows nothing (no crash)")
  func missingEnvironmentObject() {
    struct Reader: View {
      @Environment(Counter.self) private var counter
      var body: some View { Text("env \(counter.count)") }
    }
    let host = ViewHost(VStack { Reader() })
    #expect(host.snapshot().first("Text") == nil)
    #expect(
      host.diagnostics.contains {
        $0.message.contains("@Environment(Counter.self)") && $0.message.contains("shows nothing")
      }, "\(host.diagnostics)")
  }

  /// A body that bumps a counter it reads each time it runs (#25, item 9).
  private struct SelfWriter: View {
    let counter: Counter
    @State private var ticks = 0
    var body: some View {
      counter.count += 1
      return VStack {
        Text("count \(counter.count) \(counter.name)")
        Button("tick") { ticks += 1 }
        Button("rename") { counter.name += "x" }
      }
    }
  }

  @Test("a body writing an observable property it reads is reported, each time, and does not loop")
  func bodyWritingWhatItReads() throws {
    let counter = Counter()
    let host = ViewHost(SelfWriter(counter: counter))
    // The first evaluation's observers are installed when it returns: that write is unseen.
    #expect(counter.count == 1)
    #expect(!host.diagnostics.contains { $0.kind == .stateWrittenDuringBody })
    // Re-evaluated for its own state: the observers of the evaluation before see the write.
    try host.tap("tick")
    #expect(counter.count == 2)
    // Re-evaluated because a property it reads changed: the observers that fired are still
    // installed while the body runs again, and see it write.
    try host.tap("rename")
    #expect(counter.count == 3)
    counter.name = "outside"
    host.advance(frames: 1)
    #expect(counter.count == 4)
    let warnings = host.diagnostics.filter { $0.kind == .stateWrittenDuringBody }
    #expect(warnings.count == 1)
    #expect(warnings.first?.count == 3, "\(warnings)")
    #expect(warnings.first?.message.contains("SelfWriter") == true)
    // No loop: nothing is left to evaluate.
    host.advance(frames: 2)
    #expect(counter.count == 4)
    #expect(host.statistics.bodyEvaluationsInLastUpdate == 0)
  }

  @Test("the observers of an evaluation are cancelled once a later one tracks again")
  func staleObserversCancelled() throws {
    let counter = Counter()
    let host = ViewHost(CountLabel(counter: counter))
    for value in 1...50 {
      counter.count = value
      host.advance(frames: 1)
    }
    #expect(host.snapshot().first("count 50") != nil)
    // Fifty evaluations; one write now reaches one observer, not fifty.
    let before = host.statistics.observedChanges
    counter.count = 51
    #expect(host.statistics.observedChanges - before == 1)
    host.advance(frames: 1)
    #expect(host.snapshot().first("count 51") != nil)
  }

  @Test("many writes before an update reach each reading view's observers at most twice")
  func burstOfWritesIsCheap() {
    let counter = Counter()
    let host = ViewHost(VStack { ForEach(0..<10) { _ in CountLabel(counter: counter) } })
    let before = host.statistics.observedChanges
    for value in 1...1_000 { counter.count = value }
    // The first write invalidates each view, the second cancels its observers: 20 calls, not
    // 10,000 (each write would otherwise call every view's observer).
    #expect(host.statistics.observedChanges - before <= 20)
    host.advance(frames: 1)
    #expect(host.snapshot().all("count 1000").count == 10)
  }
}
