import Cadence
import CadenceTesting
import Foundation
import Testing

/// SwiftUI 18's `Tab` (Apple's documentation of `Tab` and `TabView(selection:content:)`: a
/// tab's value is what the selection takes when the tab is chosen; its title and image make
/// the bar's button).
@MainActor
@Suite("Tab")
struct TabTests {
  struct App: View {
    @State var selection = 0
    var body: some View {
      VStack {
        TabView(selection: $selection) {
          Tab("Home", systemImage: "house", value: 0) { Text("home content") }
          Tab("Search", systemImage: "magnifyingglass", value: 1, role: .search) {
            Text("search content")
          }
        }
        Text("selected \(selection)")
      }
    }
  }

  @Test("a tab's value is the selection when the host taps its title")
  func selection() throws {
    let host = ViewHost(App())
    #expect(host.snapshot().first("selected 0") != nil)
    try host.tap("Search")
    #expect(host.snapshot().first("selected 1") != nil)
    #expect(host.snapshot().first("search content")?.style("hidden") == nil)
    // The unselected tab keeps its state, off screen: queries do not find it.
    #expect(host.snapshot().first("home content") == nil)
    #expect(host.snapshot().allNodes.contains { $0.label == "home content" })
    #expect(host.snapshot().first("search content")?.style("tabRole") == "search")
  }

  @Test("tabs without values in a tab view that keeps its own selection, in sections")
  func withoutValues() throws {
    let host = ViewHost(
      TabView {
        TabSection("Main") {
          Tab("One", systemImage: "1.circle") { Text("first") }
          Tab("Two", systemImage: "2.circle") { Text("second") }
        }
      })
    try host.tap("Two")
    let bar = host.snapshot().first("TabBar")
    #expect(bar?.style("selection") == "1")
  }
}
