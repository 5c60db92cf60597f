/// A type-erased view: its content may change type between updates, and a change of type
/// replaces the content (and its state).
public struct AnyView {
  private let storage: AnyViewStorageBase

  /// Creates a type-erased view that wraps `view`.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      storage = erased.storage
    } else {
      storage = AnyViewStorage(view)
    }
  }

  /// Creates a type-erased view that wraps `view`.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }
}

extension AnyView: View {
  public static func _makeOrUpdateNode(
    _ view: AnyView, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    // Not `node.map { … }`: a closure made in main-actor code checks its executor.
    let erased: AnyViewNode
    if let node {
      erased = downcast(node, to: AnyViewNode.self)
    } else {
      erased = AnyViewNode(in: context)
    }
    erased.environment = context.environment
    if erased.contentType != view.storage.contentType {
      erased.child?.unmount(transaction: context.transaction)
      erased.child = nil
      erased.contentType = view.storage.contentType
    }
    erased.child = view.storage.makeOrUpdateNode(
      erased.child, in: erased.childContext(context))
    return erased
  }
}

/// The wrapped view of an `AnyView`, with the knowledge of its type. It is made wherever the
/// view is built (views are built anywhere, as SwiftUI's) and mounts on the main actor.
class AnyViewStorageBase {
  /// The wrapped view's type.
  var contentType: ObjectIdentifier { fatalError("abstract") }

  /// Mounts or updates the wrapped view.
  @MainActor
  func makeOrUpdateNode(_ node: _ViewNode?, in context: _MountContext) -> _ViewNode {
    fatalError("abstract")
  }
}

/// The wrapped view of an `AnyView`, typed.
final class AnyViewStorage<V: View>: AnyViewStorageBase {
  private let view: V

  init(_ view: V) { self.view = view }

  override var contentType: ObjectIdentifier { ObjectIdentifier(V.self) }

  @MainActor
  override func makeOrUpdateNode(_ node: _ViewNode?, in context: _MountContext) -> _ViewNode {
    V._makeOrUpdateNode(view, node: node, in: context)
  }
}

/// The node of an `AnyView`: its content and the content's type.
@MainActor
final class AnyViewNode: _ViewNode {
  /// It passes its content on: a `ForEach` in it is still a lazy stack's run of rows.
  override var passesLazyRows: Bool { true }

  var contentType: ObjectIdentifier?
  var child: _ViewNode?

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if let child { body(child) }
  }
}
