import Foundation

/// An object or value that decides, step by step, what a drop on a view does
/// (`onDrop(of:delegate:)`): whether it is valid, what entering, moving over and leaving the
/// view do, and what the drop performs.
@MainActor @preconcurrency public protocol DropDelegate {
  /// Whether a drop with this information may happen: by default, whether an item conforms
  /// to a type `onDrop` was given.
  func validateDrop(info: DropInfo) -> Bool
  /// Performs the drop; returns whether it was taken.
  func performDrop(info: DropInfo) -> Bool
  /// Tells the delegate a valid drag entered the view.
  func dropEntered(info: DropInfo)
  /// Tells the delegate a valid drag moved over the view; returns the operation the drop
  /// would make (nil: a copy). A `.cancel` or `.forbidden` proposal keeps the drop from
  /// happening.
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// Tells the delegate a valid drag left the view without dropping.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// Whether an item conforms to a type `onDrop` was given.
  public func validateDrop(info: DropInfo) -> Bool {
    info.hasItemsConforming(to: info.supportedContentTypes)
  }
  /// Nothing.
  public func dropEntered(info: DropInfo) {}
  /// No proposal: the drop copies.
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  /// Nothing.
  public func dropExited(info: DropInfo) {}
}

/// What a drop delegate is told of a drag over its view: where it is and what it carries.
public struct DropInfo {
  /// Where the drag is, in the view's own coordinates.
  public var location: CGPoint
  /// The items dragged.
  let items: [DragItem]
  /// The types `onDrop` was given.
  let supportedContentTypes: [UTType]

  /// Whether an item is offered as a type conforming to one of `contentTypes`.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    items.contains { $0.conforms(toAnyOf: contentTypes) }
  }

  /// Whether an item is offered as a type conforming to one `types` names.
  @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
  public func hasItemsConforming(to types: [String]) -> Bool {
    hasItemsConforming(to: types.map(contentType(named:)))
  }

  /// Providers of the items offered as a type conforming to one of `contentTypes`.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    items.filter { $0.conforms(toAnyOf: contentTypes) }.map(\.provider)
  }

  /// Providers of the items offered as a type conforming to one `types` names.
  @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
  public func itemProviders(for types: [String]) -> [NSItemProvider] {
    itemProviders(for: types.map(contentType(named:)))
  }
}

/// What a drop over a view would do, as its delegate proposes it.
public struct DropProposal: Sendable {
  /// The operation.
  public let operation: DropOperation

  /// A proposal of `operation`.
  public init(operation: DropOperation) {
    self.operation = operation
  }
}

/// The operations a drop can make.
public enum DropOperation: Sendable, Hashable {
  /// The drop is cancelled: nothing is dropped.
  case cancel
  /// The drop is not allowed here.
  case forbidden
  /// The items are copied.
  case copy
  /// The items are moved.
  case move
}
