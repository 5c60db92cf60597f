/// A built-in modifier that changes the rendered nodes of its content: it adds attributes,
/// styles or interactions to each of them. Its animatable data (offset, angle, scale, …)
/// animates when it changes in a transaction with an animation.
protocol RenderModifier: ViewModifier, Animatable where Body == Never {
  /// What the modifier's animatable data is, for diagnostics: `offset`, `opacity`, ….
  static var attributeName: String { get }
  /// Whether the modifier, around a view that mounts as one rendered node, is kept on that
  /// node rather than as a node of its own (D65): true for a modifier that only adds to the
  /// node's values (and adjusts its actions without asking which node it sits above).
  static var foldsIntoRenderedNode: Bool { get }
  /// Applies the modifier to one rendered node of the content.
  func apply(to item: inout RenderItem)
  /// Adjusts the actions of `item`, a rendered node anywhere below `node` (this modifier's
  /// node), or `node` itself or a rendered node inside it (the rendered node the modifier
  /// is folded into), when a host acts on it.
  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode)
  /// Adjusts the actions of `item`, the rendered node of `source` anywhere below `node`, when
  /// a host acts on it (for a modifier that needs to know which node: a row's offset).
  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode, source: _ViewNode)
}

extension RenderModifier {
  static var foldsIntoRenderedNode: Bool { false }

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode) {}

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode, source: _ViewNode) {
    wrapInteraction(&item, below: node)
  }

  public static func _foldedEffectCount<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, in environment: EnvironmentValues
  ) -> Int? {
    guard foldsIntoRenderedNode,
      let inside = Wrapped._foldedEffectCount(view.content, in: environment)
    else { return nil }
    return inside + 1
  }

  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateRenderModifier(view, node: node, in: context)
  }

  /// Mounts or updates this render modifier around its content: folded into the content's
  /// rendered node when the content mounts as one (D65), else as a node of its own. A node
  /// of the other form in the slot (the content's form changed: a button style came or
  /// went) is unmounted, and the modifier starts again at rest.
  static func makeOrUpdateRenderModifier<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if foldsIntoRenderedNode,
      let index = Wrapped._foldedEffectCount(view.content, in: context.environment)
    {
      let kept = node.kept(ifKeepsRecord: true, context)
      let content = reconciled(view.content, node: kept, context: context)
      // Checked in every build: a node that keeps no record cast to one would be memory
      // misread, not a missing effect.
      guard content.isRendered else {
        internalCheck(false, "\(Wrapped.self) said it mounts as one rendered node, and did not")
        return content
      }
      unsafeDowncast(content, to: RenderedLayoutNode.self).fold(
        view.modifier, at: index, transaction: context.transaction)
      return content
    }
    let modified: RenderModifierNode<Self>
    if let node = node.kept(ifKeepsRecord: false, context) {
      modified = downcast(node, to: RenderModifierNode<Self>.self)
      modified.environment = context.environment
      modified.update(to: view.modifier, transaction: context.transaction)
    } else {
      let node = TypeLayout.of(Self.self).nodeClass { RenderModifierNode<Self>.self }
      modified = node.init(view.modifier, in: context)
    }
    modified.child = reconciled(
      view.content, node: modified.child, context: modified.childContext(context))
    return modified
  }
}

extension _ViewNode? {
  /// The node in a render modifier's slot, when it is of the form the modifier takes now: the
  /// rendered node it is folded into, which keeps a render record (`keepsRecord` true), or
  /// its own node, which keeps none (false); else nil, the node unmounted.
  @MainActor @inline(__always)
  fileprivate func kept(ifKeepsRecord keepsRecord: Bool, _ context: _MountContext) -> _ViewNode? {
    guard let node = self, node.keepsRenderRecord != keepsRecord else { return self }
    node.unmount(transaction: context.transaction)
    return nil
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

/// The node of a render modifier: the modifier's latest value, its animated data, and its
/// content's node. Rendering applies the modifier with the presented data, so an animation
/// moves the rendered nodes without evaluating any body.
@MainActor
final class RenderModifierNode<Modifier: RenderModifier>: WrapperNode {
  @exclusivity(unchecked) private var modifier: Modifier
  /// The animation of the modifier's data, made at its first animated change
  /// (`RenderModifierKeeping`).
  @exclusivity(unchecked) private var attribute: AnimatableAttribute<Modifier.AnimatableData>?

  /// A render modifier applies to each rendered node below it: around a `ForEach` in a lazy
  /// stack or a list (`onDelete`, `opacity`), the rows stay lazy.
  override var passesLazyRows: Bool { true }

  init(_ modifier: Modifier, in context: __shared _MountContext) {
    self.modifier = modifier
    super.init(in: context)
    hasRenderEffect = true
    attribute = RenderModifierKeeping.initialAttribute(of: modifier, owner: self)
  }

  /// Takes a new value of the modifier, animating its data in `transaction`.
  func update(to newModifier: Modifier, transaction: Transaction) {
    let changed = RenderModifierKeeping.update(
      &modifier, attribute: &attribute, to: newModifier, transaction: transaction, owner: self)
    if changed { setNeedsRender() }
  }

  /// The modifier with its presented animatable data.
  var presentedModifier: Modifier {
    RenderModifierKeeping.presented(modifier, attribute: attribute)
  }

  override func willUnmount() {
    attribute?.detach()
  }

  override func contribute(to item: inout RenderItem) {
    presentedModifier.apply(to: &item)
  }

  override func wrapInteraction(_ item: inout RenderItem, source: _ViewNode) {
    modifier.wrapInteraction(&item, below: self, source: source)
  }

  override func differentiate(_ item: inout DifferentiatedItem) {
    RenderModifierKeeping.differentiate(&item, by: modifier, attribute: attribute)
  }
}
