import Cadence
import CadenceTesting
import Foundation
import Testing

/// Lazy grids make their cells as they come into sight: "The grid is 'lazy,' in that the grid
/// view does not create items until they are needed" (Apple's documentation of `LazyVGrid` and
/// `LazyHGrid`), and keep a cell's state by its identity. Cells here are 40 points long, three
/// a line, no spacing, in a 400-point scroll view: lines k…k+9 (cells 3k…3k+29) fill it at
/// offset 40k.
@MainActor
@Suite("Lazy grid cells")
struct LazyGridLazinessTests {
  struct Cell: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
      Button("cell \(index): \(taps)") { taps += 1 }.frame(height: 40)
    }
  }

  struct Cells: View {
    var count = 3_000
    var body: some View {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Button("to 1500") { proxy.scrollTo(1_500, anchor: .top) }
          ScrollView {
            LazyVGrid(
              columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3), spacing: 0
            ) {
              ForEach(0..<count, id: \.self) { Cell(index: $0) }
            }
          }
          .frame(height: 400)
        }
      }
    }
  }

  @Test("only the lines of cells in the scroll view's frame are made and shown")
  func onlyVisibleCells() throws {
    let host = ViewHost(Cells())
    #expect(shownNumbers("cell ", in: host) == Array(0..<30))
    #expect(host.statistics.nodesMounted < 400)
    // Three columns of 130 points across the 390-point screen.
    let cell = try #require(host.snapshot().first("cell 4: 0")?.frame)
    let scroll = try #require(host.snapshot().first("ScrollView")?.frame)
    // Centred in the second column (frames round to half points: 0.25 at most).
    #expect(abs(cell.midX - (130 + 65)) <= 0.25)
    // Line 1, centred in its 40 points.
    #expect(cell.midY == scroll.minY + 40 + 20)
  }

  @Test("scrolling makes the lines coming into sight and keeps the state of those gone")
  func scrolling() throws {
    let host = ViewHost(Cells())
    try host.tap("cell 4: 0")
    try host.scroll("ScrollView", by: 400)
    #expect(shownNumbers("cell ", in: host) == Array(30..<60))
    #expect(host.snapshot().first("cell 4: 1") == nil)
    try host.scroll("ScrollView", by: -400)
    #expect(host.snapshot().first("cell 4: 1") != nil)
  }

  @Test("the content counts every line, and scrollTo reaches a cell never made")
  func lengthAndScrollTo() throws {
    let host = ViewHost(Cells())
    try host.scroll("ScrollView", by: 1e9)
    // 1,000 lines of 40 points, less the 400 in sight.
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 39_600)
    #expect(shownNumbers("cell ", in: host).last == 2_999)
    let fresh = ViewHost(Cells())
    try fresh.tap("to 1500")
    // Cell 1,500 starts line 500.
    #expect(fresh.snapshot().first("ScrollView")?["contentOffset.y"] == 20_000)
    #expect(shownNumbers("cell ", in: fresh).first == 1_500)
  }

  @Test("a grid whose ForEach follows other views makes every cell, laid out as before")
  func mixedContent() throws {
    let host = ViewHost(
      ScrollView {
        LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0) {
          Text("header")
          ForEach(0..<100, id: \.self) { Text("item \($0)").frame(height: 40) }
        }
      }
      .frame(height: 400))
    // 101 cells, two a line: "item 0" shares the first line with the header.
    let header = try #require(host.snapshot().first("header")?.frame)
    let first = try #require(host.snapshot().first("item 0")?.frame)
    #expect(first.midY == header.midY)
    #expect(host.snapshot().first("item 99") != nil)
  }

  @Test("a horizontal grid makes the columns of cells in sight")
  func horizontal() {
    let host = ViewHost(
      ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
          ForEach(0..<1_000, id: \.self) { Text("c\($0)").frame(width: 50) }
        }
      }
      .frame(width: 300, height: 110))
    let shown = host.snapshot().all("Text").compactMap { $0.label.flatMap { Int($0.dropFirst()) } }
    // Columns of 50 points, 10 between: columns 0…4 (0–290) reach into the 300 points.
    #expect(shown == Array(0..<10))
  }
}
