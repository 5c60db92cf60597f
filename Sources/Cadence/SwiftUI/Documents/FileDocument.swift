import Foundation

/// A document held as a value and read from and written to a file (`DocumentGroup`,
/// `fileExporter`): the types it reads and writes, how it is read from a file wrapper and
/// how it is written to one.
@preconcurrency public protocol FileDocument {
  /// The types the document reads, the preferred first.
  static var readableContentTypes: [UTType] { get }
  /// The types the document writes, the preferred first (by default, those it reads).
  static var writableContentTypes: [UTType] { get }
  /// The document read from the file of the configuration.
  init(configuration: ReadConfiguration) throws
  /// The file the document is written as, of the configuration's type.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
  /// What reading a document is given.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What writing a document is given.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The types the document reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document held as an observable object, written from a snapshot of its state taken on
/// the main actor.
@preconcurrency public protocol ReferenceFileDocument: ObservableObject {
  /// The type of the snapshot the document is written from.
  associatedtype Snapshot
  /// The types the document reads, the preferred first.
  static var readableContentTypes: [UTType] { get }
  /// The types the document writes, the preferred first (by default, those it reads).
  static var writableContentTypes: [UTType] { get }
  /// The document read from the file of the configuration.
  init(configuration: ReadConfiguration) throws
  /// A snapshot of the document's state, to be written as `contentType`.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// The file `snapshot` is written as, of the configuration's type.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
  /// What reading a document is given.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What writing a document is given.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The types the document reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What reading a document is given: the file and its type.
public struct FileDocumentReadConfiguration {
  /// The type of the file.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper
}

/// What writing a document is given: the type to write and the file written before, if any.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file written before, if the document was saved already.
  public let existingFile: FileWrapper?
}

/// Why a document could not be written: it writes none of the types asked for.
struct DocumentWriteFailure: Error, CustomStringConvertible {
  let document: String
  let wanted: [UTType]
  let writable: [UTType]

  var description: String {
    "\(document) writes " + writable.map(\.identifier).joined(separator: ", ")
      + ", none of which is " + wanted.map(\.identifier).joined(separator: " or ")
  }
}

/// Writing documents of either kind, as `fileExporter` and a document window save them.
enum DocumentWriting {
  /// The type `document` is written as: the first of `wanted` it writes (any of them: its
  /// first writable type when `wanted` is empty).
  static func contentType(writable: [UTType], wanted: [UTType], document: String) throws
    -> UTType
  {
    if wanted.isEmpty, let first = writable.first { return first }
    for type in wanted where writable.contains(type) { return type }
    for type in wanted {
      if let match = writable.first(where: { $0.conforms(to: type) }) { return match }
    }
    throw DocumentWriteFailure(document: document, wanted: wanted, writable: writable)
  }

  /// The file wrapper of a value document, as the type chosen among `wanted`.
  static func file<D: FileDocument>(_ document: D, wanted: [UTType]) throws -> (
    FileWrapper, UTType
  ) {
    let type = try contentType(
      writable: D.writableContentTypes, wanted: wanted, document: String(describing: D.self))
    let wrapper = try document.fileWrapper(
      configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
    return (wrapper, type)
  }
}
