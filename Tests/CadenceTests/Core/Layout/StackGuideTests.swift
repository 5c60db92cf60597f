import Cadence
import CadenceTesting
import Testing

/// Rows in a `VStack` (centre alignment), which asks each row for its explicit horizontal
/// guide: a stack of two texts, and a button. With `marked`, the third row's first text puts
/// its centre guide at its trailing edge.
private struct GuideRows: View {
  var marked = false

  var body: some View {
    VStack {
      ForEach(0..<20, id: \.self) { index in
        if marked && index == 2 {
          HStack {
            Text("row \(index)").alignmentGuide(HorizontalAlignment.center) { $0.width }
            Text("of 20")
          }
        } else {
          HStack {
            Text("row \(index)")
            Text("of 20")
          }
        }
        Button("open \(index)") {}
      }
    }
  }
}

/// A built-in stack's explicit guide combines its subviews' explicit guides (SwiftUI's
/// `VStack`/`HStack`; OpenSwiftUI `Sources/OpenSwiftUICore/Layout/Stack/`), so a stack none of
/// whose subviews sets a guide sets none: it is not placed to find that out.
@MainActor
@Suite("Built-in stacks: explicit guides")
struct StackGuideTests {
  @Test("rows of stacks and buttons with no explicit guide compute none")
  func noGuidesNoComputation() {
    let host = ViewHost(GuideRows())
    _ = host.snapshot()
    // Each row's `HStack` and each `Button` were placed to find a guide none of them sets;
    // they are now known to set none.
    #expect(host.statistics.guideComputations == 0)
  }

  @Test("an explicit guide in one row still aligns that row by it")
  func explicitGuideStillApplies() throws {
    let host = ViewHost(GuideRows(marked: true))
    let snapshot = host.snapshot()
    let rows = snapshot.all("HStack").map(\.frame)
    #expect(rows.count == 20)
    #expect(snapshot.all("Button").count == 20)
    let text = try #require(snapshot.first("row 2")?.frame)
    // The third row's guide is its first text's trailing edge; every other row's (and each
    // button's) is its centre.
    // All sit on one line (to the pixel: frames are rounded to half points).
    #expect(abs(text.maxX - rows[0].midX) <= 0.5)
    #expect(abs(rows[19].midX - rows[0].midX) <= 0.5)
    let button = try #require(snapshot.first("Button")?.frame)
    #expect(abs(button.midX - rows[0].midX) <= 0.5)
    #expect(host.statistics.guideComputations > 0)
    #expect(host.diagnostics.isEmpty)
  }
}
