import Cadence
import CadenceTesting
import Foundation
import Testing

/// `RenameButton` and `renameAction(_:)` (SwiftUI's documentation: the button runs the
/// rename action of its environment; with a focus state, renaming focuses the name's field).
@MainActor
@Suite("Rename")
struct RenameButtonTests {
  struct Document: View {
    @State var name = "Untitled"
    @FocusState var editing: Bool
    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($editing)
        RenameButton()
        Text("editing \(editing)")
      }
      .renameAction($editing)
    }
  }

  @Test("the button focuses the field of the name; typing then renames")
  func focusesTheField() throws {
    let host = ViewHost(Document())
    #expect(host.snapshot().first("editing false") != nil)
    try host.tap("Rename")
    #expect(host.snapshot().first("editing true") != nil)
    try host.type("!")
    #expect(host.snapshot().first("Name")?.style("text") == "Untitled!")
  }

  @Test("a closure rename action runs; with none the button is disabled")
  func closureAndNone() throws {
    struct Screen: View {
      @State var renames = 0
      var body: some View {
        VStack {
          RenameButton().renameAction { renames += 1 }
          Text("renames \(renames)")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Rename")
    #expect(host.snapshot().first("renames 1") != nil)
    let lone = ViewHost(RenameButton())
    #expect(lone.snapshot().first("Rename")?.style("disabled") == "true")
  }
}
