import Foundation

/// A representation of an item through another transferable type's representations: a note
/// exported as its text is exported as every representation of `String`.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
  TransferRepresentation
{
  /// Primitive.
  public typealias Body = Never
  private let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
  private let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

  /// Exports the item as the proxy `exporting` makes, and imports it from a proxy.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
  ) {
    self.exporting = exporting
    self.importing = importing
  }

  /// Exports the item as the proxy `exporting` makes; it is not imported this way.
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
    self.exporting = exporting
    self.importing = nil
  }

  /// Imports the item from a proxy; it is not exported this way.
  public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
    self.exporting = nil
    self.importing = importing
  }

  /// The proxy's entries, each converting through the proxy (a file name the proxy's
  /// representation suggests is not carried over: it is one of the proxy, not of the item).
  public func _transferEntries() -> [_TransferEntry<Item>] {
    let exporting = exporting
    let importing = importing
    return ProxyRepresentation.transferEntries.compactMap { proxy in
      let exporter: (@Sendable (Item) async throws -> Data)? =
        exporting.flatMap { toProxy in
          guard proxy.exporter != nil else { return nil }
          return { item in try await proxy._export(try await toProxy(item)) }
        }
      let importer: (@Sendable (Data) async throws -> Item)? =
        importing.flatMap { fromProxy in
          guard proxy._imports else { return nil }
          return { data in try await fromProxy(try await proxy._import(data)) }
        }
      guard exporter != nil || importer != nil else { return nil }
      var entry = _TransferEntry<Item>(
        contentType: proxy.contentType, exporter: exporter, importer: importer)
      entry.visibility = proxy.visibility
      return entry
    }
  }
}
