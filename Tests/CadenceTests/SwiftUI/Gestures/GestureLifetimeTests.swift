import Cadence
import CadenceTesting
import Foundation
import Testing

@MainActor
private final class DragLog {
  var changes = 0
  var ended: CGFloat?
}

/// A card that hides itself at the third change of its drag; a text shows its gesture state.
private struct HidingCard: View {
  let log: DragLog
  @State private var shown = true
  @GestureState private var dragging = false

  var body: some View {
    VStack {
      Text(dragging ? "dragging" : "resting")
      if shown {
        Color.blue.frame(width: 50, height: 50)
          .gesture(
            DragGesture(minimumDistance: 0)
              .updating($dragging) { _, state, _ in state = true }
              .onChanged { _ in
                log.changes += 1
                if log.changes == 3 { shown = false }
              }
              .onEnded { value in log.ended = value.translation.width })
      }
    }
  }
}

@MainActor
@Suite("Gestures: lifetimes")
struct GestureLifetimeTests {
  @Test("a view leaving under the finger cancels its gesture: no more changes, no end")
  func viewLeavingCancels() throws {
    let log = DragLog()
    let host = ViewHost(HidingCard(log: log), framesPerSecond: 120)
    try host.startDrag("blue", by: CGSize(width: 200, height: 0), duration: 0.5)
    host.advance(to: 1)
    // Before: onChanged ran 61 times and the removed view's onEnded set 399.6.
    #expect(log.changes == 3)
    #expect(log.ended == nil)
    // The gesture state was reset with the cancellation.
    #expect(host.snapshot().first("Text")?.label == "resting")
    #expect(host.events.contains { $0.message.contains("gestures were cancelled") })
  }

  @Test("a drag of 1e308 seconds is refused, not stepped frame by frame (it hung)")
  func endlessDragRefused() {
    let host = ViewHost(HidingCard(log: DragLog()), framesPerSecond: 120)
    let error = #expect(throws: ViewHostGestureError.self) {
      try host.drag("blue", by: CGSize(width: 10, height: 0), duration: 1e308)
    }
    #expect(
      error?.reason.contains("at most 1000000 frames") == true, "\(String(describing: error))")
    #expect(throws: ViewHostGestureError.self) {
      try host.startLongPress("blue", duration: 1e9)
    }
    #expect(host.time == 0)
  }
}
