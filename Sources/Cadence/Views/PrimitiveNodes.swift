/// A primitive view rendered as one node without children (`Text`, `Color`, shapes, fields).
protocol LeafView: View where Body == Never {
  /// The rendered node for this view in `environment`.
  func renderItem(in environment: EnvironmentValues) -> RenderItem
}

extension LeafView {
  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if let node {
      let leaf = unsafeDowncast(node, to: LeafNode<Self>.self)
      leaf.environment = context.environment
      leaf.update(to: view, transaction: context.transaction)
      return leaf
    }
    return LeafNode(view, in: context)
  }
}

/// The node of a leaf view: the view's latest value and, for an `Animatable` leaf (a colour,
/// a rounded rectangle), its animated data, which rendering reads.
@MainActor
final class LeafNode<V: LeafView>: _ViewNode {
  private var view: V
  private var animator: AnimatableDriver<V>?

  init(_ view: V, in context: _MountContext) {
    self.view = view
    super.init(in: context)
    animator = AnimatableDriver.make(for: view, node: self, name: "\(V.self)")
  }

  /// Takes a new value of the view, animating its data in `transaction`.
  func update(to newView: V, transaction: Transaction) {
    view = newView
    animator?.update(to: newView, transaction: transaction)
  }

  override func render(into items: inout [RenderItem]) {
    items.append((animator?.presented(view) ?? view).renderItem(in: environment))
    if runtime.velocityProbe != 0, animator?.hasExactVelocity == false {
      items[items.count - 1].hasExactVelocity = false
    }
  }

  override func willUnmount() {
    animator?.detach()
  }
}

/// A primitive view rendered as one node whose children are its content's rendered nodes
/// (stacks, and buttons or toggles with view labels).
protocol ContainerView: View where Body == Never {
  /// The type of the content.
  associatedtype Content: View
  /// The content.
  var content: Content { get }
  /// The rendered node for this view around its content's rendered nodes.
  func renderItem(children: [RenderItem], in environment: EnvironmentValues) -> RenderItem
}

extension ContainerView {
  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let container: ContainerNode<Self>
    if let node {
      container = unsafeDowncast(node, to: ContainerNode<Self>.self)
      container.view = view
      container.environment = context.environment
    } else {
      container = ContainerNode(view, in: context)
    }
    container.child = reconciled(
      view.content, node: container.child, context: container.childContext(context))
    return container
  }
}

/// The node of a container view: the view's latest value and its content's node.
@MainActor
final class ContainerNode<V: ContainerView>: _ViewNode {
  var view: V
  var child: _ViewNode?

  init(_ view: V, in context: _MountContext) {
    self.view = view
    super.init(in: context)
  }

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if let child { body(child) }
  }

  override func render(into items: inout [RenderItem]) {
    var children: [RenderItem] = []
    DeepRecursion.guarded { child?.render(into: &children) }
    items.append(view.renderItem(children: children, in: environment))
  }
}
