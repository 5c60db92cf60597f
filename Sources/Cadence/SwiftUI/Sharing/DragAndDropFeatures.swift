import Foundation

// What a drag source offers and a drop destination takes, kept on their rendered nodes for a
// host's drag (the modifiers are in DragAndDrop.swift).

/// One dragged item: its representations (content type and export), the preferred first.
package struct DragItem: Sendable {
  /// The item's representations, the preferred first.
  package let representations: [(contentType: UTType, export: @Sendable () async throws -> Data)]
  /// The item's type, for messages.
  package let typeName: String

  /// The representations of `item` that export it now.
  init<T: Transferable>(_ item: T) {
    typeName = String(describing: T.self)
    representations = T.transferEntries.filter { $0._exports(item) }.map { entry in
      (entry._contentType, { try await entry._export(item) })
    }
  }

  /// The representations `provider` registered.
  init(_ provider: NSItemProvider) {
    typeName = "NSItemProvider"
    representations = provider.registered.map { ($0.contentType, $0.load) }
  }

  /// The content types the item is offered as.
  package var contentTypes: [UTType] { representations.map(\.contentType) }

  /// Whether the item is offered as a type conforming to one of `types`.
  func conforms(toAnyOf types: [UTType]) -> Bool {
    contentTypes.contains { type in types.contains(where: type.conforms(to:)) }
  }

  /// The item as a `T`: through its first representation whose type conforms to one `T`
  /// imports; nil when it has none.
  func load<T: Transferable>(as type: T.Type) async throws -> T? {
    let imported = T.importedContentTypes()
    for representation in representations {
      guard imported.contains(where: representation.contentType.conforms(to:)) else { continue }
      let data = try await representation.export()
      return try await T(importing: data, contentType: representation.contentType)
    }
    return nil
  }

  /// `items` as `T`s, with what could not be loaded (an item offering none of the types `T`
  /// imports, an import that failed).
  static func load<T: Transferable>(_ items: [DragItem], as type: T.Type) async -> (
    [T], [String]
  ) {
    var loaded: [T] = []
    var failures: [String] = []
    for (offset, item) in items.enumerated() {
      do {
        if let payload = try await item.load(as: T.self) {
          loaded.append(payload)
        } else {
          failures.append(
            "item \(offset) (\(item.typeName)) offers "
              + item.contentTypes.map(\.identifier).joined(separator: ", ")
              + ", none of which \(T.self) imports")
        }
      } catch {
        failures.append("item \(offset) (\(item.typeName)) failed to load: \(error)")
      }
    }
    return (loaded, failures)
  }

  /// A provider of the item's representations.
  var provider: NSItemProvider {
    let provider = NSItemProvider()
    for representation in representations {
      provider.register(representation.contentType, .all, load: representation.export)
    }
    return provider
  }
}

/// What a view with `draggable` offers a drag.
package struct DragSource {
  /// The items lifted, made when the drag begins.
  package let items: @MainActor () -> [DragItem]
}

/// The drag source of a rendered node (`draggable`).
package enum DragSourceFeature: InteractionFeature {
  package typealias Value = DragSource
  package static var kind: InteractionKinds { .drag }
}

/// What a view with `dropDestination` or `onDrop` takes from a drop.
package struct DropDestination {
  /// The content types it takes, the preferred first.
  package let contentTypes: [UTType]
  /// Tells the view a drag carrying the items entered it at the point (its own coordinates);
  /// returns why it refuses the drag, or nil when it takes it (a delegate's `validateDrop`
  /// and proposal).
  package let enter: @MainActor ([DragItem], CGPoint) -> String?
  /// Readies the drop of the items at the point (in the view's coordinates; the view's size
  /// given): loads what the action takes before it runs; returns the action (run in an
  /// update, it tells the view the drag is over and says whether the drop was taken) and what
  /// could not be loaded.
  package let prepare:
    @MainActor ([DragItem], CGPoint, CGSize) async -> (
      perform: @MainActor () -> Bool, failures: [String]
    )
}

/// The drop destination of a rendered node (`dropDestination`).
package enum DropDestinationFeature: InteractionFeature {
  package typealias Value = DropDestination
  package static var kind: InteractionKinds { .drop }
}
