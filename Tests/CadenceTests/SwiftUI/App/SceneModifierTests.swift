import Cadence
import CadenceTesting
import Foundation
import Testing

/// Scene modifiers and commands (Apple's documentation: a scene's environment values reach
/// its views; `onChange` on a scene runs as a view's does; `commands` adds menus whose
/// buttons run their actions and answer their keyboard shortcuts).
@MainActor
@Suite("Scene modifiers")
struct SceneModifierTests {
  @MainActor
  final class Model: ObservableObject {
    @Published var saves = 0
  }

  struct Editor: View {
    @Environment(\.locale) var locale
    @EnvironmentObject var model: Model
    var body: some View {
      Text("\(locale.identifier) saves \(model.saves)")
    }
  }

  struct EditorApp: App {
    let model = Model()
    var body: some Scene {
      WindowGroup {
        Editor()
      }
      .environment(\.locale, Locale(identifier: "fr_FR"))
      .environmentObject(model)
      .defaultSize(width: 800, height: 600)
      .commands {
        CommandMenu("File") {
          Button("Save") { model.saves += 1 }.keyboardShortcut("s")
        }
        CommandGroup(after: .newItem) {
          Button("Duplicate") { model.saves += 10 }
        }
      }
    }
  }

  @Test("a scene's environment reaches its views; its commands run and answer shortcuts")
  func environmentAndCommands() throws {
    let host = ViewHost(app: EditorApp())
    #expect(host.snapshot().first("fr_FR saves 0") != nil)
    try host.press("s", modifiers: .command)
    try host.tap("Duplicate")
    #expect(host.snapshot().first("fr_FR saves 11") != nil)
    #expect(host.snapshot().first("Commands") != nil)
    #expect(host.snapshot().allNodes.contains { $0.style("commandMenu") == "File" })
    #expect(host.snapshot().allNodes.contains { $0.style("defaultSize") == "800×600" })
  }

  struct StandardCommandsApp: App {
    var body: some Scene {
      WindowGroup { Text("main") }
        .commands {
          SidebarCommands()
          ToolbarCommands()
          InspectorCommands()
          TextEditingCommands()
          TextFormattingCommands()
          CommandMenu("Go") { Button("Back") {} }
        }
      WindowGroup(id: "second") { Text("second") }
      WindowGroup(id: "third") { Text("third") }
    }
  }

  @Test("the system's command sets are recorded by name; an app of three scenes hosts the first")
  func systemCommands() throws {
    let host = ViewHost(app: StandardCommandsApp())
    #expect(host.snapshot().first("main") != nil)
    let sets = host.snapshot().allNodes.compactMap { $0.style("systemCommands") }
    #expect(
      sets == [
        "sidebar: Toggle Sidebar ⌃⌘S", "toolbar: Toggle Toolbar ⌥⌘T, Customize Toolbar…",
        "inspector: Toggle Inspector ⌃⌘I",
        "textEditing: Find, Spelling and Grammar, Substitutions, Transformations, Speech",
        "textFormatting: Font, Text",
      ])
    #expect(host.snapshot().allNodes.contains { $0.style("commandMenu") == "Go" })
  }
}
