import Cadence
import CadenceTesting
import Foundation
import Testing

/// Deleting and moving rows as a person does (Apple's documentation of
/// `DynamicViewContent.onDelete(perform:)`: the action receives the offsets of the rows to
/// delete, and the list offers swipe to delete; `onMove(perform:)`: the action receives the
/// offsets moved and the destination, in the form `move(fromOffsets:toOffset:)` takes, the
/// destination counted before the move; `deleteDisabled(_:)`/`moveDisabled(_:)` keep a row
/// from it; `EditActions` do the same to a bound collection).
@MainActor
@Suite("Row actions: delete and move")
struct RowActionTests {
  struct Fruits: View {
    @State var fruits = ["Apple", "Banana", "Cherry", "Date"]
    var locked: Set<String> = []
    /// Every call of the actions, in order.
    let calls: Calls

    var body: some View {
      VStack {
        List {
          Text("Header")
          ForEach(fruits, id: \.self) { fruit in
            Text(fruit)
              .deleteDisabled(locked.contains(fruit))
              .moveDisabled(locked.contains(fruit))
          }
          .onDelete { offsets in
            calls.log.append("delete \(Array(offsets))")
            fruits.remove(atOffsets: offsets)
          }
          .onMove { offsets, destination in
            calls.log.append("move \(Array(offsets)) to \(destination)")
            fruits.move(fromOffsets: offsets, toOffset: destination)
          }
        }
        Text(fruits.joined(separator: ","))
      }
    }
  }

  /// The actions' calls, kept outside the view.
  @MainActor final class Calls {
    var log: [String] = []
  }

  @Test("deleting a row calls onDelete with its offset among the ForEach's rows only")
  func deleteCallsOnDeleteWithOffset() throws {
    let calls = Calls()
    let host = ViewHost(Fruits(calls: calls))
    // "Header" is a row of the list before the ForEach: offsets count the ForEach's rows.
    try host.deleteRow("Cherry")
    #expect(calls.log == ["delete [2]"])
    #expect(host.snapshot().first("Apple,Banana,Date") != nil)
    #expect(host.snapshot().first("Cherry") == nil)
    // The offsets are those of the rows now.
    try host.deleteRow("Date")
    #expect(calls.log == ["delete [2]", "delete [2]"])
    #expect(host.snapshot().first("Apple,Banana") != nil)
  }

  @Test("moving a row calls onMove with its offset and the destination counted before the move")
  func moveCallsOnMoveWithDestination() throws {
    let calls = Calls()
    let host = ViewHost(Fruits(calls: calls))
    // To the end: the destination is the number of rows.
    try host.moveRow("Apple", toOffset: 4)
    #expect(calls.log == ["move [0] to 4"])
    #expect(host.snapshot().first("Banana,Cherry,Date,Apple") != nil)
    // Up: before the row at offset 1 (Cherry).
    try host.moveRow("Date", toOffset: 1)
    #expect(calls.log.last == "move [2] to 1")
    #expect(host.snapshot().first("Banana,Date,Cherry,Apple") != nil)
  }

  @Test("a destination outside 0 through the number of rows is refused, naming the range")
  func moveOutOfRangeIsRefused() throws {
    let calls = Calls()
    let host = ViewHost(Fruits(calls: calls))
    let error = #expect(throws: ViewHostError.self) {
      try host.moveRow("Banana", toOffset: 5)
    }
    #expect(
      error?.reason
        == "the destination 5 is not an offset among its ForEach's 4 rows (0 through 4, "
        + "counted before the move)")
    #expect(throws: ViewHostError.self) { try host.moveRow("Banana", toOffset: -1) }
    #expect(calls.log.isEmpty)
  }

  @Test("deleteDisabled and moveDisabled keep a row from either action")
  func disabledRowsAreRefused() throws {
    let calls = Calls()
    let host = ViewHost(Fruits(locked: ["Banana"], calls: calls))
    let delete = #expect(throws: ViewHostError.self) { try host.deleteRow("Banana") }
    #expect(
      delete?.reason == "deleteDisabled(true) and moveDisabled(true) keep it from being edited")
    #expect(delete?.candidateCount == 3)
    #expect(throws: ViewHostError.self) { try host.moveRow("Banana", toOffset: 0) }
    #expect(calls.log.isEmpty)
    try host.deleteRow("Apple")
    #expect(calls.log == ["delete [0]"])
  }

  @Test("a row without onMove cannot be moved, and the error says it can be deleted")
  func deleteOnlyRowCannotMove() throws {
    struct Plain: View {
      @State var items = ["a", "b"]
      var body: some View {
        List {
          ForEach(items, id: \.self) { Text($0) }
            .onDelete { items.remove(atOffsets: $0) }
        }
      }
    }
    let host = ViewHost(Plain())
    let error = #expect(throws: ViewHostError.self) { try host.moveRow("a", toOffset: 2) }
    #expect(error?.reason == "it can be deleted but not moved (no onMove, or moveDisabled(true))")
    try host.deleteRow("b")
    #expect(host.snapshot().first("b") == nil)
    #expect(host.snapshot().first("a") != nil)
  }

  @Test("rows of a ForEach outside a list cannot be swiped away, as in SwiftUI")
  func outsideAListIsRefused() throws {
    struct Stacked: View {
      @State var items = ["a", "b"]
      var body: some View {
        VStack {
          ForEach(items, id: \.self) { Text($0) }
            .onDelete { items.remove(atOffsets: $0) }
        }
      }
    }
    let host = ViewHost(Stacked())
    let error = #expect(throws: ViewHostError.self) { try host.deleteRow("a") }
    #expect(error?.reason?.hasPrefix("it is not in a List or Form") == true)
    #expect(host.snapshot().first("a") != nil)
  }

  @Test("a row that is no row is not found, and the error lists the rows there are")
  func unknownRowListsRows() throws {
    let host = ViewHost(Fruits(calls: Calls()))
    let error = #expect(throws: ViewHostError.self) { try host.deleteRow("Header") }
    #expect(error?.candidateCount == 4)
  }

  @Test("the rows of a ForEach in a section are counted within it")
  func sectionsCountTheirOwnRows() throws {
    struct Sections: View {
      @State var first = ["a", "b"]
      @State var second = ["c", "d", "e"]
      @State var log: [String] = []
      var body: some View {
        List {
          Section("One") {
            ForEach(first, id: \.self) { Text($0) }
              .onDelete { first.remove(atOffsets: $0) }
          }
          Section("Two") {
            ForEach(second, id: \.self) { Text($0) }
              .onDelete { offsets in
                log.append("\(Array(offsets))")
                second.remove(atOffsets: offsets)
              }
          }
          Text(log.joined(separator: ";"))
            .accessibilityIdentifier("log")
        }
      }
    }
    let host = ViewHost(Sections())
    try host.deleteRow("d")
    #expect(host.snapshot().first("[1]") != nil)
    #expect(host.snapshot().first("d") == nil)
    #expect(host.snapshot().first("a") != nil)
  }

  struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  struct Editable: View {
    @State var items = [
      Item(id: 1, name: "milk"), Item(id: 2, name: "eggs"), Item(id: 3, name: "tea"),
    ]
    var body: some View {
      VStack {
        List($items, editActions: .all) { $item in Text(item.name) }
        Text(items.map(\.name).joined(separator: ","))
      }
    }
  }

  @Test("edit actions delete and move the bound collection's elements")
  func editActionsChangeTheCollection() throws {
    let host = ViewHost(Editable())
    try host.moveRow("milk", toOffset: 3)
    #expect(host.snapshot().first("eggs,tea,milk") != nil)
    try host.moveRow("milk", toOffset: 0)
    #expect(host.snapshot().first("milk,eggs,tea") != nil)
    // A move to where the row is changes nothing.
    try host.moveRow("eggs", toOffset: 2)
    #expect(host.snapshot().first("milk,eggs,tea") != nil)
    try host.deleteRow("eggs")
    #expect(host.snapshot().first("milk,tea") != nil)
  }
}
