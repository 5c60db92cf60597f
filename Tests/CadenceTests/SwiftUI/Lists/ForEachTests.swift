import Cadence
import CadenceTesting
import Testing

private struct Item: Identifiable, Equatable {
  var id: Int
  var name: String
}

private struct Row: View {
  var item: Item
  @State private var taps = 0

  var body: some View {
    Button("\(item.name) \(taps)") { taps += 1 }
  }
}

private struct List: View {
  @State var items: [Item]

  var body: some View {
    VStack {
      Button("reverse") { items.reverse() }
      Button("drop first") { items.removeFirst() }
      Button("append") { items.append(Item(id: 100, name: "new")) }
      ForEach(items) { item in Row(item: item) }
    }
  }
}

@MainActor
@Suite("ForEach")
struct ForEachTests {
  private func rows(_ host: ViewHost<List>) -> [String] {
    host.snapshot().all("Button").compactMap(\.label).filter {
      $0.contains(" ") && !$0.hasPrefix("drop")
    }
  }

  @Test("state follows an element's id when the data is reordered")
  func reorderKeepsState() throws {
    let host = ViewHost(List(items: [Item(id: 1, name: "a"), Item(id: 2, name: "b")]))
    try host.tap("a 0")
    try host.tap("reverse")
    #expect(rows(host) == ["b 0", "a 1"])
  }

  @Test("removing an element discards its state; appending mounts fresh state")
  func removeAndAppend() throws {
    let host = ViewHost(List(items: [Item(id: 1, name: "a"), Item(id: 2, name: "b")]))
    try host.tap("b 0")
    try host.tap("drop first")
    try host.tap("append")
    #expect(rows(host) == ["b 1", "new 0"])
  }

  @Test("a duplicate id is reported and only the first element is shown")
  func duplicateIDs() {
    let view = VStack {
      ForEach([1, 2, 1, 3], id: \.self) { Text("n\($0)") }
    }
    let host = ViewHost(view)
    #expect(host.snapshot().all("Text").compactMap(\.label) == ["n1", "n2", "n3"])
    let warning = host.diagnostics.first { $0.kind == .duplicateIdentifier }
    #expect(warning?.message.contains("found the ID 1 (by \\Int.self) more than once") == true)
    #expect(warning?.message.contains("offset 2") == true)
  }

  @Test("a range and an empty collection both work")
  func rangesAndEmpty() {
    #expect(
      ViewHost(ForEach(0..<3) { Text("\($0)") }).render() == """
        Text "0" frame.x=191 frame.y=382.5 frame.width=8.5 frame.height=21
        Text "1" frame.x=191 frame.y=411.5 frame.width=8.5 frame.height=21
        Text "2" frame.x=191 frame.y=440.5 frame.width=8.5 frame.height=21

        """)
    #expect(ViewHost(ForEach([String](), id: \.self) { Text($0) }).render() == "")
  }

  /// SwiftUI's `ForEach(_: Binding<C>, id:content:)`: each row gets a binding to its element.
  @Test("a bound collection identified by a key path gives each row a binding that writes back")
  func boundCollectionByKeyPath() throws {
    struct Row: Equatable {
      var name: String
      var done = false
    }
    struct Screen: View {
      @State var rows = [Row(name: "milk"), Row(name: "eggs")]
      var body: some View {
        VStack {
          ForEach($rows, id: \.name) { $row in
            Toggle(row.name, isOn: $row.done)
          }
          Text("done \(rows.filter(\.done).map(\.name).joined(separator: ","))")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.toggle("eggs")
    #expect(host.snapshot().first("done eggs") != nil)
    try host.toggle("milk")
    #expect(host.snapshot().first("done milk,eggs") != nil)
  }
}
