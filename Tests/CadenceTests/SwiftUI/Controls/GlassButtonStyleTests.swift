import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 26's glass button styles (Apple's documentation of `GlassButtonStyle`: a system style;
/// the button acts as any button) and `buttonSizing(_:)`.
@MainActor
@Suite("Glass button styles")
struct GlassButtonStyleTests {
  @Test("glass buttons record their style and act when tapped")
  func glass() throws {
    struct Player: View {
      @State var plays = 0
      var body: some View {
        VStack {
          Button("Play") { plays += 1 }.buttonStyle(.glass)
          Button("Buy") {}.buttonStyle(.glassProminent).buttonSizing(.flexible)
          Text("plays \(plays)")
        }
      }
    }
    let host = ViewHost(Player())
    try host.tap("Play")
    let snapshot = host.snapshot()
    #expect(snapshot.first("plays 1") != nil)
    #expect(snapshot.first("Play")?.style("buttonStyle") == "glass")
    #expect(snapshot.first("Buy")?.style("buttonStyle") == "glassProminent")
    #expect(snapshot.first("Buy")?.style("buttonSizing") == "flexible")
  }
}
