import Cadence
import CadenceTesting
import Foundation
import Testing

@MainActor
private final class GestureLog {
  var events: [String] = []
}

/// Gesture state, long presses and composed gestures, as SwiftUI defines them (the
/// `Gesture` documentation: `updating`, `sequenced(before:)`, `exclusively(before:)`,
/// `simultaneously(with:)`, `highPriorityGesture`), driven by a host's finger.
@MainActor
@Suite("Gestures: state, long presses and composition")
struct GestureCompositionTests {
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
}
