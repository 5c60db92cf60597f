import Foundation

/// An encoder that encodes a whole value into one output (JSON data, property-list data), as
/// Core Transferable's `CodableRepresentation` takes.
public protocol TopLevelEncoder {
  /// The type the encoder writes.
  associatedtype Output
  /// Encodes `value`.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that decodes a whole value from one input (JSON data, property-list data), as
/// Core Transferable's `CodableRepresentation` takes.
public protocol TopLevelDecoder {
  /// The type the decoder reads.
  associatedtype Input
  /// Decodes a value of `type` from `from`.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
