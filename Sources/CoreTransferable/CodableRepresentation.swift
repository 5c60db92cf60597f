import Combine
import Foundation

/// A representation of a `Codable` item as data of one content type, written by an encoder
/// and read by a decoder (JSON unless others are given).
@preconcurrency
public struct CodableRepresentation<
  Item: Transferable & Codable, Encoder: TopLevelEncoder & Sendable,
  Decoder: TopLevelDecoder & Sendable
>: TransferRepresentation where Encoder.Output == Data, Decoder.Input == Data {
  /// Primitive.
  public typealias Body = Never
  private let contentType: UTType
  private let encoder: Encoder
  private let decoder: Decoder

  /// Encodes the item with `encoder` and decodes it with `decoder`, as data of `contentType`.
  public init(
    for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder,
    decoder: Decoder
  ) {
    self.contentType = contentType
    self.encoder = encoder
    self.decoder = decoder
  }

  /// The one entry: the item encoded and decoded.
  public func _transferEntries() -> [_TransferEntry<Item>] {
    let encoder = encoder
    let decoder = decoder
    return [
      _TransferEntry(
        contentType: contentType, exporter: { try encoder.encode($0) },
        importer: { try decoder.decode(Item.self, from: $0) })
    ]
  }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
  /// Encodes and decodes the item as JSON, as data of `contentType`.
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    self.init(
      for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
  }
}
