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
}
