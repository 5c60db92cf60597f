import Cadence
import CadenceTesting
import Foundation
import Testing

/// Scrolling (SwiftUI's documentation of `ScrollView` and `ScrollViewReader.scrollTo(_:anchor:)`:
/// the content moves by the offset, which stays within the content; `scrollTo` aligns the
/// view's anchor with the scroll view's, or with no anchor scrolls just enough).
@MainActor
@Suite("Scrolling")
struct ScrollingTests {
  /// 50 rows of 40 points in a 400-point scroll view: 2,000 − 400 = 1,600 points of travel.
  struct Rows: View {
    var body: some View {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Button("to 20") { proxy.scrollTo(20, anchor: .top) }
          Button("to 30 centre") { proxy.scrollTo(30, anchor: .center) }
          Button("to 3") { proxy.scrollTo(3) }
          Button("to nowhere") { proxy.scrollTo(99) }
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<50, id: \.self) { index in
                Text("row \(index)").frame(height: 40)
              }
            }
          }
          .frame(height: 400)
        }
      }
    }
  }

  func top(of label: String, in host: ViewHost<some View>) -> CGFloat? {
    host.snapshot().first(label)?.frame.minY
  }

  @Test("the host scrolls the content by an amount, clamped to the content")
  func hostScrolls() throws {
    let host = ViewHost(Rows())
    let start = try #require(top(of: "row 0", in: host))
    try host.scroll("ScrollView", by: 100)
    #expect(top(of: "row 0", in: host) == start - 100)
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 100)
    try host.scroll("ScrollView", by: 10_000)
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 1_600)
    try host.scroll("ScrollView", by: -1e9)
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == nil)
  }

  @Test("scrollTo with an anchor aligns the row's anchor with the scroll view's")
  func scrollToAnchors() throws {
    let host = ViewHost(Rows())
    // Row 0 at first sits where row 20 should come: at the top of the view.
    let firstRow = try #require(top(of: "row 0", in: host))
    try host.tap("to 20")
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 800)
    #expect(top(of: "row 20", in: host) == firstRow)
    try host.tap("to 30 centre")
    // Row 30's middle (1,220) at the view's middle (200): 1,020.
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 1_020)
  }

  @Test("scrollTo without an anchor scrolls just enough; an unknown identifier is reported")
  func scrollToMinimal() throws {
    let host = ViewHost(Rows())
    try host.tap("to 20")
    try host.tap("to 3")
    // Row 3 (120…160) above the view: its top comes to the view's top.
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 120)
    try host.tap("to nowhere")
    #expect(
      host.diagnostics.map(\.message).contains(
        "scrollTo(99): no view inside the ScrollViewReader has that identifier"))
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 120)
  }
}
