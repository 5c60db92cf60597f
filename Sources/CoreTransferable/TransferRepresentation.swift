import Foundation

/// A description of how an item is imported and exported: one content type with its
/// conversions (`DataRepresentation`, `CodableRepresentation`, `FileRepresentation`,
/// `ProxyRepresentation`), or several composed in a `body`, the preferred first.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type of the item transferred.
  associatedtype Item: Transferable
  /// The type of the representation's body.
  associatedtype Body: TransferRepresentation
  /// The representations this one is made of, the preferred first.
  @TransferRepresentationBuilder<Item> var body: Body { get }
  /// The representation's content types and conversions, flattened, the preferred first.
  func _transferEntries() -> [_TransferEntry<Item>]
}

extension TransferRepresentation {
  /// The entries of the body: a representation composed of others is theirs.
  public func _transferEntries() -> [_TransferEntry<Item>] {
    // The body is built for `Item` by the builder; a body of another item has no entries.
    (body._transferEntries() as [Any]).compactMap { $0 as? _TransferEntry<Item> }
  }
}

extension TransferRepresentation where Body == Never {
  /// A primitive representation has no body.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive transfer representation")
  }
}

extension Never: TransferRepresentation {
  /// Never transfers nothing.
  public typealias Item = Never
  /// Never has no body.
  public var body: Never { self }
  /// Never has no entries.
  public func _transferEntries() -> [_TransferEntry<Never>] { [] }
}

extension Never: Transferable {
  /// Never has no representation.
  public static var transferRepresentation: Never {
    preconditionFailure("Never has no transfer representation")
  }
  /// Never has no entries.
  public static var transferEntries: [_TransferEntry<Never>] { [] }
}

/// One content type of an item with its conversions: what a representation flattens to.
public struct _TransferEntry<Item: Transferable>: Sendable {
  /// The content type.
  let contentType: UTType
  /// Exports an item as data of the content type, if the representation exports.
  var exporter: (@Sendable (Item) async throws -> Data)?
  /// Imports an item from data of the content type, if the representation imports.
  var importer: (@Sendable (Data) async throws -> Item)?
  /// The file name suggested for an exported item, if any.
  var fileName: (@Sendable (Item) -> String?)?
  /// Who may receive the exported data.
  var visibility: TransferRepresentationVisibility = .all
  /// Whether the item exports through this entry (`exportingCondition`); none: always.
  var condition: (@Sendable (Item) -> Bool)?

  /// The content type.
  public var _contentType: UTType { contentType }

  /// The suggested file name of `item`, if the representation gives one.
  public func _suggestedFileName(for item: Item) -> String? { fileName?(item) }

  /// Whether the entry exports `item`.
  public func _exports(_ item: Item) -> Bool { exporter != nil && (condition?(item) ?? true) }

  /// `item` as data of the content type.
  public func _export(_ item: Item) async throws -> Data {
    guard let exporter else {
      throw TransferFailure(
        description: "\(Item.self)'s \(contentType.identifier) representation does not export")
    }
    return try await exporter(item)
  }

  /// Whether the entry imports data.
  public var _imports: Bool { importer != nil }

  /// An item made from `data` of the content type.
  public func _import(_ data: Data) async throws -> Item {
    guard let importer else {
      throw TransferFailure(
        description: "\(Item.self)'s \(contentType.identifier) representation does not import")
    }
    return try await importer(data)
  }

  /// An entry with the conversions given.
  init(
    contentType: UTType, exporter: (@Sendable (Item) async throws -> Data)?,
    importer: (@Sendable (Data) async throws -> Item)?
  ) {
    self.contentType = contentType
    self.exporter = exporter
    self.importer = importer
  }
}

/// Who may receive an item's exported data.
public struct TransferRepresentationVisibility: Hashable, Sendable {
  private let reach: Int

  /// Any process: other apps and this one.
  public static let all = TransferRepresentationVisibility(reach: 3)
  /// Apps of the same development team.
  public static let team = TransferRepresentationVisibility(reach: 2)
  /// Apps of the same app group.
  public static let group = TransferRepresentationVisibility(reach: 1)
  /// This process only.
  public static let ownProcess = TransferRepresentationVisibility(reach: 0)

  /// Whether a representation of this visibility reaches a receiver at `receiver`'s
  /// distance: this process sees every representation, any other app only `.all`'s.
  func includes(_ receiver: TransferRepresentationVisibility) -> Bool {
    reach >= receiver.reach
  }
}
