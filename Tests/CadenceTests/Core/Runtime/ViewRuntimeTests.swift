import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// The coordinator: an update at an instant, the phases' work listed while it runs, and the
/// current context released with its tree.
@MainActor
@Suite("View runtime")
struct ViewRuntimeTests {
  private struct Mover: View {
    @State private var moved = false
    var body: some View {
      Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
        .animation(.linear(duration: 1), value: moved)
        .onTapGesture { moved = true }
    }
  }

  @Test("an update asked for an earlier instant is reported and changes nothing")
  func timeGoesForwardOnly() {
    let runtime = ViewRuntime(root: Mover(), startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    runtime.update(at: VirtualTime(nanoseconds: 500))
    runtime.update(at: VirtualTime(nanoseconds: 100))
    #expect(runtime.now == VirtualTime(nanoseconds: 500))
    #expect(runtime.diagnostics.map(\.kind) == [.timeWentBackwards])
  }

  @Test("what runs is listed while it runs, and nothing once the animation ends")
  func activities() throws {
    let runtime = ViewRuntime(root: Mover(), startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    _ = runtime.snapshot()
    let tap = try #require(runtime.interactions(.tap).first?.tap)
    runtime.send { tap() }
    #expect(runtime.runningAnimationCount == 1)
    #expect(runtime.activities().count == 1)
    #expect(!runtime.isIdle)
    runtime.update(at: VirtualTime(nanoseconds: 2_000_000_000))
    #expect(runtime.isSettled)
    #expect(runtime.activities().isEmpty)
    #expect(runtime.snapshot().first("red")?["offset.x"] == 100)
  }

  @Test("the current context is the last one updated, and is cleared when it goes")
  func currentContext() {
    do {
      let runtime = ViewRuntime(root: Mover(), startDate: Date(timeIntervalSinceReferenceDate: 0))
      runtime.mount()
      #expect(UpdateContext.current === runtime.context)
    }
    #expect(UpdateContext.current == nil)
  }
}
