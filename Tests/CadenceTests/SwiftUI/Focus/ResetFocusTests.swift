import Cadence
import CadenceTesting
import Foundation
import Testing

/// `resetFocus` (Apple's documentation of `ResetFocusAction`: it puts the focus back to the
/// default of a focus scope), recorded as the default focus is.
@MainActor
@Suite("Reset focus")
struct ResetFocusTests {
  struct Screen: View {
    @Namespace private var scope
    @Environment(\.resetFocus) private var resetFocus
    var body: some View {
      VStack {
        Button("Play") {}.prefersDefaultFocus(in: scope)
        Button("Reset") { resetFocus(in: scope) }
      }
      .focusScope(scope)
    }
  }

  @Test("resetting the focus of a scope is recorded with the scope")
  func recorded() throws {
    let host = ViewHost(Screen())
    try host.tap("Reset")
    let scope = try #require(host.snapshot().first("Play")?.style("prefersDefaultFocus"))
    let messages = host.events.filter { $0.kind == .interaction }.map(\.message)
    #expect(messages.contains("resetFocus in \(scope)"))
  }
}
