import Cadence
import CadenceTesting
import Foundation
import Testing

/// A list is lazy and scrolls: "List … loads rows lazily as they become visible" and keeps its
/// rows' state by identity (Apple's documentation of `List` and "Displaying data in lists").
/// With iOS's metrics Cadence uses for lists (`ListLayout`): a row is at least 44 points tall
/// (a 21-point text is centred in it) and inset 20 points on each side. A list 400 points tall
/// shows rows k…k+9 at offset 44k (row k + 9 ends 4 points past its bottom).
@MainActor
@Suite("Lazy lists")
struct LazyListTests {
  @Observable final class Events {
    var appeared: [Int] = []
    var disappeared: [Int] = []
  }

  struct Row: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
      Button("row \(index): \(taps)") { taps += 1 }
    }
  }

  struct Rows: View {
    var count = 1_000
    var events = Events()
    var body: some View {
      List {
        ForEach(0..<count, id: \.self) { index in
          Row(index: index)
            .onAppear { events.appeared.append(index) }
            .onDisappear { events.disappeared.append(index) }
        }
      }
      .frame(height: 400)
    }
  }

  @Test("only the rows in the list's frame are made, shown and found")
  func onlyVisibleRowsAreMade() throws {
    let host = ViewHost(Rows())
    #expect(shownNumbers("row ", in: host) == Array(0..<10))
    #expect(host.statistics.nodesMounted < 300)
    #expect(host.snapshot().first("row 20: 0") == nil)
    // Rows keep the list's metrics: 20 points in, centred in 44 points.
    let list = try #require(host.snapshot().first("List")?.frame)
    #expect(list.height == 400)
    let first = try #require(host.snapshot().first("row 0: 0")?.frame)
    #expect(first.minX == list.minX + 20)
    #expect(first.midY == list.minY + 22)
  }

  @Test("scrolling a list makes the rows coming into sight and keeps the state of those gone")
  func scrolling() throws {
    let events = Events()
    let host = ViewHost(Rows(events: events))
    try host.tap("row 3: 0")
    try host.scroll("List", by: 440)
    #expect(shownNumbers("row ", in: host) == Array(10..<20))
    #expect(events.disappeared == Array(0..<10))
    let list = try #require(host.snapshot().first("List")?.frame)
    #expect(host.snapshot().first("row 10: 0")?.frame.midY == list.minY + 22)
    try host.scroll("List", by: -440)
    #expect(host.snapshot().first("row 3: 1") != nil)
    #expect(events.appeared.filter { $0 == 3 }.count == 2)
  }

  @Test("the list's content counts every row: the last row can be scrolled to")
  func lastRow() throws {
    let host = ViewHost(Rows())
    try host.scroll("List", by: 1e9)
    #expect(shownNumbers("row ", in: host).last == 999)
    let list = try #require(host.snapshot().first("List")?.frame)
    #expect(host.snapshot().first("row 999: 0")?.frame.midY == list.maxY - 22)
  }

  @Test("a selection, a swipe to delete and a row found by scrolling work on lazy rows")
  func selectionAndDeletion() throws {
    struct Selecting: View {
      @State var items = (0..<200).map { "item \($0)" }
      @State var selection: String?
      var body: some View {
        VStack {
          Text("selected \(selection ?? "none"), \(items.count) items")
          List(selection: $selection) {
            ForEach(items, id: \.self) { Text($0) }
              .onDelete { items.remove(atOffsets: $0) }
          }
        }
      }
    }
    let host = ViewHost(Selecting())
    #expect(host.snapshot().first("item 150") == nil)
    try host.scroll("List", by: 150 * 44)
    try host.tap("item 150")
    #expect(host.snapshot().first("selected item 150, 200 items") != nil)
    try host.deleteRow("item 151")
    #expect(host.snapshot().first("selected item 150, 199 items") != nil)
    #expect(host.snapshot().first("item 151") == nil)
  }
}

/// A row's own insets: `listRowInsets(_:)` "applies an inset to the rows in a list" (Apple's
/// documentation): its content is laid out within them, and the row holds them.
@MainActor
@Suite("List row insets")
struct ListRowInsetsTests {
  @Test("a row's insets replace the list's 20 points across and add room along")
  func insets() throws {
    let host = ViewHost(
      List {
        Text("plain")
        Text("edge to edge").listRowInsets(EdgeInsets())
        Text("tall").listRowInsets(EdgeInsets(top: 30, leading: 50, bottom: 30, trailing: 10))
        Text("leading only").listRowInsets(.leading, 0)
      })
    let list = try #require(host.snapshot().first("List")?.frame)
    let plain = try #require(host.snapshot().first("plain")?.frame)
    let edge = try #require(host.snapshot().first("edge to edge")?.frame)
    let tall = try #require(host.snapshot().first("tall")?.frame)
    let leading = try #require(host.snapshot().first("leading only")?.frame)
    #expect(plain.minX == list.minX + 20)
    #expect(edge.minX == list.minX)
    // Rows of 44, 44, then 30 + 21 + 30 = 81: the tall row's text starts 30 into it.
    #expect(edge.midY == list.minY + 44 + 22)
    #expect(tall.minX == list.minX + 50)
    #expect(tall.minY == list.minY + 88 + 30)
    #expect(leading.minX == list.minX)
    #expect(leading.midY == list.minY + 88 + 81 + 22)
    #expect(host.snapshot().first("tall")?.style("listRowInsets") == "30 50 30 10")
  }

  @Test("a form's rows take their insets too")
  func formInsets() throws {
    let host = ViewHost(Form { Text("edge").listRowInsets(EdgeInsets()) })
    let form = try #require(host.snapshot().first("Form")?.frame)
    #expect(host.snapshot().first("edge")?.frame.minX == form.minX)
  }
}
