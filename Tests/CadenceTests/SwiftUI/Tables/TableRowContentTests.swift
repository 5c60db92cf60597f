import Cadence
import CadenceTesting
import Foundation
import Testing

private struct File: Identifiable, Hashable {
  let id: String
  var children: [File]? = nil
}

private let tree = [
  File(id: "Docs", children: [File(id: "Notes", children: [File(id: "Todo")]), File(id: "Plan")]),
  File(id: "Photo"),
]

private struct Fruit: Identifiable, Hashable {
  var id: String
}

/// The rows of a table beyond a row per value (Apple's documentation of `Table`,
/// `DisclosureTableRow`, `TableOutlineGroupContent`, `Section`, `TableRowContent`'s modifiers,
/// `DynamicTableRowContent` and `TableColumnForEach`): rows below a row show while it is
/// expanded, sections head their rows, and the rows' modifiers act on each row.
@MainActor
@Suite("Table rows")
struct TableRowContentTests {
  private static let regular = CGSize(width: 1024, height: 768)

  private static func texts(_ host: ViewHost<some View>, among names: [String]) -> [String] {
    host.snapshot().all("Text").compactMap(\.label).filter(names.contains)
  }

  @Test("a tree's rows: children show below their parent, 20 points in a level, when expanded")
  func outline() throws {
    struct Files: View {
      @State var selected: String?
      var body: some View {
        VStack {
          Table(tree, children: \.children, selection: $selected) {
            TableColumn("Name", value: \.id)
          }
          Text("selected \(selected ?? "none")")
        }
      }
    }
    let host = ViewHost(Files().environment(\.horizontalSizeClass, .regular), size: Self.regular)
    let names = ["Docs", "Notes", "Todo", "Plan", "Photo"]
    #expect(Self.texts(host, among: names) == ["Docs", "Photo"])
    // The parent's disclosure button, then the next level's.
    try host.tap("chevron.right")
    #expect(Self.texts(host, among: names) == ["Docs", "Notes", "Plan", "Photo"])
    let docs = try #require(host.snapshot().first("Docs"))
    let notes = try #require(host.snapshot().first("Notes"))
    let plan = try #require(host.snapshot().first("Plan"))
    // Each level is 20 points in; a leaf leaves the button's room empty, so the texts of a
    // level line up.
    #expect(abs(notes.frame.minX - docs.frame.minX - 20) < 0.5)
    #expect(abs(plan.frame.minX - notes.frame.minX) < 0.5)
    let button = try #require(host.snapshot().first("chevron.down"))
    #expect(button.frame.minX < docs.frame.minX)
    try host.tap("chevron.right", index: 0)
    #expect(Self.texts(host, among: names) == ["Docs", "Notes", "Todo", "Plan", "Photo"])
    try host.tap("Todo")
    #expect(host.snapshot().first("selected Todo") != nil)
    // Collapsing the root hides every row below it.
    try host.tap("chevron.down", index: 0)
    #expect(Self.texts(host, among: names) == ["Docs", "Photo"])
    #expect(host.snapshot().first("chevron.right")?.style("expanded") == "false")
  }

  @Test("a disclosure row with a binding shows its rows while the binding is true")
  func disclosureBinding() throws {
    struct Screen: View {
      @State var open = true
      var body: some View {
        VStack {
          Table(of: Fruit.self) {
            TableColumn("Name", value: \.id)
          } rows: {
            DisclosureTableRow(Fruit(id: "Citrus"), isExpanded: $open) {
              TableRow(Fruit(id: "Lemon"))
              TableRow(Fruit(id: "Lime"))
            }
            TableRow(Fruit(id: "Fig"))
          }
          Text(open ? "open" : "closed")
        }
      }
    }
    let host = ViewHost(Screen())
    let names = ["Citrus", "Lemon", "Lime", "Fig"]
    #expect(Self.texts(host, among: names) == names)
    try host.tap("chevron.down")
    #expect(Self.texts(host, among: names) == ["Citrus", "Fig"])
    #expect(host.snapshot().first("closed") != nil)
  }

  @Test("a section's header spans the row, is not selectable, and collapses a collapsible one")
  func sections() throws {
    struct Screen: View {
      @State var selected: String?
      @State var showsSour = true
      var body: some View {
        VStack {
          Table(of: Fruit.self, selection: $selected) {
            TableColumn("Name", value: \.id)
            TableColumn("Kind") { _ in Text("fruit") }
          } rows: {
            Section("Sweet") {
              TableRow(Fruit(id: "Fig"))
            }
            Section(isExpanded: $showsSour) {
              ForEach([Fruit(id: "Lemon"), Fruit(id: "Lime")])
            } header: {
              Text("Sour")
            }
          }
          Text("selected \(selected ?? "none")")
        }
      }
    }
    let host = ViewHost(Screen().environment(\.horizontalSizeClass, .regular), size: Self.regular)
    let names = ["Sweet", "Fig", "Sour", "Lemon", "Lime"]
    #expect(Self.texts(host, among: names) == names)
    let sweet = try #require(host.snapshot().first("Sweet"))
    #expect(sweet.style("section") == "header")
    // The header has no cells: one "fruit" a value's row.
    #expect(host.snapshot().all("fruit").count == 3)
    // A header that does not collapse takes no tap, and selects nothing.
    #expect(throws: ViewHostError.self) { try host.tap("Sweet") }
    #expect(host.snapshot().first("selected none") != nil)
    #expect(sweet.style("expanded") == nil)
    try host.tap("Lime")
    #expect(host.snapshot().first("selected Lime") != nil)
    try host.tap("Sour")
    #expect(Self.texts(host, among: names) == ["Sweet", "Fig", "Sour"])
    #expect(host.snapshot().first("Sour")?.style("expanded") == "false")
  }

  @Test("the rows' modifiers: a context menu, hover, and rows a tap does not select")
  func modifiers() throws {
    struct Screen: View {
      @State var log = "none"
      @State var selected: String?
      var body: some View {
        VStack {
          Table(of: Fruit.self, selection: $selected) {
            TableColumn("Name", value: \.id)
          } rows: {
            TableRow(Fruit(id: "Fig"))
              .contextMenu { Button("Eat") { log = "eat" } }
              .onHover { log = $0 ? "over" : "out" }
            TableRow(Fruit(id: "Pit")).selectionDisabled()
          }
          Text("log \(log)")
          Text("selected \(selected ?? "none")")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.hover("Fig")
    #expect(host.snapshot().first("log over") != nil)
    host.endHover()
    #expect(host.snapshot().first("log out") != nil)
    try host.longPress("Fig")
    try host.tap("Eat")
    #expect(host.snapshot().first("log eat") != nil)
    // A row whose selection is disabled takes no tap.
    #expect(throws: ViewHostError.self) { try host.tap("Pit") }
    #expect(host.snapshot().first("selected none") != nil)
    #expect(host.snapshot().first("Pit")?.style("selectionDisabled") == "true")
  }

  @Test("dragging a row, and dropping items among a ForEach's rows at the offset of the drop")
  func dragAndInsert() async throws {
    struct Screen: View {
      @State var fruits = [Fruit(id: "Apple"), Fruit(id: "Cherry")]
      @State var dropped = "none"
      var body: some View {
        VStack {
          Text("Banana").draggable("Banana")
          Table(of: Fruit.self) {
            TableColumn("Name", value: \.id)
          } rows: {
            ForEach(fruits) { TableRow($0).draggable($0.id) }
              .dropDestination(for: String.self) { offset, items in
                fruits.insert(contentsOf: items.map(Fruit.init), at: offset)
              }
            TableRow(Fruit(id: "Bin")).dropDestination(for: String.self) { dropped = $0[0] }
          }
          Text(fruits.map(\.id).joined(separator: ","))
          Text("dropped \(dropped)")
        }
      }
    }
    let host = ViewHost(Screen())
    let apple = try #require(host.snapshot().first("Apple"))
    #expect(
      try await host.drag("Banana", onto: "Apple", at: CGPoint(x: 5, y: apple.frame.height - 1)))
    #expect(host.snapshot().first("Apple,Banana,Cherry") != nil)
    #expect(try await host.drag("Banana", onto: "Apple", at: CGPoint(x: 5, y: 1)))
    #expect(host.snapshot().first("Banana,Apple,Banana,Cherry") != nil)
    #expect(try await host.drag("Cherry", onto: "Bin"))
    #expect(host.snapshot().first("dropped Cherry") != nil)
  }

  @Test("columns from data: TableColumnForEach makes a column of each element")
  func columnsFromData() throws {
    let months = ["Jan", "Feb", "Mar"]
    let host = ViewHost(
      Table([Fruit(id: "Fig")]) {
        TableColumn("Name", value: \.id)
        TableColumnForEach(months, id: \.self) { month in
          TableColumn(month) { fruit in Text("\(fruit.id) in \(month)") }
        }
        TableColumnForEach(0..<2) { index in
          TableColumn("#\(index)") { _ in Text("cell \(index)") }
        }
      }
      .environment(\.horizontalSizeClass, .regular), size: Self.regular)
    let headers = ["Name", "Jan", "Feb", "Mar", "#0", "#1"]
    #expect(Self.texts(host, among: headers) == headers)
    let jan = try #require(host.snapshot().first("Fig in Jan"))
    let feb = try #require(host.snapshot().first("Fig in Feb"))
    #expect(feb.frame.minX > jan.frame.maxX)
    #expect(host.snapshot().first("cell 1") != nil)
  }

  @Test("rows of a type of one's own, made of rows (tableRowBody)")
  func ownRowType() throws {
    struct Pair: TableRowContent {
      let first: String
      let second: String
      var tableRowBody: some TableRowContent<Fruit> {
        TableRow(Fruit(id: first))
        TableRow(Fruit(id: second))
      }
    }
    let host = ViewHost(
      Table(of: Fruit.self) {
        TableColumn("Name", value: \.id)
      } rows: {
        Pair(first: "Fig", second: "Date")
        TableRow(Fruit(id: "Kiwi"))
      })
    #expect(Self.texts(host, among: ["Fig", "Date", "Kiwi"]) == ["Fig", "Date", "Kiwi"])
  }

  @Test("a table's style draws it: the automatic style's body is the table's rows and columns")
  func style() throws {
    let host = ViewHost(
      Table([Fruit(id: "Fig")]) { TableColumn("Name", value: \.id) }.tableStyle(.inset))
    #expect(host.snapshot().first("Fig") != nil)
    #expect(host.snapshot().first("Table")?.style("tableStyle") == "inset")
  }
}
