import Cadence
import CadenceTesting
import Foundation
import Testing

/// `defaultScrollAnchor(_:)` (SwiftUI's documentation: a scroll view first shows the anchor's
/// point of its content: `.bottom` shows the end) and `containerBackground(_:for:)`.
@MainActor
@Suite("Default scroll anchor")
struct DefaultScrollAnchorTests {
  struct Chat: View {
    let anchor: UnitPoint?
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20) { index in
            Text("message \(index)").frame(height: 50)
          }
        }
      }
      .frame(height: 200)
      .defaultScrollAnchor(anchor)
    }
  }

  @Test("a bottom anchor shows the end of the content; none shows its top")
  func bottomAnchor() {
    // 20 rows of 50 points in a 200-point view: the end is at 1000 − 200 = 800.
    let bottom = ViewHost(Chat(anchor: .bottom))
    #expect(bottom.snapshot().first("ScrollView")?["contentOffset.y"] == 800)
    let center = ViewHost(Chat(anchor: .center))
    #expect(center.snapshot().first("ScrollView")?["contentOffset.y"] == 400)
    let top = ViewHost(Chat(anchor: nil))
    #expect(top.snapshot().first("ScrollView")?["contentOffset.y"] == nil)
  }

  @Test("the anchor applies once: the host can still scroll away from it")
  func onlyFirst() throws {
    let host = ViewHost(Chat(anchor: .bottom))
    try host.scroll("ScrollView", by: -300)
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 500)
  }

  @Test("a container background is drawn behind the view and records its placement")
  func containerBackground() {
    let host = ViewHost(
      Text("detail").containerBackground(Color.yellow, for: .navigation))
    let node = host.snapshot().first("detail")
    #expect(node?.style("containerBackground") == "navigation")
    #expect(node?.style("background") == "yellow")
  }
}
