import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 18's `ScrollPosition` and `scrollPosition(_:anchor:)` (Apple's documentation: setting
/// the position in code scrolls there; when a person scrolls, `isPositionedByUser` is true and
/// `viewID` names the view scrolled to, for a position made with `init(idType:)`).
@MainActor
@Suite("Scroll position values")
struct ScrollPositionValueTests {
  struct Feed: View {
    @State var position: ScrollPosition
    var body: some View {
      VStack {
        Button("to bottom") { position.scrollTo(edge: .bottom) }
        Button("to 7") { position.scrollTo(id: 7) }
        Button("to 120") { position.scrollTo(y: 120) }
        Text(
          "user \(position.isPositionedByUser) id \(position.viewID(type: Int.self).map { "\($0)" } ?? "none")"
        )
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { Text("row \($0)").frame(height: 50) }
          }
        }
        .frame(height: 200)
        .scrollPosition($position)
      }
    }
  }

  func offset(_ host: ViewHost<Feed>) -> Double {
    host.snapshot().first("ScrollView")?["contentOffset.y"] ?? 0
  }

  @Test("positions set in code scroll: an edge, a view, an offset")
  func inCode() throws {
    // 20 rows of 50 points in 200 points: the end is at 800; row 7 starts at 350.
    let host = ViewHost(Feed(position: ScrollPosition(idType: Int.self)))
    try host.tap("to bottom")
    #expect(offset(host) == 800)
    try host.tap("to 7")
    #expect(offset(host) == 350)
    try host.tap("to 120")
    #expect(offset(host) == 120)
    #expect(host.snapshot().first("user false id none") != nil)
  }

  @Test("a position made at a view shows it from the first layout")
  func initial() {
    let host = ViewHost(Feed(position: ScrollPosition(id: 4)))
    #expect(offset(host) == 200)
  }

  @Test("a person's scroll is written back: positioned by the user, at the first row in sight")
  func byUser() throws {
    let host = ViewHost(Feed(position: ScrollPosition(idType: Int.self)))
    try host.scroll("ScrollView", by: 260)
    #expect(offset(host) == 260)
    // Rows 5 (250…300) is the first whose frame shows more than half a point.
    #expect(host.snapshot().first("user true id 5") != nil)
  }

  @Test("an identifier no view has is reported")
  func missing() throws {
    let host = ViewHost(Feed(position: ScrollPosition(id: 99)))
    #expect(host.diagnostics.contains { $0.message.contains("identifier 99") })
    #expect(offset(host) == 0)
  }

  @Test("a position's accessors say what it holds")
  func accessors() {
    var position = ScrollPosition(edge: .top)
    #expect(position.edge == .top)
    #expect(position.point == nil)
    position.scrollTo(point: CGPoint(x: 0, y: 40))
    #expect(position.point == CGPoint(x: 0, y: 40))
    #expect(position.edge == nil)
    position.scrollTo(id: "intro")
    #expect(position.viewID(type: String.self) == "intro")
    #expect(position.viewID(type: Int.self) == nil)
  }
}
