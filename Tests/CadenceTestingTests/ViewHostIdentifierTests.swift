import Cadence
import CadenceTesting
import Testing

/// Two buttons with the same title, told apart by identifiers, and an icon-like button named
/// by an accessibility label.
private struct Toolbar: View {
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Text("log \(log.joined(separator: ","))")
      Button("Save") { log.append("draft") }.accessibilityIdentifier("save-draft")
      Button("Save") { log.append("final") }.accessibilityIdentifier("save-final")
      Button("+") { log.append("plus") }.accessibilityLabel("Add item")
      // An identifier that is also another node's label wins over the label.
      Button("Save") { log.append("labelled") }.accessibilityIdentifier("Close")
      Button("Close") { log.append("close") }
    }
  }
}

@MainActor
@Suite("Finding views by identifier")
struct ViewHostIdentifierTests {
  @Test("queries match an identifier, then a label or accessibility label, then a kind")
  func matchingOrder() throws {
    let host = ViewHost(Toolbar())
    try host.tap("save-final")
    try host.tap("save-draft")
    try host.tap("Add item")
    try host.tap("Close")
    #expect(host.snapshot().first("log final,draft,plus,labelled") != nil)
    // Without an identifier or label match, the kind: the first button.
    try host.tap("Button")
    #expect(host.snapshot().first("log final,draft,plus,labelled,draft") != nil)
  }

  @Test("snapshots carry the identifier, and first/all match it")
  func snapshotIdentifiers() {
    let host = ViewHost(Toolbar())
    let snapshot = host.snapshot()
    #expect(snapshot.first("save-final")?.identifier == "save-final")
    #expect(snapshot.all("Save").count == 3)
    #expect(snapshot.first("Close")?.identifier == "Close")
    #expect(snapshot.first("Add item")?.label == "+")
    #expect(host.render().contains("Button \"Save\" "))
    #expect(host.render().contains("accessibilityIdentifier=save-final"))
  }

  @Test("an identifier used twice is an error naming both nodes")
  func sharedIdentifier() throws {
    let host = ViewHost(
      VStack {
        Button("A") {}.accessibilityIdentifier("twice")
        Button("B") {}.accessibilityIdentifier("twice")
      })
    let error = #expect(throws: ViewHostError.self) { try host.tap("twice") }
    #expect(error?.identifierIsShared == true)
    #expect(error?.description.contains("used by 2 nodes") == true)
    #expect(error?.description.contains("Button \"B\"") == true)
  }

  @Test("a query that matches nothing lists the candidates with their identifiers")
  func noMatch() throws {
    let host = ViewHost(Toolbar())
    let error = #expect(throws: ViewHostError.self) { try host.tap("missing") }
    #expect(error?.description.contains("(identifier \"save-draft\")") == true)
  }
}
