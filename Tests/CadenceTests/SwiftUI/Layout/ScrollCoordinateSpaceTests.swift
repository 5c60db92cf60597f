import Cadence
import CadenceTesting
import Foundation
import Testing

/// The scroll view coordinate spaces (Apple's documentation of
/// `CoordinateSpaceProtocol.scrollView` and `scrollView(axis:)`: the coordinate space of the
/// nearest scroll view, or of the nearest one along an axis).
@MainActor
@Suite("Scroll view coordinate spaces")
struct ScrollCoordinateSpaceTests {
  /// A carousel of cards (scrolling horizontally) in a page that scrolls vertically; the third
  /// card reports its place in each space.
  struct Page: View {
    @State var report = ""
    var body: some View {
      VStack(spacing: 0) {
        Text(report)
        ScrollView {
          VStack(spacing: 0) {
            Color.clear.frame(height: 100)
            ScrollView(.horizontal) {
              HStack(spacing: 0) {
                ForEach(0..<6) { index in
                  Color.blue.frame(width: 100, height: 80)
                    .onGeometryChange(for: [CGFloat].self) { proxy in
                      [
                        proxy.frame(in: .scrollView).minX, proxy.frame(in: .scrollView).minY,
                        proxy.frame(in: .scrollView(axis: .vertical)).minY,
                      ]
                    } action: { place in
                      if index == 2 { report = place.map { "\(Int($0))" }.joined(separator: " ") }
                    }
                }
              }
            }
            Color.clear.frame(height: 1_000)
          }
        }
        .frame(height: 400)
      }
    }
  }

  @Test("a view's frame in the nearest scroll view, and in the nearest one along an axis")
  func nearestScrollView() throws {
    let host = ViewHost(Page())
    // The third card is 200 points into the carousel, which is 100 points into the page.
    #expect(host.snapshot().first("200 0 100") != nil)
    try host.scroll("ScrollView", by: 150, index: 1)
    #expect(host.snapshot().first("50 0 100") != nil)
    try host.scroll("ScrollView", by: 60, index: 0)
    #expect(host.snapshot().first("50 0 40") != nil)
  }
}
