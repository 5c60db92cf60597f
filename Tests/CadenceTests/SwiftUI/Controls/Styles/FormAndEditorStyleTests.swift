import Cadence
import CadenceTesting
import Foundation
import Testing

/// Custom form and text editor styles (SwiftUI's documentation of `FormStyle` and
/// `TextEditorStyle`: a custom style's body replaces the control; `Form(configuration)` and
/// a system style's body show the control as the system does).
@MainActor
@Suite("Form and text editor styles")
struct FormAndEditorStyleTests {
  /// A form with a title above it.
  struct TitledFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text("Settings")
        Form(configuration)
      }
    }
  }

  /// A form laid out as a plain stack of its rows.
  struct StackFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack { configuration.content }
    }
  }

  /// The system's editor with a counter under it.
  struct CountingEditorStyle: TextEditorStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        AutomaticTextEditorStyle().makeBody(configuration: configuration)
        Text("custom editor")
      }
    }
  }

  struct Screen: View {
    @State var name = ""
    @State var notes = ""
    var body: some View {
      VStack {
        Form {
          TextField("Name", text: $name)
        }
        .formStyle(TitledFormStyle())
        Form {
          Text("row")
        }
        .formStyle(StackFormStyle())
        Form { Text("grouped row") }.formStyle(.grouped)
        TextEditor(text: $notes).textEditorStyle(CountingEditorStyle())
        Text("name \(name) notes \(notes)")
      }
    }
  }

  @Test("a custom form style draws its body; Form(configuration) is a system form")
  func formStyles() throws {
    let host = ViewHost(Screen())
    let snapshot = host.snapshot()
    #expect(snapshot.first("Settings") != nil)
    #expect(snapshot.all("Form").count == 2)
    #expect(snapshot.first("row") != nil)
    #expect(snapshot.all("Form").last?.style("formStyle") == "grouped")
    try host.type("Ada", into: "Name")
    #expect(host.snapshot().first("name Ada notes ") != nil)
  }

  @Test("a custom text editor style wraps the system's editor, which still takes text")
  func editorStyles() throws {
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("custom editor") != nil)
    #expect(host.snapshot().first("TextEditor")?.style("textEditorStyle") == "automatic")
    try host.type("hello", into: "TextEditor")
    #expect(host.snapshot().first("name  notes hello") != nil)
  }
}
