import Cadence
import CadenceTesting
import Foundation
import Testing

@MainActor
private final class GestureLog {
  var changes: [DragGesture.Value] = []
  var ended: DragGesture.Value?
  var events: [String] = []
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

  @Test("@GestureState follows the drag while it runs")
  func gestureStateDuringDrag() throws {
    struct Follower: View {
      @GestureState private var dragging = false
      var body: some View {
        Color.green.frame(width: 50, height: 50)
          .opacity(dragging ? 0.5 : 1)
          .gesture(
            DragGesture(minimumDistance: 0).updating($dragging) { _, state, _ in state = true })
      }
    }
    struct Probe: View {
      var body: some View { Follower() }
    }
    let host = ViewHost(Probe(), framesPerSecond: 100)
    try host.drag("green", by: CGSize(width: 0, height: 40), duration: 0.1)
    #expect(host.snapshot().first("green")?["opacity"] == 1)
  }

  @Test("a long press succeeds after its minimum duration; a short one fails")
  func longPress() throws {
    struct Pressable: View {
      let log: GestureLog
      var body: some View {
        Color.red.frame(width: 50, height: 50)
          .onLongPressGesture(minimumDuration: 0.5) {
            log.events.append("long")
          } onPressingChanged: {
            log.events.append("pressing \($0)")
          }
      }
    }
    let log = GestureLog()
    let host = ViewHost(Pressable(log: log))
    try host.longPress("red", duration: 0.2)
    #expect(log.events == ["pressing true", "pressing false"])
    try host.longPress("red", duration: 0.6)
    #expect(
      log.events == ["pressing true", "pressing false", "pressing true", "pressing false", "long"])
  }

  @Test("sequenced: a long press then a drag; exclusively: the first has precedence")
  func composition() throws {
    struct Composed: View {
      let log: GestureLog
      var body: some View {
        VStack {
          Color.orange.frame(width: 60, height: 60)
            .gesture(
              LongPressGesture(minimumDuration: 0.1).sequenced(before: DragGesture())
                .onEnded { value in
                  if case .second(true, let drag?) = value {
                    log.events.append("sequence \(drag.translation.width)")
                  }
                })
          Color.purple.frame(width: 60, height: 60)
            .gesture(
              TapGesture().exclusively(before: DragGesture())
                .onEnded { value in
                  switch value {
                  case .first: log.events.append("tap")
                  case .second(let drag): log.events.append("drag \(drag.translation.height)")
                  }
                })
        }
      }
    }
    let log = GestureLog()
    let host = ViewHost(Composed(log: log), framesPerSecond: 100)
    // A drag without holding first: the long press fails, so the sequence does.
    try host.drag("orange", by: CGSize(width: 30, height: 0), duration: 0.2)
    #expect(log.events.isEmpty)
    try host.drag("purple", by: CGSize(width: 0, height: 30), duration: 0.2)
    try host.tap("purple")
    #expect(log.events == ["drag 30.0", "tap"])
  }

  @Test("simultaneous gestures both receive the touches; a high-priority one wins alone")
  func simultaneousAndPriority() throws {
    struct Both: View {
      let log: GestureLog
      var body: some View {
        VStack {
          Color.yellow.frame(width: 60, height: 60)
            .gesture(
              DragGesture().simultaneously(with: LongPressGesture(minimumDuration: 0.05))
                .onEnded { value in
                  log.events.append(
                    "both \(value.first?.translation.width ?? -1) \(value.second ?? false)")
                })
          Color.mint.frame(width: 60, height: 60)
            .gesture(DragGesture().onEnded { _ in log.events.append("normal") })
            .highPriorityGesture(DragGesture().onEnded { _ in log.events.append("high") })
            .simultaneousGesture(DragGesture().onEnded { _ in log.events.append("alongside") })
        }
      }
    }
    let log = GestureLog()
    let host = ViewHost(Both(log: log), framesPerSecond: 100)
    // The long press said "pressing" (true) at touch down, then failed once the finger had
    // moved more than 10 pt (at 0.03 s, before its 0.05 s): its last value stays.
    try host.drag("yellow", by: CGSize(width: 50, height: 0), duration: 0.1)
    #expect(log.events == ["both 50.0 true"])
    try host.drag("mint", by: CGSize(width: 0, height: 50), duration: 0.1)
    #expect(log.events == ["both 50.0 true", "alongside", "high"])
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
