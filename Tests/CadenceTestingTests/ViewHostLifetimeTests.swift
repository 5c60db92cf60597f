import Cadence
import CadenceTesting
import Testing

/// An object whose lifetime tells whether the tree that holds it was freed.
private final class Token {}

/// Hands out its state's binding when it appears, so a test can write it outside any event.
@MainActor
private final class BindingSink {
  var count: Binding<Int>?
}

private struct Holder: View {
  let token: Token
  let sink: BindingSink
  @State private var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      Color.gray.offset(x: Double(count)).animation(.linear(duration: 1), value: count)
      Button("Add") { withAnimation(.easeIn(duration: 0.5)) { count += 1 } }
    }
    .onAppear { sink.count = $count }
  }
}

@MainActor
@Suite("ViewHost lifetime")
struct ViewHostLifetimeTests {
  @Test("a dropped host frees its runtime and tree (a tick request held the clock)")
  func droppedHostIsFreed() throws {
    weak var token: Token?
    do {
      let strong = Token()
      token = strong
      let host = ViewHost(Holder(token: strong, sink: BindingSink()))
      try host.tap("Add")
      host.advance(by: 0.1)
      #expect(host.runningAnimations > 0)
    }
    #expect(token == nil)
  }

  @Test("a state read outside any tree after the last host is dropped reports nowhere, safely")
  func strayStateAfterHostIsDropped() {
    // The runtime that reports stray state is remembered without a weak reference; a
    // dropped runtime must forget itself, or the report below would reach freed memory.
    do {
      let host = ViewHost(Holder(token: Token(), sink: BindingSink()))
      host.advance(by: 0.1)
    }
    let stray = State(initialValue: 3)
    #expect(stray.wrappedValue == 3)
    let next = ViewHost(Holder(token: Token(), sink: BindingSink()))
    #expect(stray.wrappedValue == 3)
    #expect(next.diagnostics.contains { $0.kind == .stateNotInstalled })
  }

  @Test("a state write outside any event waits for its own host, never runs in another")
  func pendingWorkStaysInItsHost() throws {
    let sinkA = BindingSink()
    let hostA = ViewHost(Holder(token: Token(), sink: sinkA))
    let hostB = ViewHost(Holder(token: Token(), sink: BindingSink()))
    let evaluationsA = hostA.statistics.bodyEvaluations
    sinkA.count?.wrappedValue = 5
    try hostB.tap("Add")  // its withAnimation commits B's changes only
    #expect(hostA.statistics.bodyEvaluations == evaluationsA)
    #expect(hostA.snapshot().first("count 0") != nil)
    hostA.advance(by: 0)
    #expect(hostA.snapshot().first("count 5") != nil)
  }

  @Test("a host dropped with pending work is not touched by the next host's withAnimation")
  func droppedHostWithPendingWork() throws {
    let sink = BindingSink()
    do {
      let host = ViewHost(Holder(token: Token(), sink: sink))
      host.advance(by: 0.05)
    }
    sink.count?.wrappedValue = 3  // the tree is gone: nothing to invalidate
    let other = ViewHost(Holder(token: Token(), sink: BindingSink()))
    try other.tap("Add")
    other.advance(by: 0.25)
    #expect(other.snapshot().first("count 1") != nil)
  }
}
