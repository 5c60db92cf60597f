import Foundation

/// A scene of document windows: each shows a document, made new or opened from a file,
/// through the editor or viewer given.
///
/// Headless there is no document browser and one window: an editor group's first window
/// shows a new, untitled document (as a Mac app opens at launch; iOS shows its browser
/// first), kept as state of the window; a viewer group opens no window until a document is
/// opened, so it has no first window.
public struct DocumentGroup<Document, Content: View>: Scene {
  private let window: @MainActor () -> AnyView?

  /// The group's first window: a new document's editor, or the viewer of none.
  public var body: some Scene { _WindowScene(content: window) }
}

extension DocumentGroup where Document: FileDocument {
  /// Document windows editing value documents, the first a new one `newDocument` makes.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    window = { AnyView(_FileDocumentWindow(document: newDocument(), content: editor)) }
  }

  /// Document windows viewing value documents opened from files (none at first).
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    window = { nil }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Document windows editing reference documents, the first a new one `newDocument` makes.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    window = { AnyView(_ReferenceDocumentWindow(document: newDocument(), content: editor)) }
  }

  /// Document windows viewing reference documents opened from files (none at first).
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    window = { nil }
  }
}

/// A document window's content for a value document: the document kept as the window's
/// state, bound to the editor.
struct _FileDocumentWindow<Document: FileDocument, Content: View>: View {
  @State private var document: Document
  let content: (FileDocumentConfiguration<Document>) -> Content

  init(document: Document, content: @escaping (FileDocumentConfiguration<Document>) -> Content) {
    _document = State(initialValue: document)
    self.content = content
  }

  var body: some View {
    content(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
      .environment(\.documentConfiguration, DocumentConfiguration(fileURL: nil, isEditable: true))
  }
}

/// A document window's content for a reference document: the document kept as the window's
/// state object, observed by the editor.
struct _ReferenceDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
  @StateObject private var document: Document
  let content: (ReferenceFileDocumentConfiguration<Document>) -> Content

  init(
    document: @autoclosure @escaping () -> Document,
    content: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    _document = StateObject(wrappedValue: document())
    self.content = content
  }

  var body: some View {
    content(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
      .environment(\.documentConfiguration, DocumentConfiguration(fileURL: nil, isEditable: true))
  }
}
