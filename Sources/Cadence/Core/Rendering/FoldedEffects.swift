// Render modifiers kept on the rendered node they modify (decision D65): a modifier around a
// view that mounts as one rendered node (a text, a shape, a plain button) holds no node of its
// own. Its value and its animation live in a `FoldedEffect` on that node, innermost first,
// and the render pass applies them before the node's transition and its ancestors' effects,
// the order in which the modifier's own node was met when it had one.

/// What a render modifier's keeper (its node, or its entry folded into a rendered node) does
/// with the two things it keeps: the modifier as the view last gave it, and, once its data
/// animated, the animation of that data (made at its first animated change: until then the
/// data shown is the modifier's own; most modifiers never animate, and an attribute is five
/// allocations). Functions over the two fields rather than a generic struct holding them: in
/// unspecialised code such a struct's metadata is looked up at each use (about 300
/// instructions), three times a row.
@MainActor
enum RenderModifierKeeping {
  /// The attribute a modifier needs from the start on `owner` (the node whose rendering shows
  /// it): one for data that is not finite, which reports the value and shows zero instead.
  static func initialAttribute<Modifier: RenderModifier>(
    of modifier: Modifier, owner: _ViewNode
  ) -> AnimatableAttribute<Modifier.AnimatableData>? {
    guard !isFiniteAnimatableData(modifier.animatableData) else { return nil }
    return attribute(of: modifier, owner: owner)
  }

  /// An attribute at rest at the modifier's data (none for a modifier without data).
  private static func attribute<Modifier: RenderModifier>(
    of modifier: Modifier, owner: _ViewNode
  ) -> AnimatableAttribute<Modifier.AnimatableData>? {
    guard Modifier.AnimatableData.self != EmptyAnimatableData.self else { return nil }
    return AnimatableAttribute(
      name: Modifier.attributeName, node: owner, model: modifier.animatableData)
  }

  /// Takes `newModifier` in place of `modifier`, animating its data in `transaction`; returns
  /// whether it differs (what is rendered must then be rendered again).
  static func update<Modifier: RenderModifier>(
    _ modifier: inout Modifier, attribute: inout AnimatableAttribute<Modifier.AnimatableData>?,
    to newModifier: Modifier, transaction: Transaction, owner: _ViewNode
  ) -> Bool {
    let same = TypeLayout.of(Modifier.self).isEqual(modifier, newModifier)
    if attribute == nil,
      animatableAttributeIsNeeded(
        from: modifier.animatableData, to: newModifier.animatableData, transaction: transaction)
    {
      attribute = self.attribute(of: modifier, owner: owner)
    }
    modifier = newModifier
    attribute?.update(to: newModifier.animatableData, transaction: transaction)
    return !same
  }

  /// The modifier with its presented animatable data.
  static func presented<Modifier: RenderModifier>(
    _ modifier: Modifier, attribute: AnimatableAttribute<Modifier.AnimatableData>?
  ) -> Modifier {
    guard let attribute else { return modifier }
    var shown = modifier
    shown.animatableData = attribute.presented
    return shown
  }

  /// The modifier applied to `item` with its data moved along its exact velocity: an offset
  /// adds the offset's rate, an opacity multiplies by the value and adds the rate times the
  /// item's.
  static func differentiate<Modifier: RenderModifier>(
    _ item: inout DifferentiatedItem, by modifier: Modifier,
    attribute: AnimatableAttribute<Modifier.AnimatableData>?
  ) {
    guard let attribute, attribute.isAnimating else {
      let shown = presented(modifier, attribute: attribute)
      item.apply { shown.apply(to: &$0) }
      return
    }
    item.applyMoving { rendered, seconds in
      var shown = modifier
      let data = attribute.presented(shiftedBy: seconds)
      shown.animatableData = data ?? attribute.presented
      shown.apply(to: &rendered)
      return data != nil
    }
  }
}

/// One render modifier folded into a rendered node; the node holds the innermost, which holds
/// the next one out.
@MainActor
class FoldedEffect {
  /// The modifier folded around this one, if any.
  final var next: FoldedEffect?

  /// Applies the modifier to `item`, its node's own item.
  func contribute(to item: inout RenderItem) {}

  /// Applies the modifier to `item` with its rates of change.
  func differentiate(_ item: inout DifferentiatedItem) {}

  /// Adjusts the actions of `item`, the item of `source`, when a host acts on it: `source` is
  /// `node`, the node it is folded into, or a rendered node inside it.
  func wrapInteraction(_ item: inout RenderItem, node: _ViewNode, source: _ViewNode) {}

  /// Ends its animation for good: its node left the tree.
  func detach() {}
}

/// The folded entry of a render modifier of type `Modifier`: the modifier and its animation,
/// as its node would keep them (`RenderModifierKeeping`).
@MainActor
final class FoldedRenderModifier<Modifier: RenderModifier>: FoldedEffect {
  @exclusivity(unchecked) private var modifier: Modifier
  @exclusivity(unchecked) private var attribute: AnimatableAttribute<Modifier.AnimatableData>?

  init(_ modifier: Modifier, owner: _ViewNode) {
    self.modifier = modifier
    attribute = RenderModifierKeeping.initialAttribute(of: modifier, owner: owner)
  }

  /// Takes a new value of the modifier, animating its data in `transaction`; returns whether
  /// it differs from the last one.
  func update(to newModifier: Modifier, transaction: Transaction, owner: _ViewNode) -> Bool {
    RenderModifierKeeping.update(
      &modifier, attribute: &attribute, to: newModifier, transaction: transaction, owner: owner)
  }

  override func contribute(to item: inout RenderItem) {
    RenderModifierKeeping.presented(modifier, attribute: attribute).apply(to: &item)
  }

  override func differentiate(_ item: inout DifferentiatedItem) {
    RenderModifierKeeping.differentiate(&item, by: modifier, attribute: attribute)
  }

  override func wrapInteraction(_ item: inout RenderItem, node: _ViewNode, source: _ViewNode) {
    modifier.wrapInteraction(&item, below: node, source: source)
  }

  override func detach() {
    attribute?.detach()
  }
}

extension RenderedLayoutNode {
  /// Keeps `modifier` as the folded effect at `index` (the number of modifiers folded inside
  /// it): updates the one there, animating its data in `transaction`, or adds it when the
  /// node has just been made.
  final func fold<Modifier: RenderModifier>(
    _ modifier: Modifier, at index: Int, transaction: Transaction
  ) {
    // Not `FoldedRenderModifier<Modifier>` named here: in unspecialised code a generic
    // class's metadata is looked up at each use; the type's layout keeps it (D63).
    let entryClass = TypeLayout.of(Modifier.self).foldedClass {
      FoldedRenderModifier<Modifier>.self
    }
    var previous: FoldedEffect?
    var current = folded
    var position = 0
    while let entry = current, position < index {
      previous = entry
      current = entry.next
      position += 1
    }
    internalCheck(position == index, "a modifier folded at \(index) of \(position) effects")
    if let current {
      let entry = downcast(current, to: entryClass)
      if entry.update(to: modifier, transaction: transaction, owner: self) {
        setNeedsRender()
      }
      return
    }
    let entry = entryClass.init(modifier, owner: self)
    if let previous {
      previous.next = entry
    } else {
      folded = entry
    }
  }

  /// Applies its folded effects to `item`, its own item, innermost first.
  final func applyFoldedEffects(to item: inout RenderItem) {
    // Asked first: most rendered nodes hold none, and loading the list to find that out is a
    // retain and a release at every rendering.
    guard folded != nil else { return }
    var current = folded
    while let effect = current {
      effect.contribute(to: &item)
      current = effect.next
    }
  }

  /// Ends the animations of its folded effects: it left the tree.
  final func detachFoldedEffects() {
    var current = folded
    while let entry = current {
      entry.detach()
      current = entry.next
    }
  }
}

extension _ViewNode {
  /// The render modifiers folded into this node, innermost first (D65): only a rendered node
  /// holds any.
  final var foldedEffects: FoldedEffect? {
    guard keepsRenderRecord else { return nil }
    return unsafeDowncast(self, to: RenderedLayoutNode.self).folded
  }
}
