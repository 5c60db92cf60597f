import Foundation

/// A representation of an item kept in a file: exported as the file's contents, imported
/// from a file the receiver is given.
///
/// Cadence moves data, not file handles: an exported file is read whole, and data imported
/// through a file representation is first written to a new file in the temporary directory
/// (`ReceivedTransferredFile.isOriginalFile` is false), which the importing closure may move
/// or copy, as on Apple platforms.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
  /// Primitive.
  public typealias Body = Never
  private let entry: _TransferEntry<Item>

  /// Exports the item as a file of `contentType` and imports it from one.
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    entry = _TransferEntry(
      contentType: contentType, exporter: Self.reading(exporting),
      importer: Self.writing(contentType, importing))
  }

  /// Exports the item as a file of `contentType`; it is not imported this way.
  public init(
    exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    entry = _TransferEntry(
      contentType: contentType, exporter: Self.reading(exporting), importer: nil)
  }

  /// Imports the item from a file of `contentType`; it is not exported this way.
  public init(
    importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    entry = _TransferEntry(
      contentType: contentType, exporter: nil, importer: Self.writing(contentType, importing))
  }

  /// The one entry.
  public func _transferEntries() -> [_TransferEntry<Item>] { [entry] }

  /// An exporter reading the file the item is sent as.
  private static func reading(
    _ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) -> @Sendable (Item) async throws -> Data {
    { item in try Data(contentsOf: try await exporting(item).file) }
  }

  /// An importer writing the data to a new temporary file and importing from it.
  private static func writing(
    _ contentType: UTType,
    _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) -> @Sendable (Data) async throws -> Item {
    { data in
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("cadence-transfer-" + UUID().uuidString, isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let name = "received" + (contentType.preferredFilenameExtension.map { "." + $0 } ?? "")
      let file = folder.appendingPathComponent(name)
      try data.write(to: file)
      return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
    }
  }
}

/// A file an exported item is sent as.
public struct SentTransferredFile: Sendable {
  /// The file.
  public var file: URL
  /// Whether the receiver may use the file itself rather than a copy.
  public var allowAccessingOriginalFile: Bool

  /// The file `file`, given to the receiver as a copy unless `allowAccessingOriginalFile`.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file an imported item is read from.
public struct ReceivedTransferredFile: Sendable {
  /// The file.
  public let file: URL
  /// Whether it is the sender's file itself rather than a copy.
  public let isOriginalFile: Bool
}
