// The example of Documentation/Testing.md, "Your first test", as it is there (a test checks
// that they are the same).
import CadenceTesting
import SwiftUI
import Testing

struct ExpandingCard: View {
  @State private var open = false
  var body: some View {
    VStack {
      Color.blue.frame(width: 100, height: open ? 200 : 100)
      Button("Open") { withAnimation(.linear(duration: 0.5)) { open.toggle() } }
    }
  }
}

@MainActor
@Test("the card opens to 200 points in half a second")
func cardOpens() throws {
  let host = ViewHost(ExpandingCard(), diagnostics: .fail)  // a runtime warning fails the test
  try host.tap("Open")
  host.advance(by: 0.25)
  #expect(host.snapshot().first("blue")?.frame.height == 150)  // linear: half-way at 0.25 s
  try host.settle()
  #expect(host.snapshot().first("blue")?.frame.height == 200)
  #expect(host.expectMatchesGolden("card-opens", until: 0.5, at: [0, 0.25, 0.5]))
}
