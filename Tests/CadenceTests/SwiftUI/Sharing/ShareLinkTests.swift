import Cadence
import CadenceTesting
import Foundation
import Testing

/// `ShareLink` (Apple's documentation: a button that shares its items, with a subject,
/// message and previews; its default label is "Share" with the share symbol). Headless there
/// is no share sheet: what it shares and how often it was tapped are recorded.
@MainActor
@Suite("ShareLink")
struct ShareLinkTests {
  @Test("a share link records its items, subject, message and previews, and counts its taps")
  func records() throws {
    let url = URL(string: "https://example.com/a")!
    let host = ViewHost(
      VStack {
        ShareLink(item: url, subject: Text("Look"), message: Text("A page"))
        ShareLink("Photos", items: ["one", "two"]) { SharePreview("Photo \($0)") }
        ShareLink(item: "text") { Text("Send text") }
      })
    let links = host.snapshot().allNodes.filter { $0.style("share.items") != nil }
    #expect(links.map(\.label) == ["Share", "Photos", "Send text"])
    #expect(links[0].style("share.items") == "https://example.com/a")
    #expect(links[0].style("share.subject") == "Look")
    #expect(links[0].style("share.message") == "A page")
    #expect(links[1].style("share.preview") == "Photo one, Photo two")
    try host.tap("Photos")
    try host.tap("Photos")
    #expect(host.snapshot().first("Photos")?["shareCount"] == 2)
  }

  @Test("a preview's image and icon are recorded with its title")
  func previewImageAndIcon() {
    let host = ViewHost(
      ShareLink(
        item: "text",
        preview: SharePreview("Note", image: Image("paper.png"), icon: Image("app-icon"))))
    #expect(
      host.snapshot().allNodes.first { $0.style("share.preview") != nil }?.style("share.preview")
        == "Note (image paper.png, icon app-icon)")
  }
}
