import Cadence
import CadenceTesting
import Foundation
import Testing

/// Row settings of lists (Apple's documentation of `listRowSpacing`, `selectionDisabled`,
/// `deleteDisabled`, `moveDisabled`, `listItemTint`, …): spacing is laid out between rows,
/// disabled selection makes a tap select nothing, disabled deletion and moving keep the row
/// out of the actions set around it; the drawn ones are recorded.
@MainActor
@Suite("List row settings")
struct ListRowSettingsTests {
  @Test("row spacing is laid out between rows (each at least 44 points tall)")
  func rowSpacing() throws {
    let host = ViewHost(
      List {
        Text("One")
        Text("Two")
      }
      .listRowSpacing(10))
    let one = try #require(host.snapshot().first("One"))
    let two = try #require(host.snapshot().first("Two"))
    #expect(two.frame.midY - one.frame.midY == 54)
  }

  @Test("a row with selection disabled is not selected by a tap")
  func selectionDisabled() throws {
    struct Screen: View {
      @State var picked: String?
      var body: some View {
        VStack {
          List(selection: $picked) {
            Text("Open").tag("open")
            Text("Locked").tag("locked").selectionDisabled()
          }
          Text("picked \(picked ?? "none")")
        }
      }
    }
    let host = ViewHost(Screen())
    try? host.tap("Locked")
    #expect(host.snapshot().first("picked none") != nil)
    try host.tap("Open")
    #expect(host.snapshot().first("picked open") != nil)
  }

  @Test("a row of a ForEach (tagged by its element) with selection disabled inside is not selected")
  func selectionDisabledInsideForEach() throws {
    // A regression: the ForEach's implicit tag is outside the row's `selectionDisabled`, and
    // it used to select the row anyway.
    struct Screen: View {
      @State var picked: String?
      var body: some View {
        VStack {
          List(selection: $picked) {
            ForEach(["Open", "Locked"], id: \.self) { name in
              Text(name).selectionDisabled(name == "Locked")
            }
          }
          Text("picked \(picked ?? "none")")
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(throws: ViewHostError.self) { try host.tap("Locked") }
    #expect(host.snapshot().first("picked none") != nil)
    try host.tap("Open")
    #expect(host.snapshot().first("picked Open") != nil)
  }

  @Test("deletion and moving disabled on one row; the others keep the list's actions")
  func actionsDisabled() {
    struct Screen: View {
      @State var items = ["a", "b", "c"]
      var body: some View {
        List {
          ForEach(items, id: \.self) { item in
            Text(item).deleteDisabled(item == "b").moveDisabled(item == "c")
          }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
        .listItemTint(.red)
        .listSectionSpacing(.compact)
      }
    }
    let snapshot = ViewHost(Screen()).snapshot()
    #expect(snapshot.first("a")?.style("onDelete") == "true")
    #expect(snapshot.first("b")?.style("onDelete") == "false")
    #expect(snapshot.first("b")?.style("onMove") == "true")
    #expect(snapshot.first("c")?.style("onMove") == "false")
    #expect(snapshot.first("List")?.style("listItemTint") == "fixed(red)")
    #expect(snapshot.first("List")?.style("listSectionSpacing") == "compact")
  }

  @Test("a negative row spacing is reported and none is used")
  func badSpacing() throws {
    let host = ViewHost(
      List {
        Text("One")
        Text("Two")
      }.listRowSpacing(-5))
    #expect(
      host.diagnostics.contains { $0.message.contains("listRowSpacing: -5.0 is not a spacing") })
    let one = try #require(host.snapshot().first("One"))
    let two = try #require(host.snapshot().first("Two"))
    #expect(two.frame.midY - one.frame.midY == 44)
  }

  @Test("a separator setting on some edges records which edges; on both, the value alone")
  func separatorEdges() {
    let host = ViewHost(
      List {
        Text("Top").listRowSeparator(.hidden, edges: .top)
        Text("Both").listRowSeparator(.hidden)
        Text("Tinted").listRowSeparatorTint(.red, edges: .bottom)
        Text("Section").listSectionSeparator(.visible, edges: .bottom)
      })
    let snapshot = host.snapshot()
    #expect(snapshot.first("Top")?.style("listRowSeparator") == "hidden top")
    #expect(snapshot.first("Both")?.style("listRowSeparator") == "hidden")
    #expect(snapshot.first("Tinted")?.style("listRowSeparatorTint") == "red bottom")
    #expect(snapshot.first("Section")?.style("listSectionSeparator") == "visible bottom")
  }
}
