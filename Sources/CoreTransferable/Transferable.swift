import Combine
import Foundation

/// A type whose values can be moved between places (dragged and dropped, copied and pasted,
/// shared, exported to a file) as data of one or more content types.
///
/// Apple's Core Transferable is not on Linux; this is its protocol with the same rules: a
/// conforming type lists its representations in `transferRepresentation`, the preferred
/// first; a receiver takes the first one whose content type it accepts.
@preconcurrency public protocol Transferable: Sendable {
  /// The type of the representation used to import and export the item.
  associatedtype Representation: TransferRepresentation
  /// The representations used to import and export the item, the preferred first.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
  /// The item as data of `contentType`: the first representation whose content type
  /// conforms to `contentType` and that exports (the first that exports when `contentType` is
  /// nil). Throws when no representation exports such data, or when exporting fails.
  public func exported(as contentType: UTType?) async throws -> Data {
    let entries = Self.transferEntries.filter { entry in
      entry.exporter != nil && (contentType.map(entry.contentType.conforms(to:)) ?? true)
        && entry.condition?(self) ?? true
    }
    guard let entry = entries.first, let export = entry.exporter else {
      throw TransferFailure.noExport(
        item: String(describing: Self.self), contentType: contentType,
        offered: Self.exportedContentTypes())
    }
    return try await export(self)
  }

  /// An item made from `data` of `contentType`: through the first representation that imports
  /// data of that type (any that imports, in order, when `contentType` is nil). Throws when
  /// none imports such data, or when every one tried fails.
  public init(importing data: Data, contentType: UTType?) async throws {
    let importers = Self.transferEntries.filter { entry in
      entry.importer != nil && (contentType.map { $0.conforms(to: entry.contentType) } ?? true)
    }
    guard !importers.isEmpty else {
      throw TransferFailure.noImport(
        item: String(describing: Self.self), contentType: contentType,
        accepted: Self.importedContentTypes())
    }
    var lastError: (any Error)?
    for entry in importers {
      do {
        self = try await entry.importer!(data)
        return
      } catch {
        lastError = error
      }
    }
    throw lastError!
  }

  /// The content types the item exports, the preferred first, of representations visible to
  /// `visibility`.
  public static func exportedContentTypes(
    _ visibility: TransferRepresentationVisibility = .all
  ) -> [UTType] {
    unique(
      transferEntries.filter { $0.exporter != nil && $0.visibility.includes(visibility) }
        .map(\.contentType))
  }

  /// The content types the item imports, the preferred first.
  public static func importedContentTypes() -> [UTType] {
    unique(transferEntries.filter { $0.importer != nil }.map(\.contentType))
  }

  /// The item's representations, flattened, the preferred first.
  public static var transferEntries: [_TransferEntry<Self>] {
    // The builder makes the representation for `Self`; one of another item has no entries.
    (transferRepresentation._transferEntries() as [Any]).compactMap {
      $0 as? _TransferEntry<Self>
    }
  }

  private static func unique(_ types: [UTType]) -> [UTType] {
    var seen: Set<UTType> = []
    return types.filter { seen.insert($0).inserted }
  }
}

/// Why a transfer failed: which item, which content type, what was offered.
struct TransferFailure: Error, CustomStringConvertible {
  /// The failure's text.
  let description: String

  /// No representation of `item` exports data of `contentType`.
  static func noExport(item: String, contentType: UTType?, offered: [UTType]) -> Self {
    TransferFailure(
      description: "\(item) exports no data"
        + (contentType.map { " of type \($0.identifier)" } ?? "")
        + "; it exports "
        + (offered.isEmpty ? "nothing" : offered.map(\.identifier).joined(separator: ", ")))
  }

  /// No representation of `item` imports data of `contentType`.
  static func noImport(item: String, contentType: UTType?, accepted: [UTType]) -> Self {
    TransferFailure(
      description: "\(item) imports no data"
        + (contentType.map { " of type \($0.identifier)" } ?? "")
        + "; it imports "
        + (accepted.isEmpty ? "nothing" : accepted.map(\.identifier).joined(separator: ", ")))
  }
}
