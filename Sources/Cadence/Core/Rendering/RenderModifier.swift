/// A built-in modifier that changes the rendered nodes of its content: it adds attributes,
/// styles or interactions to each of them. Its animatable data (offset, angle, scale, …)
/// animates when it changes in a transaction with an animation.
protocol RenderModifier: ViewModifier, Animatable where Body == Never {
  /// What the modifier's animatable data is, for diagnostics: `offset`, `opacity`, ….
  static var attributeName: String { get }
  /// Applies the modifier to one rendered node of the content.
  func apply(to item: inout RenderItem)
  /// Adjusts the actions of `item`, a rendered node anywhere below `node` (this modifier's),
  /// when a host acts on it.
  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode)
  /// Adjusts the actions of `item`, the rendered node of `source` anywhere below `node`, when
  /// a host acts on it (for a modifier that needs to know which node: a row's offset).
  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode, source: _ViewNode)
}

extension RenderModifier {
  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode) {}

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode, source: _ViewNode) {
    wrapInteraction(&item, below: node)
  }

  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateRenderModifier(view, node: node, in: context)
  }

  /// Mounts or updates the node of this render modifier around its content.
  static func makeOrUpdateRenderModifier<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let modified: RenderModifierNode<Self>
    if let node {
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
final class RenderModifierNode<Modifier: RenderModifier>: WrapperNode, RenderEffect {
  @exclusivity(unchecked) private var modifier: Modifier
  /// The animation of the modifier's data, made at its first animated change: until then the
  /// data shown is the modifier's own (most modifiers never animate, and an attribute is five
  /// allocations).
  private var attribute: AnimatableAttribute<Modifier.AnimatableData>?

  /// A render modifier applies to each rendered node below it: around a `ForEach` in a lazy
  /// stack or a list (`onDelete`, `opacity`), the rows stay lazy.
  override var passesLazyRows: Bool { true }

  init(_ modifier: Modifier, in context: __shared _MountContext) {
    self.modifier = modifier
    super.init(in: context)
    renderEffect = self
    if !isFiniteAnimatableData(modifier.animatableData) {
      // The attribute reports the value and shows zero instead.
      makeAttribute()
    }
  }

  /// Makes the attribute, at rest at the modifier's data.
  private func makeAttribute() {
    guard Modifier.AnimatableData.self != EmptyAnimatableData.self else { return }
    attribute = AnimatableAttribute(
      name: Modifier.attributeName, node: self, model: modifier.animatableData)
  }

  /// Takes a new value of the modifier, animating its data in `transaction`.
  func update(to newModifier: Modifier, transaction: Transaction) {
    let same = TypeLayout.of(Modifier.self).isEqual(modifier, newModifier)
    if attribute == nil,
      animatableAttributeIsNeeded(
        from: modifier.animatableData, to: newModifier.animatableData, transaction: transaction)
    {
      makeAttribute()
    }
    modifier = newModifier
    if !same { setNeedsRender() }
    attribute?.update(to: newModifier.animatableData, transaction: transaction)
  }

  /// The modifier with its presented animatable data.
  var presentedModifier: Modifier {
    guard let attribute else { return modifier }
    var shown = modifier
    shown.animatableData = attribute.presented
    return shown
  }

  override func willUnmount() {
    attribute?.detach()
  }

  func contribute(to item: inout RenderItem) {
    presentedModifier.apply(to: &item)
  }

  func wrapInteraction(_ item: inout RenderItem, source: _ViewNode) {
    modifier.wrapInteraction(&item, below: self, source: source)
  }

  /// The modifier applied with its data moved along its exact velocity: an offset adds the
  /// offset's rate, an opacity multiplies by the value and adds the rate times the item's.
  func differentiate(_ item: inout DifferentiatedItem) {
    guard let attribute, attribute.isAnimating else {
      let shown = presentedModifier
      item.apply { shown.apply(to: &$0) }
      return
    }
    let modifier = self.modifier
    item.applyMoving { rendered, seconds in
      var shown = modifier
      let data = attribute.presented(shiftedBy: seconds)
      shown.animatableData = data ?? attribute.presented
      shown.apply(to: &rendered)
      return data != nil
    }
  }
}
