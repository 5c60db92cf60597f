import Cadence
import CadenceTesting
import Foundation
import Testing

/// `Menu` and `contextMenu` (SwiftUI's documentation: a menu's label opens it; choosing an
/// item runs its action and dismisses the menu; a context menu opens on a long press).
@MainActor
@Suite("Menus")
struct MenuTests {
  struct Document: View {
    @State var log: [String] = []
    var body: some View {
      VStack {
        Menu("Actions") {
          Button("Duplicate") { log.append("duplicate") }
          Button("Delete", role: .destructive) { log.append("delete") }
        }
        Text("photo").contextMenu {
          Button("Share") { log.append("share") }
        }
        Text("log \(log.joined(separator: ","))")
      }
    }
  }

  @Test("a menu opens from its label, runs the chosen item and closes")
  func menu() throws {
    let host = ViewHost(Document())
    #expect(host.snapshot().first("Duplicate") == nil)
    try host.tap("Actions")
    #expect(host.snapshot().first("Menu")?.style("open") == "true")
    #expect(host.snapshot().first("MenuItems") != nil)
    try host.tap("Delete")
    #expect(host.snapshot().first("log delete") != nil)
    #expect(host.snapshot().first("Duplicate") == nil)
    #expect(host.snapshot().first("Menu")?.style("open") == "false")
  }

  @Test("a context menu opens on a long press")
  func contextMenu() throws {
    let host = ViewHost(Document())
    #expect(host.snapshot().first("Share") == nil)
    try host.longPress("photo")
    try host.tap("Share")
    #expect(host.snapshot().first("log share") != nil)
    #expect(host.snapshot().first("Share") == nil)
  }

  @Test("an empty menu is reported when opened")
  func emptyMenu() throws {
    let host = ViewHost(Menu("Nothing") {})
    try host.tap("Nothing")
    #expect(host.diagnostics.map(\.message).contains("the menu was opened, but it has no items"))
  }

  /// Puts a caption under each menu, which is still the system's (`Menu(configuration)`).
  struct CaptionedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Menu(configuration)
        Text("choose one")
      }
    }
  }

  @Test("a custom menu style replaces the menu; Menu(configuration) still opens and chooses")
  func customStyle() throws {
    struct Screen: View {
      @State var log = "none"
      var body: some View {
        VStack {
          Menu("Sort") {
            Button("By name") { log = "name" }
            Button("By date") { log = "date" }
          }
          .menuStyle(CaptionedMenuStyle())
          Menu("Plain") { Button("One") { log = "one" } }.menuStyle(.borderedButton)
          Text("log \(log)")
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("choose one") != nil)
    try host.tap("Sort")
    try host.tap("By date")
    #expect(host.snapshot().first("log date") != nil)
    #expect(host.snapshot().allNodes.contains { $0.style("menuStyle") == "CaptionedMenuStyle" })
    #expect(host.snapshot().all("Menu").last?.style("menuStyle") == "borderedButton")
  }

  @Test("contextMenu(_:) attaches a ContextMenu made earlier; nil attaches none")
  func contextMenuValue() throws {
    struct Photo: View {
      let hasMenu: Bool
      @State var log = "none"
      var body: some View {
        VStack {
          Text("photo")
            .contextMenu(hasMenu ? ContextMenu { Button("Copy") { log = "copied" } } : nil)
          Text("log \(log)")
        }
      }
    }
    let host = ViewHost(Photo(hasMenu: true))
    try host.longPress("photo")
    try host.tap("Copy")
    #expect(host.snapshot().first("log copied") != nil)
    let none = ViewHost(Photo(hasMenu: false))
    try none.longPress("photo")
    #expect(none.snapshot().first("Copy") == nil)
    #expect(none.snapshot().first("ContextMenu")?.style("open") == "false")
  }

  @Test("a context menu's preview is shown above its items while it is open, and only then")
  func contextMenuPreview() throws {
    let host = ViewHost(
      Text("photo").contextMenu {
        Button("Share") {}
      } preview: {
        Text("big photo")
      })
    #expect(host.snapshot().first("big photo") == nil)
    try host.longPress("photo")
    let preview = try #require(host.snapshot().first("ContextMenuPreview"))
    let big = try #require(host.snapshot().first("big photo")?.frame)
    #expect(preview.frame.contains(big))
    let share = try #require(host.snapshot().first("Share")?.frame)
    #expect(preview.frame.maxY <= share.minY)
    try host.tap("Share")
    #expect(host.snapshot().first("big photo") == nil)
  }
}

@MainActor
@Suite("MenuButton")
struct MenuButtonTests {
  @Test("a menu button is a menu: a tap opens it, choosing runs the item; its style is recorded")
  func menuButton() throws {
    struct Picker: View {
      @State var chosen = "none"
      var body: some View {
        VStack {
          MenuButton("Sort") {
            Button("By name") { chosen = "name" }
          }
          .menuButtonStyle(PullDownMenuButtonStyle())
          Text("chosen \(chosen)")
        }
      }
    }
    let host = ViewHost(Picker())
    #expect(host.snapshot().first("Menu")?.style("menuButtonStyle") == "pullDown")
    try host.tap("Sort")
    try host.tap("By name")
    #expect(host.snapshot().first("chosen name") != nil)
  }
}
