import Cadence
import CadenceTesting
import Foundation
import Testing

/// A screen with an item at each region of the bars.
private struct Editor: View {
  var body: some View {
    NavigationStack {
      List { Text("Body") }
        .navigationTitle("Notes")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: .principal) { Text("Draft") }
          ToolbarItem(placement: .primaryAction) { Button("Share") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
          ToolbarItemGroup(placement: .bottomBar) {
            Button("Bold") {}
            Button("Italic") {}
          }
          ToolbarItem(placement: .status) { Text("Saved") }
        }
    }
  }
}

/// Where a navigation container puts toolbar items: in its bars, where each placement puts
/// it on iOS (Apple's documentation of `ToolbarItemPlacement`: `cancellationAction` and
/// `navigation` lead, `principal` is centred, `primaryAction` and `confirmationAction` trail,
/// `bottomBar` items go in the bottom toolbar, `status` in its centre). The rows are the
/// navigation bar's 44-point row and a 44-point bottom toolbar (UIKit's bar heights), 16
/// points in from the edges (an iPhone's layout margins), items 8 points apart.
@MainActor
@Suite("Navigation bar layout")
struct NavigationBarLayoutTests {
  fileprivate let host = ViewHost(Editor(), size: CGSize(width: 390, height: 844))

  /// Frames are rounded to the pixel grid: a centred item is within half a point of centre.
  let pixel = 0.5

  private func frame(_ label: String) throws -> CGRect {
    try #require(host.snapshot().first(label)).frame
  }

  @Test("leading, principal and trailing items share the bar's top row")
  func topRow() throws {
    let cancel = try frame("Cancel")
    let draft = try frame("Draft")
    let share = try frame("Share")
    let done = try frame("Done")
    #expect(cancel.minX == 16)
    #expect(abs(cancel.midY - 22) < 1e-9)
    #expect(abs(draft.midX - 195) <= pixel)
    #expect(abs(draft.midY - 22) < 1e-9)
    // Trailing items keep their order, the last at the trailing margin.
    #expect(abs(done.maxX - 374) < 1e-9)
    #expect(abs(share.maxX - (done.minX - 8)) < 1e-9)
    #expect(abs(share.midY - 22) < 1e-9)
  }

  @Test("bottom bar items lead the bottom toolbar, status items are centred in it")
  func bottomRow() throws {
    let bold = try frame("Bold")
    let italic = try frame("Italic")
    let saved = try frame("Saved")
    #expect(bold.minX == 16)
    #expect(abs(italic.minX - (bold.maxX + 8)) < 1e-9)
    #expect(abs(bold.midY - 822) < 1e-9)
    #expect(abs(saved.midX - 195) <= pixel)
    #expect(abs(saved.midY - 822) < 1e-9)
  }

  @Test("the items are the bars' nodes, not the content's, which keeps its place below the bar")
  func nodes() throws {
    let snapshot = host.snapshot()
    let bars = try #require(snapshot.first("NavigationBar"))
    #expect(bars.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    let labels = bars.children.map { $0.label ?? $0.kind }
    #expect(labels == ["Cancel", "Draft", "Share", "Done", "HStack", "Saved"])
    #expect(bars.children[4].style("toolbar") == "bottomBar")
    #expect(try #require(snapshot.first("List")).frame.minY == 96)
    let stack = try #require(snapshot.first("NavigationStack"))
    #expect(!Snapshot(time: 0, roots: [stack]).allNodes.contains { $0.label == "Cancel" })
  }

  @Test("a stack with no toolbar has no bar node")
  func noItems() {
    let host = ViewHost(NavigationStack { Text("Plain") })
    #expect(host.snapshot().first("NavigationBar") == nil)
  }
}
