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
      Canvas { context, size in
        context.fill(
          Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 10)), with: .color(.red))
        context.stroke(
          Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue),
          lineWidth: 2)
      }
      .frame(width: 40, height: 20)
    }
  }
}

private struct Rows_Previews: PreviewProvider {
  static var previews: some View {
    Rows().previewDisplayName("Rows").preferredColorScheme(.dark)
  }
}

/// `equatable()` ("EquatableView": the content updates only when `==` says it changed),
/// content transitions, previews and canvases.
@MainActor
@Suite("Equatable views, previews and canvases")
struct MiscellanyTests {
  @Test("an equatable view does not update when == says it is unchanged")
  func equatable() throws {
    let host = ViewHost(Rows())
    try host.tap("Bump")
    let snapshot = host.snapshot()
    #expect(snapshot.first("plain 1") != nil)
    #expect(snapshot.first("equatable 0") != nil)
    #expect(snapshot.first("1")?.style("contentTransition") == "numericText")
  }

  @Test("a preview provider's previews host like any view")
  func previews() {
    let host = ViewHost(Rows_Previews.previews)
    #expect(host.snapshot().first("VStack")?.style("previewDisplayName") == "Rows")
    #expect(host.snapshot().first("plain 0") != nil)
  }

  @Test("a canvas records its drawing commands at its size")
  func canvas() {
    let canvas = ViewHost(Rows()).snapshot().first("Canvas")
    let commands = canvas?.style("commands")?.split(separator: "\n").map(String.init) ?? []
    #expect(commands.first == "fill M 0 0 L 20 0 L 20 10 L 0 10 Z with red")
    #expect(commands.last?.hasPrefix("stroke M 4 2 C") == true)
    #expect(commands.last?.hasSuffix("with blue width 2") == true)
  }
}
