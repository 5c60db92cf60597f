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

  private struct Kinds: View {
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Text("log \(log.joined(separator: ","))")
        Rectangle().frame(width: 20, height: 20).onTapGesture { log.append("shape") }
        Button("caf\u{E9} \(log.count)") { log.append("button") }
          .accessibilityIdentifier("b\(log.count)")
      }
    }
  }

  @Test("nodes found by kind are looked up through the keys of their frozen form, none included")
  func foundByKind() throws {
    let host = ViewHost(Kinds())
    // No label: the rectangle is listed without a key, and found by identity among those.
    try host.tap("Rectangle")
    // Found by kind, through its label's key, after each change of label.
    try host.tap("Button")
    try host.tap("Button")
    try host.tap("Rectangle")
    #expect(host.snapshot().first("log shape,button,button,shape") != nil)
  }

  @Test("a relabelled button is found by its new label and identifier only")
  func relabelled() throws {
    let host = ViewHost(Kinds())
    try host.tap("caf\u{E9} 0")
    #expect(throws: (any Error).self) { try host.tap("caf\u{E9} 0") }
    #expect(throws: (any Error).self) { try host.tap("#b0") }
    try host.tap("#b1")
    // Canonically equivalent to the label (e and a combining acute accent): the same key.
    try host.tap("cafe\u{301} 2")
    #expect(host.snapshot().first("log button,button,button") != nil)
  }
}
