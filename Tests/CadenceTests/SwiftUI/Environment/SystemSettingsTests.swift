import Cadence
import CadenceTesting
import Foundation
import Testing

/// Settings of what the system draws around a view (Apple's documentation of
/// `scenePadding`, `privacySensitive`, `dialogSeverity`, `persistentSystemOverlays`, …):
/// recorded on the view's nodes; `scenePadding` pads by 16 points (Cadence's number).
@MainActor
@Suite("System settings")
struct SystemSettingsTests {
  @Test("scene padding pads the content; the system's settings are recorded")
  func settings() throws {
    let host = ViewHost(
      Text("Card").frame(width: 100, height: 40).scenePadding()
        .privacySensitive().dialogSeverity(.critical).persistentSystemOverlays(.hidden)
        .menuActionDismissBehavior(.disabled).navigationSubtitle("Drafts"))
    let card = try #require(host.snapshot().first("Card"))
    #expect(card.style("scenePadding") == "minimum")
    #expect(card.style("privacySensitive") == "true")
    #expect(card.style("dialogSeverity") == "critical")
    #expect(card.style("persistentSystemOverlays") == "hidden")
    #expect(card.style("menuActionDismissBehavior") == "disabled")
    #expect(card.style("navigationSubtitle") == "Drafts")
    let padded = ViewHost(
      Color.blue.frame(width: 100, height: 40).scenePadding().background { Color.red })
    #expect(padded.snapshot().first("red")?.frame.size == CGSize(width: 132, height: 72))
  }
}
