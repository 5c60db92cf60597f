import Combine
import Foundation

// The item provider's forms that take uniform types and transferable items, as Uniform Type
// Identifiers and Core Transferable add them on Apple platforms.
extension NSItemProvider {
  /// The types registered, the preferred first.
  public var registeredContentTypes: [UTType] { registered.map(\.contentType) }

  /// The types registered that conform to `contentType`.
  public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
    registeredContentTypes.filter { $0.conforms(to: contentType) }
  }

  /// Registers data of `contentType`, made by `loadHandler` when loaded.
  public func registerDataRepresentation(
    for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
    loadHandler:
      @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) ->
      Progress?
  ) {
    registerDataRepresentation(
      forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
  }

  /// Loads the data of the first registered type conforming to `contentType`.
  @discardableResult
  public func loadDataRepresentation(
    for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    loadDataRepresentation(
      forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
  }

  /// Registers every representation of the item `transferable` makes when loaded.
  public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
    for entry in T.transferEntries where entry.exporter != nil {
      register(entry.contentType, .all) {
        let item = transferable()
        guard entry._exports(item) else {
          throw ItemProviderFailure(
            description: "\(T.self) does not export this item as \(entry.contentType.identifier)")
        }
        return try await entry._export(item)
      }
    }
  }

  /// Whether the item loads as `T`: a registered type conforms to one `T` imports.
  public func canLoadTransferable<T: Transferable>(type transferableType: T.Type) -> Bool {
    let imported = T.importedContentTypes()
    return registeredContentTypes.contains { type in imported.contains(where: type.conforms) }
  }

  /// Loads the item as `T`, through the first registered representation conforming to a type
  /// `T` imports that loads and imports (one that fails passes to the next).
  @discardableResult
  public func loadTransferable<T: Transferable>(
    type transferableType: T.Type,
    completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
  ) -> Progress {
    let imported = T.importedContentTypes()
    let candidates = registered.filter { representation in
      imported.contains(where: representation.contentType.conforms(to:))
    }
    guard !candidates.isEmpty else {
      completionHandler(
        .failure(
          ItemProviderFailure(
            description: "\(self) has no representation \(T.self) imports "
              + "(\(imported.map(\.identifier).joined(separator: ", ")))")))
      return Self.finished()
    }
    return firstSuccess(
      of: candidates,
      { representation in
        try await T(
          importing: try await representation.load(), contentType: representation.contentType)
      }, completion: completionHandler)
  }
}
