import Cadence
import CadenceTesting
import Foundation
import Testing

/// `Grid` and `GridRow` (Apple's documentation of `Grid`, `GridRow.init(alignment:content:)`,
/// `gridCellColumns(_:)`, `gridColumnAlignment(_:)`, `gridCellAnchor(_:)` and
/// `gridCellUnsizedAxes(_:)`: columns as wide as their widest cell, rows as tall as their
/// tallest; the grid's alignment, overridden by a row's vertical one, a column's horizontal
/// one and a cell's anchor; a view outside a row spans every column, and a flexible one takes
/// all the width offered unless its horizontal axis is unsized). Spacing nil is 8 points, as
/// the stacks' default between views.
@MainActor
@Suite("Grid")
struct GridTests {
  /// The frames of the coloured views, relative to the grid, in order.
  func cells(_ host: ViewHost<some View>) -> [CGRect] {
    let snapshot = host.snapshot()
    let grid = snapshot.first("Grid")!.frame
    return snapshot.allNodes.filter { $0.kind == "Color" }.map {
      $0.frame.offsetBy(dx: -grid.minX, dy: -grid.minY)
    }
  }

  func box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height)
  }

  @Test("columns are as wide as their widest cell, rows as tall as their tallest; cells centre")
  func columnsAndRows() {
    let host = ViewHost(
      Grid {
        GridRow {
          box(30, 10)
          box(50, 20)
        }
        GridRow {
          box(40, 30)
          box(20, 10)
        }
      })
    // Columns 40 and 50, rows 20 and 30, 8 apart.
    #expect(host.snapshot().first("Grid")!.frame.size == CGSize(width: 98, height: 58))
    #expect(
      cells(host) == [
        CGRect(x: 5, y: 5, width: 30, height: 10), CGRect(x: 48, y: 0, width: 50, height: 20),
        CGRect(x: 0, y: 28, width: 40, height: 30), CGRect(x: 63, y: 38, width: 20, height: 10),
      ])
  }

  @Test("a row with fewer cells leaves the last columns empty; spacings are the grid's")
  func shortRowAndSpacing() {
    let host = ViewHost(
      Grid(horizontalSpacing: 2, verticalSpacing: 4) {
        GridRow {
          box(10, 10)
          box(10, 10)
          box(10, 10)
        }
        GridRow { box(10, 10) }
      })
    #expect(host.snapshot().first("Grid")!.frame.size == CGSize(width: 34, height: 24))
    #expect(
      cells(host).map(\.origin) == [
        .init(x: 0, y: 0), .init(x: 12, y: 0), .init(x: 24, y: 0), .init(x: 0, y: 14),
      ])
    let grid = host.snapshot().first("Grid")!
    #expect(grid["horizontalSpacing"] == 2)
    #expect(grid["verticalSpacing"] == 4)
  }

  @Test("a view outside a row spans every column; a flexible one takes all the width offered")
  func fullWidthRows() {
    func grid(unsized: Bool) -> some View {
      Grid {
        GridRow {
          box(30, 10)
          box(50, 10)
        }
        Color.blue.frame(height: 1).gridCellUnsizedAxes(unsized ? .horizontal : [])
      }
      .frame(width: 300)
    }
    // The divider needs 300 of the 88 the columns have: each column takes half of the 212 more.
    let wide = cells(ViewHost(grid(unsized: false)))
    #expect(wide[2] == CGRect(x: 0, y: 18, width: 300, height: 1))
    #expect(wide[0].minX == 53 && wide[1].minX == 144 + 53)
    // Unsized horizontally, it is as wide as the rows.
    let narrow = cells(ViewHost(grid(unsized: true)))
    #expect(narrow[2] == CGRect(x: 0, y: 18, width: 88, height: 1))
    #expect(narrow[0].minX == 0 && narrow[1].minX == 38)
  }

  @Test("a cell spanning columns widens them equally when it needs more than they have")
  func spanningCell() {
    let host = ViewHost(
      Grid {
        GridRow {
          box(20, 10)
          box(20, 10)
          box(20, 10)
        }
        GridRow {
          box(78, 10).gridCellColumns(2)
          box(10, 10)
        }
      })
    // The two columns and their spacing have 48; 30 more, 15 each: 35 and 35.
    let frames = cells(host)
    #expect(frames.map(\.minX) == [7.5, 50.5, 86, 0, 91])
    #expect(host.snapshot().first("Grid")!.frame.width == 106)
  }

  @Test("flexible cells share the width proposed after the fixed ones, as in a stack")
  func flexibleColumns() {
    let host = ViewHost(
      Grid {
        GridRow {
          Color.green
          box(50, 20)
        }
      }
      .frame(width: 200, height: 100))
    // The fixed column takes 50 of 192; the colour the other 142, and the row's 100 height.
    #expect(
      cells(host) == [
        CGRect(x: 0, y: 0, width: 142, height: 100), CGRect(x: 150, y: 40, width: 50, height: 20),
      ])
  }

  @Test("the grid's alignment, a row's, a column's and a cell's anchor, in that order of priority")
  func alignments() {
    let host = ViewHost(
      Grid(alignment: .topLeading) {
        GridRow {
          box(40, 40)
          box(40, 40)
          box(40, 40)
        }
        GridRow(alignment: .bottom) {
          box(10, 30)
          box(10, 10).gridColumnAlignment(.trailing)
          box(10, 10).gridCellAnchor(UnitPoint(x: 0.5, y: 0.25))
        }
        GridRow {
          box(10, 10)
          box(10, 10)
          box(10, 10)
        }
      })
    let frames = cells(host)
    // Row 2 (y 48…78): bottom; column 2 trailing; the third cell's anchor a quarter down.
    #expect(frames[3].origin == CGPoint(x: 0, y: 48))
    #expect(frames[4].origin == CGPoint(x: 78, y: 68))
    #expect(frames[5].origin == CGPoint(x: 111, y: 53))
    // Row 3: the grid's top leading, but column 2 aligns trailing in every row.
    #expect(frames[6].origin == CGPoint(x: 0, y: 86))
    #expect(frames[7].origin == CGPoint(x: 78, y: 86))
  }

  @Test("rows from a ForEach are rows; a row outside a grid lays out as its views would")
  func dynamicRowsAndRowOutsideGrid() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
          ForEach(1..<4, id: \.self) { index in
            GridRow {
              box(CGFloat(index) * 10, 5)
              box(5, 5)
            }
          }
        }
        GridRow {
          Color.blue.frame(width: 7, height: 7)
        }
      })
    let snapshot = host.snapshot()
    #expect(snapshot.first("Grid")!.frame.size == CGSize(width: 35, height: 15))
    #expect(
      snapshot.allNodes.filter { $0.kind == "Color" }.map(\.frame.width) == [
        10, 5, 20, 5, 30, 5, 7,
      ])
  }

  @Test("GridLayout lays out as Grid inside AnyLayout")
  func gridLayoutInAnyLayout() {
    let host = ViewHost(
      AnyLayout(GridLayout(horizontalSpacing: 0)) {
        GridRow {
          box(10, 10)
          box(20, 10)
        }
      })
    let colours = host.snapshot().allNodes.filter { $0.kind == "Color" }.map(\.frame)
    #expect(colours[1].minX - colours[0].minX == 10)
  }

  @Test("negative spacings and a span below one are reported, and the grid still lays out")
  func badInput() {
    let host = ViewHost(
      Grid(horizontalSpacing: -3, verticalSpacing: .nan) {
        GridRow {
          box(10, 10).gridCellColumns(0)
          box(10, 10)
        }
      })
    let messages = host.diagnostics.filter { $0.kind == .layoutProblem }.map(\.message)
    #expect(messages.contains("Grid horizontal spacing -3.0 is negative or not finite; 0 is used"))
    #expect(messages.contains("Grid vertical spacing nan is negative or not finite; 0 is used"))
    #expect(messages.contains("gridCellColumns(0): a cell spans at least 1 column; 1 is used"))
    #expect(cells(host).map(\.minX) == [0, 10])
  }

  @Test(
    "a span taken from data, as large as Int.max, is cut to the columns left in its row and reported, never a trap",
    arguments: [Int.max, 1 << 40, 10_001])
  func hugeSpan(count: Int) {
    let host = ViewHost(
      Grid(horizontalSpacing: 0) {
        GridRow {
          box(10, 10)
          box(30, 10).gridCellColumns(count)
        }
        GridRow {
          box(10, 10)
          box(10, 10)
          box(10, 10)
        }
      })
    let messages = host.diagnostics.filter { $0.kind == .layoutProblem }.map(\.message)
    #expect(
      messages == [
        "gridCellColumns(\(count)): a grid has at most 10000 columns; the cell spans the columns left in its row"
      ])
    // The spanning cell covers the second and third columns, 10 wide each, and the 9,997
    // empty ones: 30 wide, it needs 10 more than they have, which the 9,999 columns it spans
    // share.
    let frames = cells(host)
    #expect(frames.count == 5)
    #expect(frames[0].minX == 0 && frames[2].minX == 0)
    #expect(frames[1].width == 30)
  }

  @Test("a guide a cell sets explicitly is the grid's, where the grid places the cell")
  func explicitGuides() throws {
    // The second column starts at 40 + 8 = 48: its cell's leading guide is the grid's, so
    // a leading-aligned stack lines that cell up with the text above.
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("top")
        Grid {
          GridRow {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 0 }
          }
        }
      })
    let top = try #require(host.snapshot().first("top"))
    let grid = try #require(host.snapshot().first("Grid"))
    #expect(abs(grid.frame.minX + 48 - top.frame.minX) < 0.001)
  }
}
