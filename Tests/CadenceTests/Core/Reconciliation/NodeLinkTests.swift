import CadenceTesting
import Foundation
import Observation
import Testing

@testable import Cadence

/// A body node is reached through its `NodeLink` by what can outlive it (a state box a
/// binding keeps, an observer Observation keeps), never through a weak reference: a weak
/// reference gives the node a side table, and each retain and release of it takes the
/// runtime's slow path (D62).
@MainActor
@Suite("Node links")
struct NodeLinkTests {
  @Observable final class Model {
    var value = 0
  }

  /// Keeps what a view hands out, past the view's life.
  final class Keeper {
    var binding: Binding<Int>?
  }

  private struct Counter: View {
    let model: Model
    let keeper: Keeper
    @State private var count = 0
    @SceneStorage("NodeLinkTests.seen") private var seen = 0
    var body: some View {
      keeper.binding = $count
      return Button("count \(count), model \(model.value), seen \(seen)") { count += 1 }
    }
  }

  private struct Shown: View {
    let model: Model
    let keeper: Keeper
    @State private var isShown = true
    var body: some View {
      VStack {
        Button("hide") { isShown = false }
        if isShown { Counter(model: model, keeper: keeper) }
      }
    }
  }

  private func counterNode(in runtime: ViewRuntime) -> BodyNode? {
    runtime.mountedNodes.lazy.compactMap { $0 as? BodyNode }.first { $0.viewName == "Counter" }
  }

  @Test(
    "a node with state, scene storage, a binding handed out and an observed model has no weak reference"
  )
  func noSideTable() throws {
    let runtime = ViewRuntime(
      root: Shown(model: Model(), keeper: Keeper()),
      startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    _ = runtime.snapshot()
    let node = try #require(counterNode(in: runtime))
    // The runtime counts 1 for the object itself while it has no side table: no weak
    // reference to it was ever made. (The weak owners of the state box and the scene
    // storage, and the observer's weak capture, made it more.)
    #expect(_getWeakRetainCount(node) == 1)
  }

  @Test("a binding and an observer kept after their view left change nothing, and do not crash")
  func outliveTheNode() throws {
    let model = Model()
    let keeper = Keeper()
    let runtime = ViewRuntime(
      root: Shown(model: model, keeper: keeper),
      startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    _ = runtime.snapshot()
    weak let node = counterNode(in: runtime)
    #expect(node != nil)
    let hide = try #require(runtime.interactions(.tap).first { $0.label == "hide" }?.tap)
    runtime.send { hide() }
    _ = runtime.snapshot()
    #expect(node == nil, "the hidden view's node was freed")
    let changes = (runtime.statistics.stateChanges, runtime.statistics.observedChanges)
    let binding = try #require(keeper.binding)
    runtime.send {
      binding.wrappedValue = 5
      model.value = 3
    }
    #expect(binding.wrappedValue == 5)
    #expect((runtime.statistics.stateChanges, runtime.statistics.observedChanges) == changes)
    #expect(runtime.snapshot().all("Button").compactMap(\.label) == ["hide"])
  }

  /// Two states, a binding to each handed out.
  private struct Pair: View {
    let keeper: PairKeeper
    @State private var first = 0
    @State private var second = 0
    var body: some View {
      keeper.first = $first
      keeper.second = $second
      return Text("first \(first), second \(second)")
    }
  }

  /// Scene storage before the state: it asks for the node's link first.
  private struct StoredFirst: View {
    @SceneStorage("NodeLinkTests.storedFirst") private var stored = 0
    @State private var count = 0
    var body: some View {
      Button("count \(count), stored \(stored)") { count += 1 }
    }
  }

  final class PairKeeper {
    var first: Binding<Int>?
    var second: Binding<Int>?
  }

  private struct ShownPair: View {
    let keeper: PairKeeper
    @State private var isShown = true
    var body: some View {
      VStack {
        Button("hide") { isShown = false }
        if isShown { Pair(keeper: keeper) }
      }
    }
  }

  private func node(named name: String, in runtime: ViewRuntime) -> BodyNode? {
    runtime.mountedNodes.lazy.compactMap { $0 as? BodyNode }.first { $0.viewName == name }
  }

  @Test("a view's first state box is its node's link, and the second reaches the node through it")
  func firstStateBoxIsTheLink() throws {
    let keeper = PairKeeper()
    let runtime = ViewRuntime(
      root: ShownPair(keeper: keeper), startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    _ = runtime.snapshot()
    weak var freed: BodyNode?
    do {
      let pair = try #require(node(named: "Pair", in: runtime))
      // No link of its own was made: the first box is it.
      #expect(pair.existingLink is StateBox<Int>)
      freed = pair
    }
    // A write through either box re-renders the view.
    let second = try #require(keeper.second)
    runtime.send { second.wrappedValue = 2 }
    #expect(runtime.snapshot().first("first 0, second 2") != nil)
    let first = try #require(keeper.first)
    runtime.send { first.wrappedValue = 1 }
    #expect(runtime.snapshot().first("first 1, second 2") != nil)
    // Once the view left, writes through both change nothing and do not crash.
    let hide = try #require(runtime.interactions(.tap).first { $0.label == "hide" }?.tap)
    runtime.send { hide() }
    _ = runtime.snapshot()
    #expect(freed == nil, "the hidden view's node was freed")
    let changes = runtime.statistics.stateChanges
    runtime.send {
      first.wrappedValue = 10
      second.wrappedValue = 20
    }
    #expect((first.wrappedValue, second.wrappedValue) == (10, 20))
    #expect(runtime.statistics.stateChanges == changes)
    #expect(runtime.snapshot().all("Text").isEmpty)
  }

  @Test("a link asked for before the first state box stays the node's link")
  func linkMadeBeforeTheState() throws {
    let runtime = ViewRuntime(
      root: StoredFirst(), startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    _ = runtime.snapshot()
    let stored = try #require(node(named: "StoredFirst", in: runtime))
    let link = try #require(stored.existingLink)
    #expect(type(of: link) == NodeLink.self)
    let tap = try #require(runtime.interactions(.tap).first?.tap)
    runtime.send { tap() }
    #expect(runtime.snapshot().first("count 1, stored 0") != nil)
  }
}
