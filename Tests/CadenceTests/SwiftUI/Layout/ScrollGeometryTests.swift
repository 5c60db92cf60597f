import Cadence
import CadenceTesting
import Foundation
import Testing

/// Apple's documentation of `onScrollGeometryChange(for:of:action:)` (iOS 18): the action runs
/// when the value read from the scroll view's `ScrollGeometry` changes, with the old and new
/// values; `contentOffset` is the visible rect's origin in the content.
@MainActor
@Suite("Scroll geometry")
struct ScrollGeometryTests {
  struct Feed: View {
    @State var offsets: [Int] = []
    @State var height = 0
    var body: some View {
      VStack {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<20) { row in Text("row \(row)").frame(height: 50) }
          }
        }
        .frame(height: 200)
        .onScrollGeometryChange(for: Int.self, of: { Int($0.contentOffset.y) }) { _, new in
          offsets.append(new)
        }
        .onScrollGeometryChange(for: Int.self, of: { Int($0.contentSize.height) }) { _, new in
          height = new
        }
        Text("offsets \(offsets.map(String.init).joined(separator: " "))")
        Text("height \(height)")
      }
    }
  }

  @Test("a scroll changes the content offset the action sees, once per change")
  func offsets() throws {
    let host = ViewHost(Feed())
    #expect(host.snapshot().first("offsets ") != nil, "\(host.render())")
    try host.scroll("ScrollView", by: 120)
    #expect(host.snapshot().first("offsets 120") != nil, "\(host.render())")
    try host.scroll("ScrollView", by: 30)
    #expect(host.snapshot().first("offsets 120 150") != nil)
  }

  @Test("ScrollGeometry's visible rect is the offset and the container's size")
  func visibleRect() {
    let geometry = ScrollGeometry(
      contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 390, height: 1000),
      contentInsets: EdgeInsets(), containerSize: CGSize(width: 390, height: 200))
    #expect(geometry.visibleRect == CGRect(x: 0, y: 120, width: 390, height: 200))
    #expect(geometry.bounds == geometry.visibleRect)
  }
}
