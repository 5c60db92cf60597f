import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Person: Identifiable, Hashable {
  let id: Int
  let name: String
  let age: Int
}

private let people = [
  Person(id: 1, name: "Grace", age: 85), Person(id: 2, name: "Ada", age: 36),
  Person(id: 3, name: "Alan", age: 41),
]

/// A sortable, selectable table as people write it (Apple's documentation of `Table`): the
/// app sorts its data when the sort order changes.
private struct People: View {
  @State var rows = people
  @State var order = [KeyPathComparator(\Person.name)]
  @State var selected: Person.ID?

  var body: some View {
    VStack {
      Table(rows, selection: $selected, sortOrder: $order) {
        TableColumn("Name", value: \.name)
        TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(80)
          .disabledCustomizationBehavior([.reorder, .visibility])
      }
      .onChange(of: order) { _, newOrder in rows.sort(using: newOrder) }
      Text("selected \(selected.map(String.init) ?? "none")")
    }
  }
}

/// Tables (Apple's documentation of `Table`, `TableColumn`, `TableRow`: "in a compact
/// horizontal size class, a table shows only its first column"; a header click sorts by a
/// sortable column; a selection of identifiers).
@MainActor
@Suite("Tables")
struct TableTests {
  private static let regular = CGSize(width: 1024, height: 768)

  @Test("compact: the first column only, as a list without a header")
  func compact() throws {
    let host = ViewHost(People())
    let snapshot = host.snapshot()
    #expect(snapshot.first("Table") != nil)
    #expect(snapshot.first("Grace") != nil)
    #expect(snapshot.first("85") == nil)
    #expect(snapshot.first("Name") == nil)
    try host.tap("Ada")
    #expect(host.snapshot().first("selected 2") != nil)
  }

  @Test("regular: a header, and each row's cells side by side at the columns' widths")
  func regular() throws {
    let host = ViewHost(
      People().environment(\.horizontalSizeClass, .regular), size: Self.regular)
    let snapshot = host.snapshot()
    let name = try #require(snapshot.first("Name"))
    let age = try #require(snapshot.first("Age"))
    #expect(age.frame.minX > name.frame.maxX)
    let grace = try #require(snapshot.first("Grace"))
    let graceAge = try #require(snapshot.first("85"))
    #expect(grace.frame.midY == graceAge.frame.midY)
    #expect(graceAge.frame.minX > grace.frame.maxX)
    // The fixed column is 80 points wide: its cell starts 80 points before the row's end.
    #expect(abs(graceAge.frame.minX - (1024 - 20 - 80)) < 1)
    #expect(snapshot.first("Name")?.style("sortOrder") == "ascending")
    #expect(snapshot.first("Age")?.style("disabledCustomization") == "reorder visibility")
    #expect(snapshot.first("Name")?.style("disabledCustomization") == "none")
  }

  @Test("tapping a sortable header sorts by it, then reverses it; the app's sort reorders rows")
  func sorting() throws {
    let host = ViewHost(
      People().environment(\.horizontalSizeClass, .regular), size: Self.regular)
    func order() -> [String] {
      host.snapshot().all("Text").compactMap(\.label).filter {
        ["Grace", "Ada", "Alan"].contains($0)
      }
    }
    try host.tap("Age")
    #expect(order() == ["Ada", "Alan", "Grace"])
    #expect(host.snapshot().first("Age")?.style("sortOrder") == "ascending")
    #expect(host.snapshot().first("Name")?.style("sortOrder") == "none")
    try host.tap("Age")
    #expect(order() == ["Grace", "Alan", "Ada"])
    #expect(host.snapshot().first("Age")?.style("sortOrder") == "descending")
  }

  @Test("rows from a row builder, and columns a customization hides")
  func rowsAndCustomization() throws {
    struct Screen: View {
      @State var customization = TableColumnCustomization<Person>()
      var body: some View {
        Table(of: Person.self, columnCustomization: $customization) {
          TableColumn("Name", value: \.name).customizationID("name")
          TableColumn("Age") { Text("\($0.age)") }.customizationID("age")
        } rows: {
          TableRow(people[0])
          ForEach(people.dropFirst()) { TableRow($0) }
        }
        .onAppear { customization[visibility: "name"] = .hidden }
      }
    }
    let host = ViewHost(Screen().environment(\.horizontalSizeClass, .regular), size: Self.regular)
    let snapshot = host.snapshot()
    #expect(snapshot.first("Name") == nil)
    #expect(snapshot.first("Grace") == nil)
    #expect(
      snapshot.all("Text").compactMap(\.label).filter { ["85", "36", "41"].contains($0) }
        == ["85", "36", "41"])
    var stored = TableColumnCustomization<Person>()
    stored[visibility: "age"] = .hidden
    let data = try JSONEncoder().encode(stored)
    #expect(try JSONDecoder().decode(TableColumnCustomization<Person>.self, from: data) == stored)
  }
}
