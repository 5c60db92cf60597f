import Cadence
import CadenceTesting
import Foundation
import Testing

/// SwiftUI 18's tab content (Apple's documentation of `Tab`, `TabContent`, `TabRole.search`,
/// `TabViewCustomization` and iOS 26's `tabViewBottomAccessory(content:)`): a search tab
/// without a label is labelled "Search"; a hidden tab is not in the tab view; a badge shows on
/// the tab's item; customization remembers the tabs hidden by identifier.
@MainActor
@Suite("Tab content")
struct TabContentTests {
  struct Tabs: View {
    @State var selection = 0
    let showsArchive: Bool
    var body: some View {
      VStack {
        TabView(selection: $selection) {
          Tab("Inbox", systemImage: "tray", value: 0) { Text("inbox content") }
            .badge(3)
            .customizationID("inbox")
          Tab("Archive", systemImage: "archivebox", value: 1) { Text("archive content") }
            .hidden(!showsArchive)
          Tab(value: 2, role: .search) { Text("search content") }
        }
        Text("selected \(selection)")
      }
    }
  }

  @Test("a search tab without a label is titled Search, and the host selects it by it")
  func searchTab() throws {
    let host = ViewHost(Tabs(showsArchive: true))
    try host.tap("Search")
    #expect(host.snapshot().first("selected 2") != nil)
    #expect(host.snapshot().first("search content")?.style("tabRole") == "search")
  }

  @Test("a hidden tab is left out; a badge and a customization identifier are recorded")
  func hiddenAndBadged() throws {
    let shown = ViewHost(Tabs(showsArchive: true)).snapshot()
    // Shown, the archive is a tab of the bar; its content, unselected, is kept off screen.
    #expect(shown.first("Archive") != nil && shown.first("archive content") == nil)
    #expect(shown.allNodes.contains { $0.label == "archive content" })
    let hidden = ViewHost(Tabs(showsArchive: false)).snapshot()
    #expect(!hidden.allNodes.contains { $0.label == "archive content" })
    #expect(hidden.first("Archive") == nil)
    let inbox = try #require(hidden.first("inbox content"))
    #expect(inbox.style("customizationID") == "inbox")
    #expect(inbox.style("badge") == "3")
  }

  @Test("tab content built by a TabContentBuilder property composes into a tab view")
  func builder() throws {
    struct Built: View {
      @TabContentBuilder<Int> var tabs: some TabContent<Int> {
        Tab("One", systemImage: "1.circle", value: 1) { Text("first") }
        Tab("Two", systemImage: "2.circle", value: 2) { Text("second") }
      }
      @State var selection = 1
      var body: some View { TabView(selection: $selection) { tabs } }
    }
    let host = ViewHost(Built())
    try host.tap("Two")
    #expect(host.snapshot().first("TabBar")?.style("selection") == "2")
  }

  @Test("a customization keeps the visibility set by identifier, and resets it")
  func customization() {
    var customization = TabViewCustomization()
    #expect(customization[visibility: "inbox"] == .automatic)
    customization[visibility: "inbox"] = .hidden
    customization[sidebarVisibility: "inbox"] = .visible
    #expect(customization[visibility: "inbox"] == .hidden)
    let recorded = ViewHost(
      Text("tabs").tabViewCustomization(.constant(customization))
    ).snapshot().first("tabs")
    #expect(recorded?.style("tabViewCustomization") == "hidden inbox")
    customization.resetVisibility()
    #expect(customization[visibility: "inbox"] == .automatic)
    #expect(customization[sidebarVisibility: "inbox"] == .automatic)
  }

  @Test("a bottom accessory is shown above the bar, expanded, and the bar settings recorded")
  func bottomAccessory() throws {
    struct Player: View {
      @Environment(\.tabViewBottomAccessoryPlacement) var placement
      var body: some View { Text("playing, \(placement.map { "\($0)" } ?? "nowhere")") }
    }
    let host = ViewHost(
      TabView {
        Tab("Home", systemImage: "house") { Text("home") }
      }
      .tabViewBottomAccessory { Player() }
      .tabBarMinimizeBehavior(.onScrollDown)
      .frame(width: 390, height: 844))
    let snapshot = host.snapshot()
    let accessory = try #require(snapshot.first("TabViewBottomAccessory"))
    #expect(snapshot.first("playing, expanded") != nil)
    // Above the 49-point bar at the bottom of 844 points.
    #expect(accessory.frame.maxY == CGFloat(795))
    #expect(snapshot.first("TabBar")?.frame.minY == CGFloat(795))
    #expect(snapshot.roots.first?.style("tabBarMinimizeBehavior") == "onScrollDown")
  }
}

/// iOS 18's adaptable tab view styles and iOS 26's concentric rectangle (Apple's
/// documentation: on iPhone a sidebar-adaptable tab view shows a tab bar).
@MainActor
@Suite("Adaptable tab view styles")
struct AdaptableTabViewStyleTests {
  @Test("a sidebar-adaptable tab view shows its bar on iPhone and records its style")
  func sidebarAdaptable() throws {
    let host = ViewHost(
      TabView {
        Tab("Home", systemImage: "house") { Text("home") }
        TabSection { Tab("More", systemImage: "ellipsis") { Text("more") } }
      }
      .tabViewStyle(.sidebarAdaptable))
    try host.tap("More")
    #expect(host.snapshot().first("TabBar")?.style("selection") == "1")
    #expect(host.snapshot().roots.first?.style("tabViewStyle") == "sidebarAdaptable")
  }

  @Test("a concentric rectangle without a rounded container is its rectangle")
  func concentric() {
    let path = ConcentricRectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 5))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
  }
}
