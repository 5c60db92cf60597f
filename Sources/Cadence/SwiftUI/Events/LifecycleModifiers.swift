/// Runs actions when its content appears in the tree and when it leaves it.
struct _AppearanceActionModifier: ViewModifier {
  typealias Body = Never

  var appear: (@MainActor () -> Void)?
  var disappear: (@MainActor () -> Void)?

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let lifecycle: LifecycleNode
    let isNew = node == nil
    if let node {
      lifecycle = downcast(node, to: LifecycleNode.self)
      lifecycle.environment = context.environment
      lifecycle.actions = view.modifier
    } else {
      lifecycle = LifecycleNode(view.modifier, in: context)
    }
    lifecycle.child = reconciled(
      view.content, node: lifecycle.child, context: lifecycle.childContext(context))
    // The appear action is queued once the content has mounted, after those of the views
    // inside it: SwiftUI runs a view's `onAppear` after its children's.
    if isNew, let appear = view.modifier.appear { lifecycle.tree.enqueueAction(appear) }
    return lifecycle
  }
}

/// The node of an appear/disappear modifier. The appear action is queued when the node has
/// mounted with its content (after the appear actions inside it), the disappear action when
/// it unmounts; both run after the update pass that caused them.
@MainActor
final class LifecycleNode: WrapperNode {
  var actions: _AppearanceActionModifier

  init(_ actions: _AppearanceActionModifier, in context: __shared _MountContext) {
    self.actions = actions
    super.init(in: context)
  }

  override func willUnmount() {
    if let disappear = actions.disappear { tree.enqueueAction(disappear) }
  }
}

extension View {
  /// Adds an action to perform before this view appears.
  @preconcurrency public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View
  {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Adds an action to perform after this view disappears.
  @preconcurrency public func onDisappear(perform action: (@MainActor () -> Void)? = nil)
    -> some View
  {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action))
  }
}

extension _ViewNode {
  /// Queues the appear actions of this subtree, inner ones first (a kept row of a lazy stack
  /// coming back into sight).
  func queueAppearActions() {
    forEachChildDescending { child in child.queueAppearActions() }
    if let lifecycle = self as? LifecycleNode, let appear = lifecycle.actions.appear {
      tree.enqueueAction(appear)
    }
  }

  /// Queues the disappear actions of this subtree, in tree order (a kept row of a lazy stack
  /// going out of sight).
  func queueDisappearActions() {
    if let lifecycle = self as? LifecycleNode, let disappear = lifecycle.actions.disappear {
      tree.enqueueAction(disappear)
    }
    forEachChildDescending { child in child.queueDisappearActions() }
  }
}
