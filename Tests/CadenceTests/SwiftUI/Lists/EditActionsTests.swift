import Cadence
import CadenceTesting
import Foundation
import Testing

/// `List($items, editActions:)` and `ForEach($items, editActions:)` (Apple's documentation of
/// `EditActions`: `.delete` lets rows be deleted, `.move` moved, `.all` both; each row gets a
/// binding to its element; VoiceOver offers a deletable row's "Delete" action).
@MainActor
@Suite("Edit actions on bound collections")
struct EditActionsTests {
  struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
    var done = false
  }

  struct Todo: View {
    @State var items = [
      Item(id: 1, name: "milk"), Item(id: 2, name: "eggs"), Item(id: 3, name: "tea"),
    ]
    let actions: EditActions<[Item]>
    var body: some View {
      VStack {
        List($items, editActions: actions) { $item in
          Toggle(item.name, isOn: $item.done)
        }
        Text(items.map { "\($0.name)\($0.done ? "✓" : "")" }.joined(separator: ","))
      }
    }
  }

  @Test("rows carry the actions offered, and each edits its element through its binding")
  func rowsAndBindings() throws {
    let host = ViewHost(Todo(actions: .all))
    #expect(host.snapshot().first("eggs")?.style("onDelete") == "true")
    #expect(host.snapshot().first("eggs")?.style("onMove") == "true")
    try host.toggle("eggs")
    #expect(host.snapshot().first("milk,eggs✓,tea") != nil)
  }

  @Test("a row's delete action removes its element; only the actions offered are recorded")
  func deleteAction() throws {
    let host = ViewHost(Todo(actions: .delete))
    #expect(host.snapshot().first("eggs")?.style("onMove") == nil)
    try host.performAccessibilityAction("delete", on: "eggs")
    #expect(host.snapshot().first("milk,tea") != nil)
    #expect(host.snapshot().first("eggs") == nil)
    let movable = ViewHost(Todo(actions: .move))
    #expect(movable.snapshot().first("milk")?.style("onDelete") == nil)
    // A row that cannot be deleted has no delete action to perform.
    #expect(movable.snapshot().first("milk")?.style("accessibilityActions") == nil)
    #expect(throws: (any Error).self) {
      try movable.performAccessibilityAction("delete", on: "milk")
    }
  }

  @Test("the indexed collection has the bound collection's indices")
  func indexedCollection() {
    let items = [Item(id: 7, name: "a"), Item(id: 9, name: "b")]
    let each = ForEach(.constant(items), editActions: .all) { $item in Text(item.name) }
    #expect(Array(each.data.indices) == [0, 1])
    #expect(each.data.count == 2)
    #expect(ViewHost(List { each }).snapshot().all("Text").map(\.label) == ["a", "b"])
  }

  /// A fixed-size collection: it cannot remove elements.
  struct Pair: MutableCollection, RandomAccessCollection {
    var items: [Item]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    subscript(position: Int) -> Item {
      get { items[position] }
      set { items[position] = newValue }
    }
  }

  @Test("deleting from a collection that cannot remove elements is reported, not silently skipped")
  func deleteFromOtherCollection() throws {
    struct Other: View {
      @State var items = Pair(items: [Item(id: 1, name: "one")])
      var body: some View {
        // `.delete` is only offered for such collections; its raw value asks for it anyway.
        List($items, editActions: EditActions(rawValue: 1)) { $item in Text(item.name) }
      }
    }
    struct Contiguous: View {
      @State var items: ContiguousArray<Item> = [
        Item(id: 1, name: "one"), Item(id: 2, name: "two"),
      ]
      var body: some View {
        List($items, editActions: .delete) { $item in Text(item.name) }
      }
    }
    // Any collection that can remove elements deletes, not arrays only.
    let contiguous = ViewHost(Contiguous())
    try contiguous.performAccessibilityAction("delete", on: "one")
    #expect(contiguous.snapshot().first("one") == nil)
    #expect(contiguous.snapshot().first("two") != nil)
    let host = ViewHost(Other())
    try host.performAccessibilityAction("delete", on: "one")
    #expect(host.snapshot().first("one") != nil)
    #expect(
      host.diagnostics.contains {
        $0.kind == .interactionFailed && $0.message.contains("Pair")
      })
  }
}
