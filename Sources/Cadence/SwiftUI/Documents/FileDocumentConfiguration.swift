import Foundation

/// What a document window's editor is given for a value document: the document, bound to
/// the window, its file and whether it may be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; `$document` binds it.
  @Binding public var document: Document
  /// The document's file, once it has one.
  public var fileURL: URL?
  /// Whether the document may be edited.
  public var isEditable: Bool

  init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}

/// What a document window's editor is given for a reference document: the document,
/// observed, its file and whether it may be edited.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document; `$document` makes bindings to its properties.
  @ObservedObject public var document: Document
  /// The document's file, once it has one.
  public var fileURL: URL?
  /// Whether the document may be edited.
  public var isEditable: Bool

  init(document: Document, fileURL: URL?, isEditable: Bool) {
    _document = ObservedObject(wrappedValue: document)
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}

/// What a view in a document window knows of its document (`documentConfiguration`).
public struct DocumentConfiguration: Sendable {
  /// The document's file, once it has one.
  public var fileURL: URL?
  /// Whether the document may be edited.
  public var isEditable: Bool
}

extension EnvironmentValues {
  private struct DocumentConfigurationKey: EnvironmentKey {
    static let defaultValue: DocumentConfiguration? = nil
  }

  /// The document of the window the view is in (nil outside a document window).
  public internal(set) var documentConfiguration: DocumentConfiguration? {
    get { self[DocumentConfigurationKey.self] }
    set { self[DocumentConfigurationKey.self] = newValue }
  }
}
