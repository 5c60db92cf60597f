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

  @Test("a geometry's frame and placed rect are kept apart; it fits in 229 bytes (322 before D66)")
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
    #expect(MemoryLayout<NodeGeometry>.size <= 229)
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

  @Test("a transaction is kept as given: a plain one without extras, any other in them (D66)")
  func transactionsKept() {
    var geometry = NodeGeometry()
    #expect(geometry.transaction == nil && !geometry.hasExtras)
    geometry.transaction = Transaction()
    #expect(geometry.transaction?.isPlain == true)
    #expect(!geometry.hasExtras)
    var animated = Transaction(animation: .linear(duration: 2))
    animated.tracksVelocity = true
    geometry.transaction = animated
    #expect(geometry.hasExtras)
    #expect(geometry.transaction?.animation == .linear(duration: 2))
    #expect(geometry.transaction?.tracksVelocity == true)
    // A plain transaction after an animated one replaces it, and nil clears both.
    geometry.transaction = Transaction()
    #expect(geometry.transaction?.isPlain == true)
    geometry.transaction = nil
    #expect(geometry.transaction == nil)
    var disabled = Transaction()
    disabled.disablesAnimations = true
    geometry.transaction = disabled
    #expect(geometry.transaction?.disablesAnimations == true)
    #expect(geometry.transaction?.isPlain == false)
  }

  /// The rows of a list: texts in a stack, the first one's content changed by a state.
  private struct Rows: View {
    @State var first = "a"
    var body: some View {
      VStack {
        Button(first) { first += "a" }
        ForEach(0..<20, id: \.self) { Text("row \($0)") }
      }
    }
  }

  @Test("layout nodes keep no extras until an animated change needs them (D66)")
  func extrasOnDemand() throws {
    let runtime = ViewRuntime(root: Rows(), startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    _ = runtime.snapshot()
    let texts = runtime.mountedNodes.compactMap { $0 as? LeafNode<Text> }
    #expect(texts.count == 20)
    #expect(texts.allSatisfy { !$0.geometry.hasExtras })
    // A change without animation: the button's node keeps its plain transaction inline.
    let tap = try #require(runtime.interactions(.tap).first { $0.label == "a" }?.tap)
    runtime.send { tap() }
    _ = runtime.snapshot()
    #expect(texts.allSatisfy { !$0.geometry.hasExtras })
    let button = try #require(
      runtime.mountedNodes.first { $0 is LeafNode<_TitledButton> } as? LayoutNode)
    #expect(!button.geometry.hasExtras)
    // An animated change: the button's wider frame animates, from its extras.
    let animatedTap = try #require(runtime.interactions(.tap).first { $0.label == "aa" }?.tap)
    runtime.send { withAnimation(.linear(duration: 1)) { animatedTap() } }
    _ = runtime.snapshot()
    #expect(button.geometry.hasExtras)
  }
}
