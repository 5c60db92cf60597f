import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Feed: View {
  @State var likes = 0
  var body: some View {
    VStack {
      Text("likes \(likes)")
      Button("like") { likes += 1 }
    }
  }
}

/// `TabView` with `tabItem` and `tag` (SwiftUI's documentation: the selected tab's content is
/// shown; a selection binding takes the tags' values; tabs keep their state while another is
/// shown).
@MainActor
@Suite("Tab views")
struct TabViewTests {
  /// Whether the node labelled `label` is kept hidden, off screen: not found by queries,
  /// but in the snapshot's nodes inside a hidden one (nil when it is nowhere).
  func isHidden(_ label: String, in host: ViewHost<some View>) -> Bool? {
    let snapshot = host.snapshot()
    if snapshot.first(label) != nil { return false }
    guard let node = snapshot.allNodes.first(where: { $0.label == label }) else { return nil }
    let inHidden = snapshot.allNodes.contains {
      $0.style("hidden") == "true" && (node.path == $0.path || node.path.hasPrefix($0.path + "/"))
    }
    return inHidden ? true : nil
  }

  struct Tabs: View {
    @State var selection = "feed"
    var body: some View {
      VStack {
        TabView(selection: $selection) {
          Feed().tabItem { Label("Feed", systemImage: "house") }.tag("feed")
          Text("profile page").tag("profile").tabItem { Text("Profile") }
        }
        Text("selected \(selection)")
      }
    }
  }

  @Test("the selected tab is shown; tapping a tab's item selects it through the binding")
  func selection() throws {
    let host = ViewHost(Tabs())
    #expect(isHidden("likes 0", in: host) == false)
    #expect(isHidden("profile page", in: host) == true)
    #expect(host.snapshot().first("TabBar")?.style("selection") == "feed")
    try host.tap("like")
    try host.tap("Profile")
    #expect(host.snapshot().first("selected profile") != nil)
    #expect(isHidden("profile page", in: host) == false)
    #expect(isHidden("likes 1", in: host) == true)
    // The hidden tab is not on screen: its button is not found, and it keeps its state.
    #expect(throws: (any Error).self) { try host.tap("like") }
    #expect(host.snapshot().first("like") == nil && host.snapshot().first("likes 1") == nil)
    try host.tap("Feed")
    #expect(isHidden("likes 1", in: host) == false)
  }

  @Test("without a binding the first tab is selected, and untagged tabs are numbered")
  func ownSelection() throws {
    let host = ViewHost(
      TabView {
        Text("one").tabItem { Text("First") }
        Text("two").tabItem { Text("Second") }
      })
    #expect(isHidden("two", in: host) == true)
    try host.tap("Second")
    #expect(isHidden("one", in: host) == true)
    #expect(host.snapshot().first("TabBar")?.style("selection") == "1")
  }

  @Test("the content fills the screen above a 49-point bar")
  func layout() {
    let host = ViewHost(TabView { Color.red.tabItem { Text("Only") } })
    let color = host.snapshot().first("Color")?.frame
    #expect(color == CGRect(x: 0, y: 0, width: 390, height: 844 - 49))
    #expect(
      host.snapshot().first("TabBar")?.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
  }

  @Test("a selection no tab has shows none and is reported")
  func unknownSelection() {
    let host = ViewHost(
      TabView(selection: .constant(7)) {
        Text("one").tabItem { Text("First") }.tag(1)
      })
    #expect(isHidden("one", in: host) == true)
    #expect(
      host.diagnostics.map(\.message).contains(
        "TabView: the selection 7 is no tab's (tabs: 1); no tab is shown"))
  }
}
