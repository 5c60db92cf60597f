import Cadence
import CadenceTesting
import Foundation
import Testing

/// Lazy grids (the column algorithm as objc.io measured SwiftUI's, "SwiftUI's Grid Views",
/// 2020-11-23: fixed columns first at their size, the spacing after every column but the last
/// taken off first, then each other column its share of what is left over the columns left;
/// an adaptive column as many columns of at least its minimum as fit; 8 points of default
/// spacing).
@MainActor
@Suite("Lazy grids")
struct LazyGridTests {
  /// The frames of the coloured cells, in order.
  func cells(_ host: ViewHost<some View>) -> [CGRect] {
    host.snapshot().allNodes.filter { $0.kind == "Color" }.map(\.frame)
  }

  func grid(_ columns: [GridItem], count: Int, width: CGFloat, spacing: CGFloat? = nil)
    -> some View
  {
    LazyVGrid(columns: columns, spacing: spacing) {
      ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: 20) }
    }
    .frame(width: width)
  }

  @Test(
    "a fixed column takes its width; an adaptive one fits as many columns of its minimum as it can")
  func fixedAndAdaptive() {
    // 200 − 8 − 70 = 122 for the adaptive column: two of 40 fit (40 + 8 + 40), each (122 − 8) / 2.
    let host = ViewHost(
      grid([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], count: 4, width: 200))
    let frames = cells(host)
    let left = frames[0].minX
    #expect(frames.map { $0.minX - left } == [0, 78, 143, 0])
    #expect(frames.map(\.width) == [70, 57, 57, 70])
    #expect(
      frames.map(\.minY) == [frames[0].minY, frames[0].minY, frames[0].minY, frames[0].minY + 28])
  }

  @Test(
    "flexible columns take their share of what is left in order, so a larger minimum later overflows"
  )
  func flexibleShares() {
    // 192 over two: the first takes 96; the second's 96 is below its minimum of 120.
    let host = ViewHost(
      grid(
        [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))], count: 2, width: 200)
    )
    let grid = host.snapshot().first("LazyVGrid")
    #expect(grid?.frame.width == 224)
    #expect(cells(host).map(\.width) == [96, 120])
    #expect(grid?.style("columns") == "flexible(50…∞) flexible(120…∞)")
  }

  @Test("rows are as tall as their tallest cell, spacing between them; items align their cells")
  func rowsAndAlignment() {
    let view = LazyVGrid(
      columns: [GridItem(.fixed(100), spacing: 10, alignment: .topLeading), GridItem(.fixed(50))],
      spacing: 5
    ) {
      Color.red.frame(width: 40, height: 30)
      Color.red.frame(width: 20, height: 10)
      Color.red.frame(width: 40, height: 12)
    }
    let host = ViewHost(view)
    let grid = host.snapshot().first("LazyVGrid")!.frame
    #expect(grid.size == CGSize(width: 160, height: 47))
    let frames = cells(host).map { $0.offsetBy(dx: -grid.minX, dy: -grid.minY) }
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 40, height: 30))
    // The second column centres its cell (the grid's alignment) in the 30-point row.
    #expect(frames[1] == CGRect(x: 125, y: 10, width: 20, height: 10))
    #expect(frames[2] == CGRect(x: 0, y: 35, width: 40, height: 12))
  }

  @Test("a horizontal grid sizes rows down its height and fills them column by column")
  func horizontal() {
    let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.flexible())]) {
      ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 25) }
    }
    .frame(height: 100)
    let host = ViewHost(view)
    let grid = host.snapshot().first("LazyHGrid")!.frame
    let frames = cells(host).map { $0.offsetBy(dx: -grid.minX, dy: -grid.minY) }
    // 100 − 8 − 30 = 62 for the flexible row.
    #expect(frames.map(\.height) == [30, 62, 30])
    #expect(frames.map(\.minY) == [0, 38, 0])
    #expect(frames.map(\.minX) == [0, 0, 33])
    #expect(grid.width == 58)
  }

  @Test("a negative spacing, an empty column list and a minimum above the maximum are reported")
  func badInput() {
    let host = ViewHost(
      VStack {
        LazyVGrid(
          columns: [GridItem(.flexible(minimum: 50, maximum: 20), spacing: -4)], spacing: -1
        ) {
          Color.red.frame(height: 10)
        }
        LazyVGrid(columns: []) { Color.blue.frame(height: 10) }
      })
    let messages = host.diagnostics.filter { $0.kind == .layoutProblem }.map(\.message)
    #expect(
      messages.contains("LazyVGrid: grid item spacing -4.0 is negative or not finite; 0 is used"))
    #expect(
      messages.contains(
        "LazyVGrid: grid item flexible(50…20) has its minimum above its maximum; the maximum is the minimum"
      ))
    #expect(messages.contains("LazyVGrid spacing -1.0 is negative or not finite; 0 is used"))
    #expect(messages.contains("LazyVGrid has no columns; its views have no room"))
    #expect(cells(host).allSatisfy { $0.width.isFinite && $0.height.isFinite })
  }
}
