import Cadence
import CadenceTesting
import Foundation
import Testing

/// `hidden()`, `allowsHitTesting(_:)`, `zIndex(_:)` and `border(_:width:)` (SwiftUI's
/// documentation: a hidden view stays in the hierarchy and affects layout but is invisible
/// and takes no interactions; a view that does not allow hit testing takes none; a higher
/// zIndex draws in front; a border is drawn inside the frame).
@MainActor
@Suite("Hit testing, hiding and stacking order")
struct HitTestingTests {
  @Test("a hidden view keeps its space and is recorded hidden")
  func hiddenKeepsSpace() {
    let shown = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 30, height: 10)
        Text("b")
      })
    let hidden = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 30, height: 10).hidden()
        Text("b")
      })
    #expect(hidden.snapshot().first("b")?.frame == shown.snapshot().first("b")?.frame)
    #expect(hidden.snapshot().first("Color")?.style("hidden") == "true")
    #expect(shown.snapshot().first("Color")?.style("hidden") == nil)
  }

  @Test(
    "a tap, a toggle or typing on a hidden view or one without hit testing does nothing and is reported"
  )
  func refusedInteractions() throws {
    struct Screen: View {
      @State var taps = 0
      @State var on = false
      @State var text = ""
      let hitTesting: Bool
      var body: some View {
        VStack {
          Button("tap") { taps += 1 }.allowsHitTesting(hitTesting)
          VStack {
            Toggle("switch", isOn: $on)
            TextField("field", text: $text)
          }
          .hidden()
          Text("taps \(taps) on \(on) text \(text)")
        }
      }
    }
    let host = ViewHost(Screen(hitTesting: false))
    try host.tap("tap")
    try host.toggle("switch")
    try host.type("x", into: "field")
    #expect(host.snapshot().first("taps 0 on false text ") != nil)
    let refused = host.diagnostics.filter { $0.kind == .interactionFailed }.map(\.message)
    #expect(
      refused == [
        "the Button was not reached: it does not allow hit testing (allowsHitTesting(false))",
        "the Toggle was not reached: it is hidden (hidden())",
        "the TextField was not reached: it is hidden (hidden())",
      ])
    #expect(host.snapshot().first("tap")?.style("allowsHitTesting") == "false")
    let allowed = ViewHost(Screen(hitTesting: true))
    try allowed.tap("tap")
    #expect(allowed.snapshot().first("taps 1 on false text ") != nil)
  }

  @Test("zIndex is recorded on the view's rendered node; 0 is not")
  func zIndexRecorded() {
    let host = ViewHost(
      ZStack {
        Color.red.zIndex(2)
        Color.blue.zIndex(0)
      })
    let colors = host.snapshot().allNodes.filter { $0.kind == "Color" }
    #expect(colors.map { $0["zIndex"] } == [2, nil])
  }

  @Test("a border is a rectangle stroked inside the frame, over the view")
  func border() {
    let host = ViewHost(Color.clear.frame(width: 50, height: 20).border(Color.red, width: 2))
    let rectangle = host.snapshot().first("Rectangle")
    #expect(rectangle?.frame.size == CGSize(width: 50, height: 20))
    #expect(rectangle?["stroke.lineWidth"] == 2)
    #expect(rectangle?.style("stroke.border") != nil)
  }
}
