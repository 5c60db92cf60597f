import Cadence
import CadenceTesting
import Foundation
import Testing

/// `GestureState(wrappedValue:reset:)` (SwiftUI's documentation: `reset` is given the value
/// being reset and may set the transaction of the reset) and `GestureStateGesture`'s
/// initializer.
@MainActor
@Suite("Gesture state reset")
struct GestureStateResetTests {
  struct Card: View {
    @GestureState(reset: { value, transaction in
      transaction.animation = value.map { abs($0) > 50 } == true ? .linear(duration: 1) : nil
    })
    var drag: CGFloat?
    var body: some View {
      Color.red.frame(width: 40, height: 40)
        .offset(x: drag ?? 0)
        .gesture(
          GestureStateGesture(base: DragGesture(), state: $drag) { value, state, _ in
            state = value.translation.width
          }
        )
        .accessibilityIdentifier("card")
    }
  }

  @Test("a reset after a long drag is animated by the reset closure's transaction")
  func resetTransaction() throws {
    let host = ViewHost(Card())
    try host.drag("card", by: CGSize(width: 100, height: 0), duration: 0.2)
    host.advance(by: 0.5)
    let offset = try #require(host.snapshot().first("card")?["offset.x"])
    #expect(abs(offset - 50) < 1e-6)
    host.advance(by: 1)
    #expect(host.snapshot().first("card")?["offset.x"] ?? 0 == 0)
  }
}
