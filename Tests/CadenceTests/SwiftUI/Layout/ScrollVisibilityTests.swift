import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 18's `onScrollVisibilityChange(threshold:_:)` and
/// `onScrollTargetVisibilityChange(idType:threshold:_:)` (Apple's documentation: a view is
/// visible when at least `threshold` of it is inside the scroll view) and iOS 26's
/// `safeAreaBar`.
@MainActor
@Suite("Scroll visibility")
struct ScrollVisibilityTests {
  struct Feed: View {
    @State var videoVisible = false
    @State var visibleRows: [Int] = []
    var body: some View {
      VStack {
        Text("video \(videoVisible) rows \(visibleRows.map(String.init).joined(separator: " "))")
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<8, id: \.self) { Text("row \($0)").frame(height: 50) }
            Color.blue.frame(height: 100)
              .onScrollVisibilityChange(threshold: 0.5) { videoVisible = $0 }
          }
        }
        .frame(height: 200)
        .onScrollTargetVisibilityChange(idType: Int.self) { visibleRows = $0 }
      }
    }
  }

  @Test("rows at least half in sight are visible; the video becomes visible when scrolled to")
  func visibility() throws {
    // 8 rows of 50, then a 100-point video at 400…500, in a 200-point scroll view.
    let host = ViewHost(Feed())
    #expect(host.snapshot().first("video false rows 0 1 2 3") != nil)
    try host.scroll("ScrollView", by: 240)
    // In sight: 240…440. Rows 5 (250…300) to 7; row 4 (200…250) shows 10 of 50; the video
    // shows 40 of 100.
    #expect(host.snapshot().first("video false rows 5 6 7") != nil)
    try host.scroll("ScrollView", by: 60)
    // 300…500: the whole video.
    #expect(host.snapshot().first("video true rows 6 7") != nil)
  }

  @Test("a safe area bar is laid out as an inset and recorded")
  func safeAreaBar() {
    let snapshot = ViewHost(
      Color.gray.safeAreaBar(edge: .bottom) { Text("bar").frame(height: 44) }
    ).snapshot()
    #expect(snapshot.first("bar")?.frame.maxY == CGFloat(844 - 11.5))
    #expect(snapshot.roots.first?.style("safeAreaBar") == "bottom")
  }
}
