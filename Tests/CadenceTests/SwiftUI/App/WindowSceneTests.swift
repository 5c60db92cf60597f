import Cadence
import CadenceTesting
import Foundation
import Testing

/// Data-driven window groups, window and toolbar styles, menu bar extras (Apple's
/// documentation: `WindowGroup(for:)` gives each window a binding to its presented value, nil
/// for a window opened without one, or the default value when one is given; window styles
/// and scene shortcuts configure the windows a scene makes).
@MainActor
@Suite("Window scenes and styles")
struct WindowSceneTests {
  struct Note: Codable, Hashable {
    var title: String
  }

  struct NoteView: View {
    @Binding var note: Note?
    var body: some View {
      VStack {
        Text(note?.title ?? "no note")
        Button("new") { note = Note(title: "Draft") }
      }
    }
  }

  struct Notes: App {
    var body: some Scene {
      WindowGroup("Notes", for: Note.self) { $note in
        NoteView(note: $note)
      }
      .windowStyle(.hiddenTitleBar)
      .windowToolbarStyle(.unified(showsTitle: false))
      .keyboardShortcut("n", modifiers: [.command, .shift])
      MenuBarExtra("Status", systemImage: "star") {
        Text("menu content")
      }
      .menuBarExtraStyle(.window)
    }
  }

  @Test("a data-driven window group hosts its first window with no value, bound to its state")
  func presentedWindow() throws {
    let host = ViewHost(app: Notes())
    // Recorded on the window's content (its outermost node).
    let window = try #require(host.snapshot().allNodes.first { $0.style("windowStyle") != nil })
    #expect(window.style("windowStyle") == "hiddenTitleBar")
    #expect(window.style("windowToolbarStyle") == "unified(showsTitle: false)")
    #expect(window.style("sceneKeyboardShortcut") == "⇧⌘N")
    // The menu bar extra is not a window: it is not hosted.
    #expect(host.snapshot().first("menu content") == nil)
    try host.tap("new")
    #expect(host.snapshot().first("Draft") != nil)
  }

  @Test("a default value stands in for a window opened without one")
  func defaultValue() {
    struct Counter: App {
      var body: some Scene {
        WindowGroup(id: "counter", for: Int.self) { $count in
          Text("count \(count)")
        } defaultValue: {
          7
        }
      }
    }
    let host = ViewHost(app: Counter())
    #expect(host.snapshot().first("count 7") != nil)
  }
}

/// Toolbar placements and sidebar row sizes (Apple's documentation: the placements name
/// where an item goes; `sidebarRowSize` is a system setting, medium by default).
@MainActor
@Suite("Toolbar placements and sidebar rows")
struct PlacementTests {
  @Test("each toolbar placement, one's own included, is recorded on its item")
  func placements() {
    let host = ViewHost(
      NavigationStack {
        Text("page")
          .toolbar {
            ToolbarItem(placement: .secondaryAction) { Button("more") {} }
            ToolbarItem(placement: .destructiveAction) { Button("delete") {} }
            ToolbarItem(placement: .navigation) { Button("back") {} }
            ToolbarItem(placement: ToolbarItemPlacement(id: "custom")) { Button("mine") {} }
          }
      })
    #expect(host.snapshot().first("more")?.style("toolbar") == "secondaryAction")
    #expect(host.snapshot().first("delete")?.style("toolbar") == "destructiveAction")
    #expect(host.snapshot().first("back")?.style("toolbar") == "navigation")
    #expect(host.snapshot().first("mine")?.style("toolbar") == "custom")
  }

  @Test("the sidebar row size is medium unless set")
  func sidebarRowSize() {
    struct Row: View {
      @Environment(\.sidebarRowSize) var size
      var body: some View { Text("\(size)") }
    }
    #expect(ViewHost(Row()).snapshot().first("medium") != nil)
    #expect(ViewHost(Row().environment(\.sidebarRowSize, .large)).snapshot().first("large") != nil)
  }
}
