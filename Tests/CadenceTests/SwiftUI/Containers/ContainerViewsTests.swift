import Cadence
import CadenceTesting
import Foundation
import Testing

/// `LabeledContent`, `GroupBox`, `DisclosureGroup` and `ContentUnavailableView` (SwiftUI's
/// documentation and iOS's layout: a labelled row, a titled inset box, a label that shows or
/// hides its content, a centred empty state).
@MainActor
@Suite("Container views")
struct ContainerViewsTests {
  @Test("labeled content puts the label at the leading edge and the value at the trailing edge")
  func labeledContent() {
    let host = ViewHost(LabeledContent("Version", value: "1.2").frame(width: 300))
    let snapshot = host.snapshot()
    let row = snapshot.first("LabeledContent")!.frame
    let title = snapshot.first("Version")!.frame
    let value = snapshot.first("1.2")!
    #expect(title.minX == row.minX)
    #expect(abs(value.frame.maxX - row.maxX) < 1e-9)
    #expect(value.style("foreground") == "secondary")
  }

  @Test("a group box insets its titled content by 16 points on a rounded background")
  func groupBox() {
    let host = ViewHost(GroupBox("Storage") { Text("12 GB used") }.frame(width: 300))
    let snapshot = host.snapshot()
    let box = snapshot.first("GroupBox")!.frame
    let title = snapshot.first("Storage")!
    let content = snapshot.first("12 GB used")!.frame
    #expect(title.style("font") == "headline")
    #expect(abs(title.frame.minX - (box.minX)) < 1e-9)
    #expect(abs(content.minY - (title.frame.maxY + 8)) < 1e-9)
    let background = snapshot.first("RoundedRectangle")!.frame
    #expect(abs(background.minX - (box.minX - 16)) < 1e-9)
    #expect(abs(background.width - 300) < 1e-9)
  }

  @Test("a disclosure group's label toggles its content, mounted only while expanded")
  func disclosureGroup() throws {
    struct Settings: View {
      @State var expanded = false
      var body: some View {
        VStack {
          DisclosureGroup("Advanced", isExpanded: $expanded) { Text("Cache size") }
          Text(expanded ? "open" : "closed")
        }
      }
    }
    let host = ViewHost(Settings())
    #expect(host.snapshot().first("Cache size") == nil)
    #expect(host.snapshot().first("DisclosureGroup")?.style("expanded") == "false")
    try host.tap("Advanced")
    #expect(host.snapshot().first("Cache size") != nil)
    #expect(host.snapshot().first("open") != nil)
    let own = ViewHost(DisclosureGroup("More") { Text("hidden text") })
    try own.tap("More")
    #expect(own.snapshot().first("hidden text") != nil)
  }

  @Test("a content-unavailable view centres its symbol, title and description")
  func contentUnavailable() {
    let host = ViewHost(
      ContentUnavailableView(
        "No Mail", systemImage: "tray", description: Text("New mail appears here.")))
    let snapshot = host.snapshot()
    let stack = snapshot.first("ContentUnavailableView")!.frame
    #expect(abs(stack.midX - 195) < 1e-9 && abs(stack.midY - 422) < 1e-9)
    let title = snapshot.first("No Mail")!.frame
    let description = snapshot.first("New mail appears here.")!
    #expect(abs(title.midX - 195) < 1e-9)
    #expect(description.frame.minY > title.maxY)
    #expect(description.style("foreground") == "secondary")
    let image = snapshot.allNodes.first { $0.kind == "Image" }
    #expect(image?.label == "tray" || image?.style("symbol") == "tray")
    #expect(image.map { $0.frame.maxY <= title.minY } == true)
    let search = ViewHost(ContentUnavailableView.search(text: "kiwi")).snapshot()
    #expect(search.first("No Results") != nil)
    #expect(search.first("Check the spelling or try a new search for \u{201C}kiwi\u{201D}.") != nil)
  }

  /// A group box style that puts a footnote under the system's group box.
  struct FootnotedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        GroupBox(configuration)
        Text("footnote")
      }
    }
  }

  @Test("GroupBox(configuration) in a custom style is the system's group box, not the style again")
  func groupBoxOfConfiguration() throws {
    let snapshot = ViewHost(
      GroupBox("Storage") { Text("12 GB") }.groupBoxStyle(FootnotedGroupBoxStyle())
    ).snapshot()
    let box = try #require(snapshot.first("GroupBox"))
    for part in ["Storage", "12 GB"] {
      let frame = try #require(snapshot.first(part)?.frame)
      #expect(box.frame.contains(frame))
    }
    #expect(snapshot.all("GroupBox").count == 1)
    let footnote = try #require(snapshot.first("footnote")?.frame)
    #expect(footnote.minY >= box.frame.maxY)
  }
}
