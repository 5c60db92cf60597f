/// The content a custom view modifier's `body(content:)` receives: a placeholder that shows
/// the view the modifier was applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// Where the placeholder's content comes from.
  let source: ContentSource

  /// `_ViewModifier_Content` is a primitive view.
  public typealias Body = Never

  public static func _makeOrUpdateNode(
    _ view: _ViewModifier_Content, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    view.source.makeOrUpdateHost(node, in: context)
  }
}

/// The content behind a placeholder view: a custom modifier's wrapped view (and later an
/// animator's), shown wherever the placeholder is placed.
@MainActor
class ContentSource {
  /// Mounts or updates the node that shows the content at the placeholder's position.
  func makeOrUpdateHost(_ node: _ViewNode?, in context: _MountContext) -> _ViewNode {
    fatalError("abstract")
  }
}

/// The typed content behind placeholders, and the nodes that show it.
@MainActor
final class TypedContentSource<Content: View>: ContentSource {
  /// The content now.
  var content: Content
  /// The mounted hosts; a host removes itself when it unmounts, so none is ever stale.
  private var hosts: [HostReference] = []

  private struct HostReference {
    unowned(unsafe) let node: ContentHostNode<Content>
  }

  init(_ content: Content) {
    self.content = content
  }

  override func makeOrUpdateHost(_ node: _ViewNode?, in context: _MountContext) -> _ViewNode {
    let host: ContentHostNode<Content>
    if let node {
      host = downcast(node, to: ContentHostNode<Content>.self)
      host.environment = context.environment
    } else {
      host = ContentHostNode(source: self, in: context)
      hosts.append(HostReference(node: host))
    }
    host.show(content, in: context)
    return host
  }

  /// Shows new content in every placeholder without evaluating the body that placed them.
  func update(_ newContent: Content, in context: _MountContext) {
    content = newContent
    var hostContext = context
    hostContext.environmentChanged = false
    for host in hosts {
      host.node.show(content, in: hostContext)
    }
  }

  /// Forgets a host that left the tree.
  func remove(_ host: ContentHostNode<Content>) {
    hosts.removeAll { $0.node === host }
  }
}

/// A transparent node at a placeholder's position, holding the content's node.
@MainActor
final class ContentHostNode<Content: View>: _ViewNode {
  private var child: _ViewNode?
  private let source: TypedContentSource<Content>

  init(source: TypedContentSource<Content>, in context: __shared _MountContext) {
    self.source = source
    super.init(in: context)
  }

  override func willUnmount() {
    source.remove(self)
  }

  func show(_ content: Content, in context: _MountContext) {
    child = reconciled(content, node: child, context: childContext(context))
  }

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if let child { body(child) }
  }
}

/// The node of a custom view modifier: its state, its body, and the wrapped view shown
/// through the body's content placeholder. An `Animatable` modifier's body is evaluated with
/// the presented animatable data, again at every update while it animates.
@MainActor
final class CustomModifierNode<Wrapped: View, Modifier: ViewModifier>: BodyNode {
  private var modifier: Modifier
  private let source: TypedContentSource<Wrapped>
  private var animator: AnimatableDriver<Modifier>?

  init(_ view: ModifiedContent<Wrapped, Modifier>, in context: __shared _MountContext) {
    modifier = view.modifier
    source = TypedContentSource(view.content)
    super.init(layout: TypeLayout.of(Modifier.self), in: context)
    animator = animatableDriver(
      for: modifier, node: self, name: layout.name, invalidating: self)
    evaluateBody(environmentChanged: false, transaction: context.transaction)
  }

  /// Updates to new content and a new modifier value: the body is evaluated again only when
  /// the modifier differs, the node was invalidated, or the environment changed; otherwise
  /// the new content goes straight to the placeholders.
  func update(to view: ModifiedContent<Wrapped, Modifier>, in context: _MountContext) {
    environment = context.environment
    if isDirty || context.environmentChanged || !layout.isEqual(modifier, view.modifier) {
      modifier = view.modifier
      source.content = view.content
      animator?.update(to: view.modifier, transaction: context.transaction)
      evaluateBody(environmentChanged: context.environmentChanged, transaction: context.transaction)
    } else {
      source.update(view.content, in: childContext(context))
    }
  }

  override func reevaluate() {
    evaluateBody(environmentChanged: false, transaction: takePendingTransaction())
  }

  override func willUnmount() {
    animator?.detach()
  }

  override var rendersOverTime: Bool { animator?.isAnimating == true }

  private func evaluateBody(environmentChanged: Bool, transaction: Transaction) {
    let content = _ViewModifier_Content<Modifier>(source: source)
    // Not `animator?.presented(modifier) ?? modifier` (see `CompositeNode.evaluateBody`).
    var shown: Modifier
    if let animator { shown = animator.presented(modifier) } else { shown = modifier }
    guard installsEverything(&shown) else {
      child?.unmount(transaction: transaction)
      child = nil
      return
    }
    let body = run(shown) { $0.body(content: content) }
    child = reconciled(
      body, node: child,
      context: childContext(environmentChanged: environmentChanged, transaction: transaction))
  }
}
