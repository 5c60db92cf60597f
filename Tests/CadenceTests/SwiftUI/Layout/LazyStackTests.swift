import Cadence
import CadenceTesting
import Foundation
import Testing

/// Lazy stacks (SwiftUI's documentation of `LazyVStack` and `LazyHStack`: "the stack is
/// 'lazy,' in that the stack view doesn't create items until it needs to render them
/// onscreen"; "Creating Performant Scrollable Stacks": rows are created as they scroll into
/// view, `onAppear` runs as each comes into view). Rows here are 40 points in a 400-point
/// scroll view with no spacing: rows k…k+9 fill it at offset 40k.
@MainActor
@Suite("Lazy stacks")
struct LazyStackTests {
  /// Counts of appearances and disappearances of the rows, by row.
  @Observable final class Events {
    var appeared: [Int] = []
    var disappeared: [Int] = []
  }

  struct Counter: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
      Button("row \(index): \(taps)") { taps += 1 }.frame(height: 40)
    }
  }

  struct Rows: View {
    var count = 1_000
    var events = Events()
    var body: some View {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Button("to 500") { proxy.scrollTo(500, anchor: .top) }
          ScrollView {
            LazyVStack(spacing: 0) {
              ForEach(0..<count, id: \.self) { index in
                Counter(index: index)
                  .onAppear { events.appeared.append(index) }
                  .onDisappear { events.disappeared.append(index) }
              }
            }
          }
          .frame(height: 400)
        }
      }
    }
  }

  @Test("only the rows in the scroll view's frame are made and shown")
  func onlyVisibleRowsAreMade() {
    let host = ViewHost(Rows(), size: CGSize(width: 390, height: 844))
    #expect(shownNumbers("row ", in: host) == Array(0..<10))
    // A row of 1,000 made for each shown, not one for each element.
    #expect(host.statistics.nodesMounted < 200)
  }

  @Test("scrolling makes the rows coming into sight and leaves those going out")
  func scrollingMovesTheWindow() throws {
    let events = Events()
    let host = ViewHost(Rows(events: events), size: CGSize(width: 390, height: 844))
    #expect(events.appeared == Array(0..<10))
    try host.scroll("ScrollView", by: 100)
    // [100, 500): rows 2 (80–120) to 12 (480–520).
    #expect(shownNumbers("row ", in: host) == Array(2...12))
    #expect(events.appeared == Array(0..<13))
    #expect(events.disappeared == [0, 1])
    // Row 2 spans 80–120 of the content: its middle is at the scroll view's top.
    let middle = try #require(host.snapshot().first("row 2: 0")?.frame.midY)
    let scroll = try #require(host.snapshot().first("ScrollView")?.frame.minY)
    #expect(middle == scroll)
  }

  @Test("a row's state is kept while it is out of sight, and its onAppear runs again")
  func stateIsKeptByIdentity() throws {
    let events = Events()
    let host = ViewHost(Rows(events: events), size: CGSize(width: 390, height: 844))
    try host.tap("row 3: 0")
    try host.scroll("ScrollView", by: 2_000)
    #expect(shownNumbers("row ", in: host) == Array(50..<60))
    #expect(host.snapshot().first("row 3: 1") == nil)
    try host.scroll("ScrollView", by: -2_000)
    #expect(host.snapshot().first("row 3: 1") != nil)
    #expect(events.appeared.filter { $0 == 3 }.count == 2)
    #expect(events.disappeared.filter { $0 == 3 }.count == 1)
  }

  @Test("the content's length counts every row: the offset reaches the last one")
  func contentLengthCountsEveryRow() throws {
    let host = ViewHost(Rows(), size: CGSize(width: 390, height: 844))
    try host.scroll("ScrollView", by: 1e9)
    // 1,000 × 40 − 400.
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 39_600)
    #expect(shownNumbers("row ", in: host) == Array(990..<1_000))
  }

  @Test("scrollTo reaches a row never made, where the rows before it put it")
  func scrollToUnmadeRow() throws {
    let host = ViewHost(Rows(), size: CGSize(width: 390, height: 844))
    try host.tap("to 500")
    #expect(host.snapshot().first("ScrollView")?["contentOffset.y"] == 20_000)
    #expect(shownNumbers("row ", in: host).first == 500)
  }

  struct Uneven: View {
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<100, id: \.self) { index in
            Text("row \(index)").frame(height: index.isMultiple(of: 2) ? 20 : 60)
          }
        }
      }
      .frame(height: 400)
    }
  }

  @Test("rows of different lengths are placed end to end; unmade ones count at the mean")
  func unevenRows() throws {
    let host = ViewHost(Uneven(), size: CGSize(width: 390, height: 844))
    let snapshot = host.snapshot()
    let texts = snapshot.all("Text")
    // 20 + 60 per pair: rows 0–9 reach 400.
    #expect(texts.count == 10)
    // Each text is centred in its row: consecutive middles are (20 + 60) / 2 apart.
    for (first, second) in zip(texts, texts.dropFirst()) {
      #expect(second.frame.midY - first.frame.midY == 40)
    }
    // At the end, the last row ends where the scroll view does.
    try host.scroll("ScrollView", by: 1e9)
    let end = host.snapshot()
    let last = try #require(end.first("row 99")?.frame.midY)
    #expect(last == (end.first("ScrollView")?.frame.maxY ?? 0) - 30)
  }

  struct Across: View {
    var body: some View {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 10) {
          ForEach(0..<500, id: \.self) { index in
            Text("column \(index)").frame(width: 90, height: 30)
          }
        }
      }
      .frame(width: 300)
    }
  }

  @Test("a lazy horizontal stack makes the columns in sight, with its spacing")
  func horizontalStack() throws {
    let host = ViewHost(Across(), size: CGSize(width: 390, height: 844))
    // Columns start at 0, 100, 200 (each 90 wide, 10 apart): three overlap [0, 300).
    #expect(host.snapshot().all("Text").map(\.label) == ["column 0", "column 1", "column 2"])
    try host.scroll("ScrollView", by: 1e9)
    // 500 × 90 + 499 × 10 − 300.
    #expect(host.snapshot().first("ScrollView")?["contentOffset.x"] == 49_690)
  }

  @Test("a repeated identifier among lazy rows is reported and its element left out")
  func repeatedIdentifier() {
    let host = ViewHost(
      ScrollView {
        LazyVStack {
          ForEach(["a", "b", "a", "c"], id: \.self) { name in Text("row \(name)") }
        }
      })
    #expect(host.snapshot().all("Text").map(\.label) == ["row a", "row b", "row c"])
    let warning = host.diagnostics.first { $0.kind == .duplicateIdentifier }
    #expect(warning?.message.contains("offset 2") == true)
  }
}
