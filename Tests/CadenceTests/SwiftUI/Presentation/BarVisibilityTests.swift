import Cadence
import CadenceTesting
import Foundation
import Testing

/// Which bars and titles are shown: `toolbar(_:for:)` "specifies the preferred visibility of
/// the toolbar for the given bars" (Apple's documentation of `toolbar(_:for:)`), so the items
/// in a hidden bar are not on screen; a confirmation dialog's `titleVisibility` says whether
/// its title shows (Apple's documentation of `confirmationDialog`).
@MainActor
@Suite("Bar and title visibility")
struct BarVisibilityTests {
  struct Screen: View {
    @State var hidesBar = true
    var body: some View {
      NavigationStack {
        VStack {
          Button("Toggle bar") { hidesBar.toggle() }
        }
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
          ToolbarItem(placement: .bottomBar) { Button("Share") {} }
        }
        .toolbar(hidesBar ? .hidden : .visible, for: .navigationBar)
      }
    }
  }

  @Test("the items of a hidden navigation bar are not on screen; the bottom bar's still are")
  func hiddenNavigationBar() throws {
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("Add") == nil)
    #expect(throws: (any Error).self) { try host.tap("Add") }
    #expect(host.snapshot().first("Share") != nil)
    #expect(
      host.snapshot().allNodes.contains { $0.style("toolbarVisibility") == "hidden navigationBar" })
    try host.tap("Toggle bar")
    #expect(host.snapshot().first("Add") != nil)
  }

  @Test("hiding the bottom bar hides its items; automatic names the navigation bar")
  func bottomBarAndAutomatic() {
    let bottom = ViewHost(
      Color.clear.toolbar {
        ToolbarItem(placement: .bottomBar) { Button("Share") {} }
        ToolbarItem(placement: .automatic) { Button("Edit") {} }
      }
      .toolbar(.hidden, for: .bottomBar))
    #expect(bottom.snapshot().first("Share") == nil)
    #expect(bottom.snapshot().first("Edit") != nil)
    let automatic = ViewHost(
      Color.clear.toolbar { ToolbarItem(placement: .automatic) { Button("Edit") {} } }
        .toolbar(.hidden))
    #expect(automatic.snapshot().first("Edit") == nil)
  }

  struct Dialog: View {
    let visibility: Visibility
    var body: some View {
      Color.clear.confirmationDialog(
        "Delete the photo?", isPresented: .constant(true), titleVisibility: visibility
      ) {
        Button("Delete", role: .destructive) {}
      }
    }
  }

  @Test("a dialog's hidden title is not shown; a visible one is, and the setting is recorded")
  func dialogTitle() {
    let hidden = ViewHost(Dialog(visibility: .hidden))
    #expect(hidden.snapshot().first("Delete the photo?") == nil)
    #expect(hidden.snapshot().first("Delete") != nil)
    #expect(hidden.snapshot().allNodes.contains { $0.style("titleVisibility") == "hidden" })
    let visible = ViewHost(Dialog(visibility: .visible))
    #expect(visible.snapshot().first("Delete the photo?") != nil)
    #expect(visible.snapshot().allNodes.contains { $0.style("titleVisibility") == "visible" })
    let automatic = ViewHost(Dialog(visibility: .automatic))
    #expect(!automatic.snapshot().allNodes.contains { $0.style("titleVisibility") != nil })
  }
}

/// `toolbarTitleMenu(content:)`: "configure the title menu … the system displays a menu when
/// someone taps the navigation title" (Apple's documentation). The title is iOS's, not a view:
/// a host taps the menu by its label, `Title menu`.
@MainActor
@Suite("Title menus")
struct TitleMenuTests {
  struct Screen: View {
    @State var log = "none"
    var body: some View {
      NavigationStack {
        Text("chose \(log)")
          .navigationTitle("Notes")
          .toolbarTitleMenu {
            Button("Rename") { log = "rename" }
            Button("Duplicate") { log = "duplicate" }
          }
      }
    }
  }

  @Test("a tap on the title menu opens it, and its items run")
  func opens() throws {
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("Rename") == nil)
    try host.tap("Title menu")
    try host.tap("Rename")
    #expect(host.snapshot().first("chose rename") != nil)
  }
}
