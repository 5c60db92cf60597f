import Cadence
import CadenceTesting
import Foundation
import Testing

/// `scrollPosition(id:anchor:)` (Apple's documentation: the binding holds the identity of the
/// first view in sight and is updated as the person scrolls; setting it scrolls that view into
/// place at the anchor).
@MainActor
@Suite("Scroll position")
struct ScrollPositionTests {
  struct Feed: View {
    @State var position: Int?
    var body: some View {
      VStack(spacing: 0) {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { index in
              Color.red.frame(height: 50).accessibilityIdentifier("row \(index)")
            }
          }
        }
        .scrollPosition(id: $position)
        .frame(height: 200)
        Text("at \(position.map(String.init) ?? "none")")
        Button("jump") { position = 10 }
        Button("lost") { position = 99 }
      }
    }
  }

  @Test("scrolling writes the first view in sight; setting the binding scrolls to its view")
  func syncsBothWays() throws {
    let host = ViewHost(Feed())
    #expect(host.snapshot().first("at none") != nil)
    try host.scroll("ScrollView", by: 120)
    // Rows are 50 tall: at 120 the first in sight is row 2 (100…150).
    #expect(host.snapshot().first("at 2") != nil)
    try host.tap("jump")
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 500)
    #expect(host.snapshot().first("at 10") != nil)
    try host.tap("lost")
    #expect(
      host.diagnostics.contains {
        $0.message == "scrollPosition(id:): no view in the scroll view has the identifier 99"
      })
  }
}

/// `scrollTargetBehavior` (Apple's documentation: `.paging` ends scrolls at whole pages of the
/// scroll view's length; `.viewAligned` at a view's leading edge; a behavior of your own moves
/// the target it is given).
@MainActor
@Suite("Scroll target behaviors")
struct ScrollTargetBehaviorTests {
  struct Rounding: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      target.rect.origin.y = (target.rect.minY / 30).rounded(.down) * 30
    }
  }

  func list(_ behavior: some ScrollTargetBehavior) -> some View {
    ScrollView {
      VStack(spacing: 10) {
        ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 40) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(behavior)
    .frame(height: 200)
  }

  func offset(after delta: CGFloat, _ behavior: some ScrollTargetBehavior) throws -> Double? {
    let host = ViewHost(list(behavior))
    try host.scroll("ScrollView", by: delta)
    return host.snapshot().first("ScrollView")?["contentOffset.y"]
  }

  @Test("paging ends at whole pages; view-aligned at a row's top; a custom behavior its way")
  func behaviors() throws {
    // Pages of 200: 130 rounds to 200, 90 to 0.
    #expect(try offset(after: 130, .paging) == 200)
    #expect(try offset(after: 90, .paging) == nil)
    // Rows start every 50: 130 is nearest 150, 120 nearest 100.
    #expect(try offset(after: 130, .viewAligned) == 150)
    #expect(try offset(after: 120, .viewAligned) == 100)
    #expect(try offset(after: 100, Rounding()) == 90)
  }

  @Test(
    "a transaction's scroll target anchor aligns the target (SwiftUI's Transaction.scrollTargetAnchor)"
  )
  func transactionAnchor() throws {
    struct Anchored: View {
      @State var position: Int?
      var body: some View {
        VStack(spacing: 0) {
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<20, id: \.self) { index in
                Color.red.frame(height: 50).accessibilityIdentifier("row \(index)")
              }
            }
          }
          .scrollPosition(id: $position)
          .frame(height: 200)
          Button("jump") {
            var transaction = Transaction()
            transaction.scrollTargetAnchor = .bottom
            withTransaction(transaction) { position = 10 }
          }
        }
      }
    }
    let host = ViewHost(Anchored())
    try host.tap("jump")
    // Row 10 spans 500…550; its bottom at the view's bottom (200 tall): 550 − 200 = 350.
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 350)
    var transaction = Transaction()
    #expect(transaction.dismissBehavior == .interactive)
    transaction.dismissBehavior = .destructive
    #expect(transaction.dismissBehavior == .destructive)
  }
}
