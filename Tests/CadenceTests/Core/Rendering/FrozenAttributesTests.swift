import CadenceTesting
import Testing

@testable import Cadence

/// Rows that carry equal attributes share one frozen list (`RenderState.lastAttributes`: a
/// button row's `.opacity` list cost 56 bytes a row); each row still reads its own values,
/// and a change to one row changes that row only.
@MainActor
@Suite("Frozen attributes")
struct FrozenAttributesTests {
  private struct Rows: View {
    @State private var faded: Set<Int> = []
    var body: some View {
      VStack {
        ForEach(0..<4, id: \.self) { row in
          Button("row \(row)") { faded.insert(row) }
            .opacity(faded.contains(row) ? 0.25 : 0.5)
            .offset(x: row == 3 ? 8 : 0)
        }
        Text("plain")
      }
    }
  }

  @Test("equal lists read the same values; a changed row alone reads its new value")
  func sharedLists() throws {
    let host = ViewHost(Rows())
    let rows = (0..<4).map { host.snapshot().first("row \($0)") }
    #expect(rows.map { $0?.attributes["opacity"] } == [0.5, 0.5, 0.5, 0.5])
    #expect(rows.map { $0?.attributes["offset.x"] } == [0, 0, 0, 8])
    #expect(host.snapshot().first("plain")?.attributes["opacity"] == nil)
    try host.tap("row 1")
    let after = (0..<4).map { host.snapshot().first("row \($0)")?.attributes["opacity"] }
    #expect(after == [0.5, 0.25, 0.5, 0.5])
  }

  @Test("rows with equal attributes share one stored list; an unequal row keeps its own")
  func storageShared() {
    let host = ViewHost(Rows())
    let lists = (0..<4).compactMap { host.snapshot().first("row \($0)")?.storage.otherAttributes }
    #expect(lists.count == 4)
    #expect(lists[0].sharesStorage(with: lists[1]) && lists[1].sharesStorage(with: lists[2]))
    #expect(!lists[2].sharesStorage(with: lists[3]))
  }
}
