import Foundation

/// A representation of an item that converts itself to and from data of one content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  /// Primitive.
  public typealias Body = Never
  private let entry: _TransferEntry<Item>

  /// Exports and imports the item as data of `contentType`.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    entry = _TransferEntry(contentType: contentType, exporter: exporting, importer: importing)
  }

  /// Exports the item as data of `contentType`; it is not imported this way.
  public init(
    exportedContentType contentType: UTType,
    exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    entry = _TransferEntry(contentType: contentType, exporter: exporting, importer: nil)
  }

  /// Imports the item from data of `contentType`; it is not exported this way.
  public init(
    importedContentType contentType: UTType,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    entry = _TransferEntry(contentType: contentType, exporter: nil, importer: importing)
  }

  /// The one entry.
  public func _transferEntries() -> [_TransferEntry<Item>] { [entry] }
}
