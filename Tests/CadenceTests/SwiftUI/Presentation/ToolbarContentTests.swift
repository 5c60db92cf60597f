import Cadence
import CadenceTesting
import Foundation
import Testing

/// Toolbar content of one's own, as apps write it to share toolbars between screens.
private struct EditorToolbar: ToolbarContent {
  let canSave: Bool
  let save: @MainActor () -> Void

  var body: some ToolbarContent {
    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
    if canSave {
      ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
    }
  }
}

/// `ToolbarContent` (Apple's documentation: a type whose `body` is toolbar content, built by
/// `ToolbarContentBuilder`; `ToolbarItem` and `ToolbarItemGroup` are toolbar content, not views;
/// `toolbar(id:content:)` takes customizable content of items with identifiers).
@MainActor
@Suite("Toolbar content")
struct ToolbarContentTests {
  @Test("a toolbar content type of one's own shows its items, with its conditions")
  func customContent() throws {
    struct Editor: View {
      @State var saved = 0
      let canSave: Bool
      var body: some View {
        NavigationStack {
          Text("saved \(saved)").toolbar { EditorToolbar(canSave: canSave) { saved += 1 } }
        }
      }
    }
    let host = ViewHost(Editor(canSave: true))
    #expect(host.snapshot().first("Cancel")?.style("toolbar") == "cancellationAction")
    try host.tap("Save")
    #expect(host.snapshot().first("saved 1") != nil)
    #expect(ViewHost(Editor(canSave: false)).snapshot().first("Save") == nil)
  }

  @Test("customizable items carry their identifiers; an item hidden by default is not shown")
  func customizable() {
    let host = ViewHost(
      Text("Doc").toolbar(id: "editor") {
        ToolbarItem(id: "bold") { Button("Bold") {} }
        ToolbarItem(id: "share", placement: .primaryAction, showsByDefault: false) {
          Button("Share") {}
        }
        .customizationBehavior(.reorderable)
      })
    let bold = host.snapshot().first("Bold")
    #expect(bold?.style("toolbarItemID") == "bold")
    #expect(bold?.style("toolbarID") == "editor")
    #expect(host.snapshot().first("Share") == nil)
  }

  @Test("views still go in a toolbar directly, as SwiftUI's view form allows")
  func viewForm() {
    let host = ViewHost(Text("Home").toolbar { Button("Add") {} })
    #expect(host.snapshot().first("Add")?.style("toolbar") == "automatic")
  }
}
