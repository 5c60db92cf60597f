/// A built-in modifier that changes the rendered nodes of its content: it adds attributes,
/// styles or interactions to each of them.
protocol RenderModifier: ViewModifier where Body == Never {
  /// Applies the modifier to one rendered node of the content.
  func apply(to item: inout RenderItem)
}

extension RenderModifier {
  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let modified: RenderModifierNode<Self>
    if let node {
      modified = unsafeDowncast(node, to: RenderModifierNode<Self>.self)
      modified.modifier = view.modifier
      modified.environment = context.environment
    } else {
      modified = RenderModifierNode(view.modifier, in: context)
    }
    reconcile(
      view.content, in: &modified.child,
      context: modified.childContext(environmentChanged: context.environmentChanged))
    return modified
  }
}

/// A node with one child, transparent unless a subclass says otherwise.
@MainActor
class WrapperNode: _ViewNode {
  /// The wrapped content's node.
  var child: _ViewNode?

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if let child { body(child) }
  }
}

/// The node of a render modifier: the modifier's latest value and its content's node.
@MainActor
final class RenderModifierNode<Modifier: RenderModifier>: WrapperNode {
  var modifier: Modifier

  init(_ modifier: Modifier, in context: _MountContext) {
    self.modifier = modifier
    super.init(in: context)
  }

  override func render(into items: inout [RenderItem]) {
    let start = items.count
    child?.render(into: &items)
    for index in start..<items.count {
      modifier.apply(to: &items[index])
    }
  }
}
