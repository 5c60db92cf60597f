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

  /// The content types the item is offered as.
  package var contentTypes: [UTType] { representations.map(\.contentType) }
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

/// What a view with `dropDestination` takes from a drop.
package struct DropDestination {
  /// The content types it takes, the preferred first.
  package let contentTypes: [UTType]
  /// Tells the view whether a drag is over it.
  package let setTargeted: @MainActor (Bool) -> Void
  /// Loads the items dropped; returns the action to perform with the drop's location, and
  /// what could not be loaded (an item offering none of the types, an import that failed).
  package let receive:
    @MainActor ([DragItem]) async -> (perform: (@MainActor (CGPoint) -> Bool)?, failures: [String])
}

/// The drop destination of a rendered node (`dropDestination`).
package enum DropDestinationFeature: InteractionFeature {
  package typealias Value = DropDestination
  package static var kind: InteractionKinds { .drop }
}
