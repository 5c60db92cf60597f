import Cadence
import CadenceTesting
import Foundation
import Testing

/// A row that counts its body evaluations, compared by its title only.
private struct Row: View, Equatable {
  let title: String
  let note: Int

  nonisolated static func == (lhs: Row, rhs: Row) -> Bool { lhs.title == rhs.title }

  var body: some View {
    Text(title + " \(note)")
  }
}

/// The same row without `Equatable`: compared field by field.
private struct PlainRow: View {
  let title: String
  let note: Int
  var body: some View {
    Text(title + " \(note)")
  }
}

private struct Rows: View {
  @State private var note = 0
  var body: some View {
    VStack {
      PlainRow(title: "plain", note: note)
      Row(title: "equatable", note: note).equatable()
      Text("\(note)").contentTransition(.numericText())
      Button("Bump") { note += 1 }
    }
  }
}

/// `equatable()` ("EquatableView": the content updates only when `==` says it changed),
/// and content transitions (recorded).
@MainActor
@Suite("Equatable views and content transitions")
struct EquatableViewTests {
  @Test("an equatable view does not update when == says it is unchanged")
  func equatable() throws {
    let host = ViewHost(Rows())
    try host.tap("Bump")
    let snapshot = host.snapshot()
    #expect(snapshot.first("plain 1") != nil)
    #expect(snapshot.first("equatable 0") != nil)
    #expect(snapshot.first("1")?.style("contentTransition") == "numericText")
  }
}
