import Cadence
import CadenceTesting
import Foundation
import Testing

/// A value of the environment a toolbar item reads.
private struct ShelfKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var shelf: String {
    get { self[ShelfKey.self] }
    set { self[ShelfKey.self] = newValue }
  }
}

/// Shows the shelf of its environment.
private struct ShelfLabel: View {
  @Environment(\.shelf) var shelf
  var body: some View { Text("shelf \(shelf)") }
}

/// A pushed screen with a toolbar of its own, and a button that goes back.
private struct Detail: View {
  @Environment(\.dismiss) var dismiss
  var body: some View {
    Button("Close") { dismiss() }.toolbar { ToolbarItem { Button("Edit") {} } }
  }
}

/// A list whose toolbar counts, and pushes a screen with a toolbar of its own and one with
/// none.
private struct Library: View {
  @State var added = 0
  var body: some View {
    NavigationStack {
      VStack {
        Text("books \(added)")
        NavigationLink("Details") { Detail() }
        NavigationLink("Plain") { Text("No toolbar") }
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) { Button("Add \(added)") { added += 1 } }
        ToolbarItem(placement: .status) { ShelfLabel() }
      }
      .environment(\.shelf, "fiction")
    }
  }
}

/// How a view's `toolbar` reaches the bars of the navigation container around it: the bar
/// shows the items of the view on screen (a pushed view's, then the root's again), as they
/// are now, with the environment where the toolbar was applied (as SwiftUI's toolbar items
/// read the environment of the view they modify); a presentation's content has no share in
/// its presenter's bars.
@MainActor
@Suite("Toolbar sites")
struct ToolbarSitesTests {
  @Test("an item's label and action follow the state of the view that gave it")
  func liveItems() throws {
    let host = ViewHost(Library())
    try host.tap("Add 0")
    try host.tap("Add 1")
    let snapshot = host.snapshot()
    #expect(snapshot.first("books 2") != nil)
    #expect(snapshot.first("Add 2")?.frame.maxX == host.size.width - 16)
    #expect(snapshot.first("Add 0") == nil)
  }

  @Test("items read the environment where the toolbar was applied, not the bar's")
  func environment() {
    let host = ViewHost(Library())
    #expect(host.snapshot().first("shelf fiction") != nil)
  }

  @Test("a pushed view's items replace the root's; going back brings the root's again")
  func pushAndPop() throws {
    let host = ViewHost(Library())
    try host.tap("Details")
    var snapshot = host.snapshot()
    #expect(snapshot.first("Edit") != nil)
    #expect(snapshot.first("Add 0") == nil)
    try host.tap("Close")
    snapshot = host.snapshot()
    #expect(snapshot.first("Edit") == nil)
    #expect(snapshot.first("Add 0") != nil)
  }

  @Test("a pushed view with no toolbar shows no items (the root's leave with it)")
  func pushedWithoutToolbar() throws {
    let host = ViewHost(Library())
    try host.tap("Plain")
    let snapshot = host.snapshot()
    #expect(snapshot.first("No toolbar") != nil)
    #expect(snapshot.first("Add 0") == nil)
    #expect(snapshot.first("NavigationBar") == nil)
  }

  @Test("a sheet's toolbar stays in the sheet: its own stack's bar, or over its content")
  func presentations() throws {
    struct Presenter: View {
      @State var showsForm = false
      @State var showsNote = false
      var body: some View {
        NavigationStack {
          VStack {
            Button("Form") { showsForm = true }
            Button("Note") { showsNote = true }
          }
          .sheet(isPresented: $showsForm) { FormSheet() }
          .sheet(isPresented: $showsNote) {
            Text("Note").toolbar { Button("Pin") {} }
          }
        }
      }
    }
    struct FormSheet: View {
      @Environment(\.dismiss) var dismiss
      var body: some View {
        NavigationStack {
          Text("Fields").toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
          }
        }
      }
    }
    let host = ViewHost(Presenter())
    try host.tap("Form")
    let save = try #require(host.snapshot().first("Save"))
    #expect(save.style("toolbar") == "confirmationAction")
    // The sheet's own dismiss action, read where its toolbar was applied.
    try host.tap("Save")
    #expect(host.snapshot().first("Fields") == nil)
    try host.tap("Note")
    let pin = try #require(host.snapshot().first("Pin"))
    let note = try #require(host.snapshot().first("Note"))
    #expect(pin.frame.minY <= note.frame.minY)
    #expect(host.snapshot().first("NavigationBar") == nil)
  }
}

/// SwiftUI's view form of `toolbar`: each view is an item at the automatic placement.
@MainActor
@Suite("Toolbar sites, view form")
struct ToolbarViewFormTests {
  @Test("in a stack each view trails in order; outside one they are one row over the view")
  func viewForm() throws {
    let stacked = ViewHost(
      NavigationStack {
        Text("Home").toolbar {
          Button("A") {}
          Button("B") {}
        }
      },
      size: CGSize(width: 390, height: 844))
    let a = try #require(stacked.snapshot().first("A"))
    let b = try #require(stacked.snapshot().first("B"))
    #expect(b.frame.maxX == 374)
    #expect(a.frame.maxX == b.frame.minX - 8)
    #expect(a.style("toolbar") == "automatic")
    let bare = ViewHost(
      Text("Home").toolbar {
        Button("A") {}
        Button("B") {}
      })
    let row = try #require(bare.snapshot().first("HStack"))
    #expect(row.children.map { $0.label } == ["A", "B"])
    #expect(row.children.allSatisfy { $0.kind == "Button" })
  }
}
