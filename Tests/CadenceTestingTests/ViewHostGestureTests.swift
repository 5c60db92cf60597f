import Cadence
import CadenceTesting
import Foundation
import Testing

@MainActor
private final class GestureLog {
  var changes: [DragGesture.Value] = []
  var ended: DragGesture.Value?
}

/// A card that follows a drag (through @GestureState) and records the drag's values.
private struct Card: View {
  let log: GestureLog
  @GestureState private var offset = CGSize.zero
  @State private var settled = CGSize.zero

  var body: some View {
    Color.blue.frame(width: 100, height: 100)
      .offset(x: settled.width + offset.width, y: settled.height + offset.height)
      .gesture(
        DragGesture()
          .updating($offset) { value, state, _ in state = value.translation }
          .onChanged { log.changes.append($0) }
          .onEnded { value in
            log.ended = value
            settled = value.translation
          })
  }
}

@MainActor
@Suite("Gestures driven by the host")
struct ViewHostGestureTests {
  @Test("a drag moves at constant velocity, onChanged at every frame, onEnded at the end")
  func dragValues() throws {
    let log = GestureLog()
    let host = ViewHost(Card(log: log), framesPerSecond: 100)
    try host.drag("blue", by: CGSize(width: 100, height: 0), duration: 0.25)
    // 0.25 s on a 100 Hz grid: moves at 0.01 … 0.24 and the end at 0.25; the default
    // minimum distance (10 pt) is passed at 0.03 s (12 pt).
    #expect(abs(host.time - 0.25) < 1e-9)
    #expect(log.changes.count == 23)
    #expect(abs((log.changes.first?.translation.width ?? 0) - 12) < 1e-9)
    let ended = try #require(log.ended)
    #expect(ended.translation == CGSize(width: 100, height: 0))
    #expect(ended.velocity == CGSize(width: 400, height: 0))
    // The card's centre on the 390×844 screen is (195, 422); local coordinates.
    #expect(ended.startLocation == CGPoint(x: 50, y: 50))
    #expect(ended.location == CGPoint(x: 150, y: 50))
    #expect(abs(ended.predictedEndTranslation.width - (100 + 400 * 0.499)) < 1e-9)
    // @GestureState went back to zero; the state kept the translation.
    #expect(host.snapshot().first("blue")?["offset.x"] == 100)
  }

  @Test("dragging a node without a drag gesture, or with a bad duration, is an error")
  func errors() throws {
    let host = ViewHost(
      VStack {
        Color.red.frame(width: 10, height: 10).onLongPressGesture {}
        Color.blue.frame(width: 10, height: 10)
      })
    let noDrag = #expect(throws: ViewHostGestureError.self) {
      try host.drag("red", by: CGSize(width: 10, height: 0))
    }
    #expect(noDrag?.description.contains("a long press, no drag") == true)
    #expect(throws: ViewHostError.self) { try host.drag("blue", by: CGSize(width: 10, height: 0)) }
    #expect(throws: ViewHostGestureError.self) {
      try host.drag("red", by: CGSize(width: 10, height: 0), duration: 0)
    }
    #expect(throws: ViewHostGestureError.self) { try host.longPress("red", duration: .nan) }
    #expect(host.time == 0)
  }
}
