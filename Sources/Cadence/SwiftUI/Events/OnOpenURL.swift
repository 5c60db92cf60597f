import Foundation

/// Runs an action when the scene is asked to open a URL (`onOpenURL(perform:)`).
struct _OpenURLHandlerModifier: ViewModifier {
  typealias Body = Never
  let action: (URL) -> Void

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let handler: OpenURLHandlerNode
    if let node {
      handler = downcast(node, to: OpenURLHandlerNode.self)
      handler.environment = context.environment
      handler.action = view.modifier.action
    } else {
      handler = OpenURLHandlerNode(view.modifier.action, in: context)
    }
    handler.child = reconciled(
      view.content, node: handler.child, context: handler.childContext(context))
    return handler
  }
}

/// The node of an `onOpenURL` handler: registered with its tree while mounted.
@MainActor
final class OpenURLHandlerNode: WrapperNode {
  var action: (URL) -> Void

  init(_ action: @escaping (URL) -> Void, in context: __shared _MountContext) {
    self.action = action
    super.init(in: context)
    tree.feature(MountedNodes<OpenURLHandlerNode>.self).add(self)
  }

  override func willUnmount() {
    tree.feature(MountedNodes<OpenURLHandlerNode>.self).remove(self)
  }
}

extension View {
  /// Runs `action` when the app is asked to open a URL (a deep link, a universal link):
  /// `host.open(_:)` delivers one to every handler in the tree, in the order they appeared.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modifier(_OpenURLHandlerModifier(action: action))
  }
}

extension UpdateContext {
  /// Delivers `url` to the tree's `onOpenURL` handlers; the number that took it.
  package func openURL(_ url: URL) -> Int {
    let handlers = existingFeature(MountedNodes<OpenURLHandlerNode>.self)?.nodes ?? []
    for handler in handlers where handler.isMounted { handler.action(url) }
    return handlers.count
  }
}
