import Cadence
import CadenceTesting
import Foundation
import Testing

/// Document apps (Apple's documentation of `DocumentGroup`: its editor gets a
/// `FileDocumentConfiguration` whose `$document` binds the window's document; a view in the
/// window reads `documentConfiguration`; `FileDocument.writableContentTypes` defaults to the
/// readable ones; a document is read from and written to a `FileWrapper`).
@MainActor
@Suite("Document groups")
struct DocumentGroupTests {
  struct Editor: View {
    @Binding var document: TextFile
    @Environment(\.documentConfiguration) private var configuration
    var body: some View {
      VStack {
        TextField("Text", text: $document.text)
        Text("length \(document.text.count), editable \(configuration?.isEditable == true)")
      }
    }
  }

  struct Notes: App {
    var body: some Scene {
      DocumentGroup(newDocument: TextFile(text: "Hello")) { file in
        Editor(document: file.$document)
      }
    }
  }

  @Test("an editor group's first window edits a new document, kept as the window's state")
  func editorEditsNewDocument() throws {
    let host = ViewHost(app: Notes())
    #expect(host.snapshot().first("length 5, editable true") != nil)
    // Typing appends to the field's text: the binding writes through to the document.
    try host.type(", world", into: "Text")
    #expect(host.snapshot().first("length 12, editable true") != nil)
  }

  @Test("a viewer group has no window until a document is opened")
  func viewerHasNoFirstWindow() {
    let group = DocumentGroup(viewing: TextFile.self) { file in Text(file.document.text) }
    #expect(group._firstWindowContent() == nil)
    // What a document writes defaults to what it reads.
    #expect(TextFile.writableContentTypes == [.plainText])
  }
}
