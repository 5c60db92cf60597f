import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 18's `gesture(_:isEnabled:)` family (Apple's documentation: a disabled gesture does not
/// recognize; the view's subviews keep theirs, as `including: .subviews` says).
@MainActor
@Suite("Enabling gestures")
struct GestureEnablingTests {
  struct Counter: View {
    let enabled: Bool
    @State var taps = 0
    @State var innerTaps = 0
    var body: some View {
      VStack {
        Text("taps \(taps)")
        Text("inner").onTapGesture { innerTaps += 1 }
        Text("inner \(innerTaps)")
      }
      .gesture(TapGesture().onEnded { taps += 1 }, isEnabled: enabled)
    }
  }

  @Test("an enabled gesture recognizes; a disabled one does not, and the subviews' still do")
  func enabling() throws {
    let on = ViewHost(Counter(enabled: true))
    try on.tap("VStack")
    #expect(on.snapshot().first("taps 1") != nil)
    let off = ViewHost(Counter(enabled: false))
    #expect(throws: (any Error).self) { try off.tap("VStack") }
    #expect(off.snapshot().first("taps 0") != nil)
    try off.tap("inner")
    #expect(off.snapshot().first("inner 1") != nil)
  }

  @Test("a named gesture records its name")
  func named() {
    let node = ViewHost(
      Text("drag me").gesture(DragGesture(), name: "reorder")
    ).snapshot().first("drag me")
    #expect(node?.style("gesture.name") == "reorder")
  }
}
