import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Fruit: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// A two-column app as people write it: a list with a selection, and the detail of the
/// selected item with a back button.
private struct FruitBrowser: View {
  @State var selection: Fruit.ID?
  let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

  var body: some View {
    NavigationSplitView {
      List(fruits, selection: $selection) { fruit in
        Text(fruit.name)
      }
      .navigationSplitViewColumnWidth(250)
    } detail: {
      Detail(name: fruits.first { $0.id == selection }?.name)
    }
  }
}

private struct Detail: View {
  let name: String?
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text(name.map { "About \($0)" } ?? "Pick a fruit")
      Button("Back") { dismiss() }
    }
  }
}

/// `NavigationSplitView` (Apple's documentation: "in compact size classes the split view
/// collapses into a single stack", its sidebar first; selecting a list row shows the detail;
/// in a regular size class the columns stand side by side, `navigationSplitViewColumnWidth`
/// sizing one) and list selection (a tapped row selects its tag or `ForEach` identifier).
@MainActor
@Suite("Navigation split views")
struct NavigationSplitViewTests {
  @Test("collapsed: the sidebar first, a chosen row shows the detail, back clears the choice")
  func compact() throws {
    let host = ViewHost(FruitBrowser())
    #expect(host.snapshot().first("Apple") != nil)
    #expect(host.snapshot().first("Pick a fruit") == nil)
    #expect(host.snapshot().first("NavigationSplitView")?.style("compactColumn") == "sidebar")
    try host.tap("Pear")
    #expect(host.snapshot().first("About Pear") != nil)
    #expect(host.snapshot().first("Apple") == nil)
    #expect(host.snapshot().first("NavigationSplitView")?["depth"] == 1)
    try host.tap("Back")
    #expect(host.snapshot().first("Apple") != nil)
    // Going back cleared the selection: no row is selected.
    #expect(host.snapshot().all("Text").allSatisfy { $0.style("selected") == nil })
  }

  @Test("regular: sidebar and detail side by side, the sidebar at its asked width")
  func regular() throws {
    let host = ViewHost(
      FruitBrowser().environment(\.horizontalSizeClass, .regular),
      size: CGSize(width: 1024, height: 768))
    let snapshot = host.snapshot()
    let split = try #require(snapshot.first("NavigationSplitView"))
    #expect(split.frame.width == 1024)
    let list = try #require(snapshot.first("List"))
    #expect(list.frame.width == 250)
    #expect(list.style("splitViewColumn") == "sidebar")
    let detail = try #require(snapshot.first("Pick a fruit"))
    #expect(abs(detail.frame.midX - (250 + 774.0 / 2)) < 1)
    try host.tap("Apple")
    #expect(host.snapshot().first("About Apple") != nil)
    #expect(host.snapshot().first("Apple")?.style("selected") == "true")
  }

  @Test("a prominent detail keeps the whole width, the sidebar over it; balanced shares it")
  func styles() throws {
    // Apple's documentation of `ProminentDetailNavigationSplitViewStyle`: "the detail column
    // keeps its size"; `BalancedNavigationSplitViewStyle` "reduces the size of the detail".
    func detailMidX(_ style: some NavigationSplitViewStyle) throws -> CGFloat {
      let host = ViewHost(
        FruitBrowser().navigationSplitViewStyle(style)
          .environment(\.horizontalSizeClass, .regular),
        size: CGSize(width: 1024, height: 768))
      #expect(host.snapshot().first("List")?.frame.minX == 0)
      return try #require(host.snapshot().first("Pick a fruit")).frame.midX
    }
    #expect(abs(try detailMidX(.prominentDetail) - 512) < 1)
    #expect(abs(try detailMidX(.balanced) - (250 + 774.0 / 2)) < 1)
    let configuration = NavigationSplitViewStyleConfiguration.self
    #expect(configuration == AutomaticNavigationSplitViewStyle.Configuration.self)
  }

  @Test("three columns: visibility hides the sidebar; the preferred compact column shows first")
  func threeColumns() throws {
    struct Mail: View {
      @State var visibility = NavigationSplitViewVisibility.doubleColumn
      @State var compact = NavigationSplitViewColumn.content
      var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compact) {
          Text("Mailboxes")
        } content: {
          Text("Inbox")
        } detail: {
          Text("Message")
        }
      }
    }
    let regular = ViewHost(
      Mail().environment(\.horizontalSizeClass, .regular), size: CGSize(width: 1024, height: 768))
    #expect(regular.snapshot().first("Mailboxes") == nil)
    #expect(abs((regular.snapshot().first("Inbox")?.frame.midX ?? 0) - 160) < 1)
    #expect(
      regular.snapshot().first("NavigationSplitView")?.style("columnVisibility") == "doubleColumn")
    let compact = ViewHost(Mail())
    #expect(compact.snapshot().first("Inbox") != nil)
    #expect(compact.snapshot().first("Mailboxes") == nil)
  }
}

/// Lists with selections and implicit tags (SwiftUI's documentation of `List(selection:)` and
/// `ForEach`: rows of a `ForEach` are tagged with their identifiers).
@MainActor
@Suite("List selection")
struct ListSelectionTests {
  @Test("a set selection toggles tapped rows; tagged rows select their tag")
  func multipleAndTagged() throws {
    struct Screen: View {
      @State var picked: Set<String> = []
      @State var size: String? = nil
      var body: some View {
        VStack {
          List(["a", "b", "c"], id: \.self, selection: $picked) { Text($0) }
          List(selection: $size) {
            Text("Small").tag("S")
            Text("Large").tag("L")
          }
          Text("picked \(picked.sorted().joined()) size \(size ?? "-")")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("a")
    try host.tap("c")
    try host.tap("Large")
    #expect(host.snapshot().first("picked ac size L") != nil)
    #expect(host.snapshot().first("c")?.style("selected") == "true")
    try host.tap("a")
    #expect(host.snapshot().first("picked c size L") != nil)
    #expect(host.snapshot().first("a")?.style("selected") == nil)
  }

  @Test("a picker's ForEach options are tagged with their identifiers")
  func pickerImplicitTags() throws {
    struct Screen: View {
      @State var flavor = "Vanilla"
      var body: some View {
        Picker("Flavor", selection: $flavor) {
          ForEach(["Vanilla", "Mint"], id: \.self) { Text($0) }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Mint")
    #expect(host.snapshot().first("Picker")?.style("selection") == "Mint")
  }
}
