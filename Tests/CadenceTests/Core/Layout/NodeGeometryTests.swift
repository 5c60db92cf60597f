import Foundation
import Testing

@testable import Cadence

/// A layout node's geometry is packed (D63): an optional rect in the room of a rect, the size
/// cache's counters and the flags in single bytes after the wide fields.
@MainActor
@Suite("Node geometry")
struct NodeGeometryTests {
  /// The components of a rect as bits: NaN compares unequal to itself, and -0 equal to 0.
  private func bits(_ rect: CGRect?) -> [UInt64]? {
    rect.map { rect in
      [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
        Double($0).bitPattern
      }
    }
  }

  @Test("an optional rect gives back every rect written, NaN, infinities and -0 included, and none")
  func optionalRectRoundTrips() {
    let rects: [CGRect?] = [
      nil, .zero, CGRect(x: 1.5, y: -2, width: 390, height: 844),
      CGRect(x: -0.0, y: -0.0, width: 0, height: 0),
      CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan),
      CGRect(x: -CGFloat.nan, y: 0, width: 1, height: 1),
      CGRect(x: CGFloat.infinity, y: -.infinity, width: .greatestFiniteMagnitude, height: 1),
      CGRect(x: CGFloat.leastNonzeroMagnitude, y: 0, width: 1, height: 1),
    ]
    for rect in rects {
      var stored = OptionalRect(rect)
      #expect(bits(stored.value) == bits(rect))
      stored.value = nil
      #expect(stored.value == nil)
      stored.value = rect
      #expect(bits(stored.value) == bits(rect))
    }
    #expect(MemoryLayout<OptionalRect>.size == MemoryLayout<CGRect>.size)
  }

  @Test("a geometry's frame and placed rect are kept apart, and it fits in 322 bytes (360 before)")
  func geometryFields() {
    var geometry = NodeGeometry()
    #expect(geometry.frame == nil && geometry.placedRect == nil)
    geometry.frame = CGRect(x: 0, y: 10, width: 100, height: 20)
    #expect(geometry.frame == CGRect(x: 0, y: 10, width: 100, height: 20))
    #expect(geometry.placedRect == nil)
    geometry.placedRect = CGRect(x: 5, y: 5, width: 1, height: 1)
    geometry.frame?.origin.y = 30
    #expect(geometry.frame == CGRect(x: 0, y: 30, width: 100, height: 20))
    #expect(geometry.placedRect == CGRect(x: 5, y: 5, width: 1, height: 1))
    geometry.frame = nil
    #expect(geometry.frame == nil)
    #expect(MemoryLayout<NodeGeometry>.size <= 322)
  }

  @Test("a size cache keeps every answer past three, and forgets them all when cleared")
  func sizeCacheBeyondThree() {
    var cache = SizeCache()
    let proposals = (0..<300).map { ProposedViewSize(width: CGFloat($0), height: nil) }
    for (index, proposal) in proposals.enumerated() {
      cache.store(CGSize(width: index, height: 2 * index), for: proposal)
    }
    #expect(cache.cachedCount == 3)
    for (index, proposal) in proposals.enumerated() {
      #expect(cache.size(for: proposal) == CGSize(width: index, height: 2 * index))
    }
    cache.removeAll()
    #expect(cache.cachedCount == 0)
    #expect(cache.size(for: proposals[299]) == nil)
  }
}
