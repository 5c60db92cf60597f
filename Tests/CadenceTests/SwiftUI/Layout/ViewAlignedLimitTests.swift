import Cadence
import CadenceTesting
import Foundation
import Testing

/// `ViewAlignedScrollTargetBehavior(limitBehavior:)`: `always` limits how many views one scroll
/// passes, `never` does not, and "by default, the view aligned behavior will limit the number
/// of views it scrolls when in a compact horizontal size class when scrollable in the
/// horizontal axis … and otherwise does not impose any limit" (Apple's documentation of the
/// type). Columns here are 100 points wide with 10 between: they start every 110 points.
@MainActor
@Suite("View-aligned scroll limits")
struct ViewAlignedLimitTests {
  func carousel(_ behavior: ViewAlignedScrollTargetBehavior) -> some View {
    ScrollView(.horizontal) {
      HStack(spacing: 10) {
        ForEach(0..<20, id: \.self) { _ in Color.red.frame(width: 100, height: 50) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(behavior)
    .frame(width: 200, height: 50)
  }

  func offset(after delta: CGFloat, _ behavior: ViewAlignedScrollTargetBehavior) throws
    -> Double
  {
    let host = ViewHost(carousel(behavior))
    try host.scroll("ScrollView", by: delta)
    return host.snapshot().first("ScrollView")?["contentOffset.x"] ?? 0
  }

  @Test("a limited scroll passes one view at most; an unlimited one ends at the nearest")
  func limits() throws {
    // 500 is nearest column 5 (550); limited, the scroll ends at column 1 (110).
    #expect(try offset(after: 500, .init(limitBehavior: .always)) == 110)
    #expect(try offset(after: 500, .init(limitBehavior: .never)) == 550)
    // An upright iPhone is compact across: automatic limits horizontal scrolls.
    #expect(try offset(after: 500, .init(limitBehavior: .automatic)) == 110)
    // A short scroll ends at the nearest view either way.
    #expect(try offset(after: 40, .init(limitBehavior: .always)) == 0)
  }

  @Test("automatic does not limit where the size class is regular")
  func regular() throws {
    let host = ViewHost(
      carousel(.init(limitBehavior: .automatic)).environment(\.horizontalSizeClass, .regular))
    try host.scroll("ScrollView", by: 500)
    #expect(host.snapshot().first("ScrollView")?["contentOffset.x"] == 550)
  }
}
