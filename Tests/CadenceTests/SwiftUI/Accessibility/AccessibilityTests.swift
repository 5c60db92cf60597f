import Cadence
import CadenceTesting
import Foundation
import Testing

/// `accessibilityIdentifier` and `accessibilityLabel`, recorded as textual attributes of the
/// rendered nodes they modify (through a transparent `Group`, each of its nodes); a host's
/// queries match the identifier first, then the label.
@MainActor
@Suite("Accessibility")
struct AccessibilityTests {
  @Test("identifiers and labels are recorded on each rendered node; the innermost wins")
  func recorded() {
    let view = VStack {
      Group {
        Text("Hi").accessibilityIdentifier("inner")
        Text("There")
      }
      .accessibilityIdentifier("outer")
      .accessibilityLabel("Greeting")
    }
    .accessibilityIdentifier("stack")
    let snapshot = ViewHost(view).snapshot()
    #expect(snapshot.first("VStack")?.identifier == "stack")
    #expect(snapshot.first("Hi")?.identifier == "inner")
    #expect(snapshot.first("There")?.identifier == "outer")
    #expect(snapshot.first("There")?.style("accessibilityLabel") == "Greeting")
  }

  @Test("a tap finds a node by identifier before label, and by accessibility label")
  func queries() throws {
    struct Panel: View {
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Button("Save") { log.append("label") }
          Button("Other") { log.append("identifier") }.accessibilityIdentifier("Save")
          Button("×") { log.append("close") }.accessibilityLabel("Close")
          Text(log.joined(separator: ","))
        }
      }
    }
    let host = ViewHost(Panel())
    try host.tap("Save")
    try host.tap("Close")
    #expect(host.snapshot().first("identifier,close") != nil)
  }
}
