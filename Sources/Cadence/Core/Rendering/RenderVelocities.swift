/// A rendered node's values with their rates of change, as the render phase measures them:
/// the node's item now, and the same item with every animated input moved a small step ahead
/// and behind along its exact velocity (`value ± step × derivative`). The node renders its
/// own values; each effect on the way out to its container (render modifiers, transitions)
/// then maps the three together, its input moved with them when it animates: that is the
/// effect's linear map applied to the value and its derivative, exact for effects affine or
/// bilinear in their inputs (offsets, rotations, scales, opacities, frames). Nothing global
/// moves and no tree is rendered twice (decision D25).
@MainActor
struct DifferentiatedItem {
  /// The step, in seconds, along each velocity.
  static let step = 1e-3

  /// The item now.
  var value: RenderItem
  /// The item with its inputs moved `step` ahead and behind.
  var ahead: RenderItem
  var behind: RenderItem
  /// False once an input's velocity is unknown (an animation that does not know its
  /// derivative) or the values come from content evaluated over time (an `Animatable` body,
  /// a keyframe animator, a timeline).
  var isExact = true
  /// The numbers of the running keyframe timeline whose content the node shows, each with
  /// its exact rate of change (the outermost animator's).
  var keyframeComponents: [KeyframeComponent] = []

  /// Applies an effect whose inputs do not animate: the same effect on the three items.
  mutating func apply(_ effect: (inout RenderItem) -> Void) {
    effect(&value)
    effect(&ahead)
    effect(&behind)
  }

  /// Applies an effect whose input animates: `effect(&item, seconds)` applies it with its
  /// input moved `seconds` along its velocity, and returns false (applying the input as it
  /// is now) when that velocity is unknown.
  mutating func applyMoving(_ effect: (inout RenderItem, Double) -> Bool) {
    _ = effect(&value, 0)
    let known = effect(&ahead, Self.step)
    if !(effect(&behind, -Self.step) && known) { isExact = false }
  }

  /// The rate of change, per second, of each numeric attribute of the item (the frame's
  /// included), recorded under `path`.
  func rates(at path: String, into result: inout [String: [String: Double]]) {
    var rates: [String: Double] = [:]
    let earlier = behind.allAttributes
    for (name, later) in ahead.allAttributes {
      guard let before = earlier[name] else { continue }
      rates[name] = RenderItem.sanitized((later - before) / (2 * Self.step))
    }
    result[path] = rates
  }
}

extension RenderedLayoutNode {
  /// This rendered node's item now and its rates of change: its own values, the modifiers
  /// folded into it, its transition, then each node between it and its container (their effects and transitions), innermost
  /// first — the same chain the incremental render applies.
  func differentiatedItem() -> DifferentiatedItem {
    let children = renderRecord.frozen?.storage.children ?? .empty
    let now = renderOwnItem(children: children, shiftedBy: 0)
    let ahead = renderOwnItem(children: children, shiftedBy: DifferentiatedItem.step)
    let behind = renderOwnItem(children: children, shiftedBy: -DifferentiatedItem.step)
    var item = DifferentiatedItem(value: now.item, ahead: ahead.item, behind: behind.item)
    item.isExact = ahead.isExact && behind.isExact
    var folded = foldedEffects
    while let effect = folded {
      effect.differentiate(&item)
      folded = effect.next
    }
    if let transition = transitionState { item.applyMoving(transition.apply(to:shiftedBy:)) }
    let container = renderRecord.container
    var ancestor = parent
    while let current = ancestor, current !== container {
      if current.hasRenderEffect { current.differentiate(&item) }
      // Content evaluated over time (an `Animatable` body, a keyframe animator, a timeline)
      // has no exact velocity of its own.
      if let body = current as? BodyNode, body.rendersOverTime { item.isExact = false }
      if let transition = current.transitionState {
        item.applyMoving(transition.apply(to:shiftedBy:))
      }
      ancestor = current.parent
    }
    return item
  }
}

extension RenderPhase {
  /// The exact rate of change, per second, of each numeric attribute of each rendered node
  /// now, by node path, from each node's differentiated item (`DifferentiatedItem`). Nodes
  /// whose attributes come from content evaluated over time (`Animatable` bodies, keyframe
  /// animators, timelines), or from an animation that does not know its derivative, are left
  /// out, and so are the nodes inside them; those showing a running keyframe animator's
  /// content get the timeline's numbers instead. The nodes and their paths are those of the
  /// last snapshot; the values and rates are those of now.
  func velocities() -> MeasuredVelocities {
    var result = MeasuredVelocities()
    var roots: [RenderedSlot] = []
    context.root?.collectRendered(into: &roots)
    measure(roots, isExact: true, components: [], into: &result)
    return result
  }

  /// Measures the rendered nodes `slots` and their content's, inside nodes whose velocities
  /// are exact (`isExact`) and that show a keyframe timeline's `components`.
  private func measure(
    _ slots: [RenderedSlot], isExact: Bool, components: [KeyframeComponent],
    into result: inout MeasuredVelocities
  ) {
    for slot in slots {
      let node = slot.node
      guard let frozen = node.renderRecord.frozen, isCurrent(node) else { continue }
      let item = node.differentiatedItem()
      let exact = isExact && item.isExact
      let shown = item.keyframeComponents.isEmpty ? components : item.keyframeComponents
      if exact {
        item.rates(at: frozen.location.string, into: &result.exact)
      } else if !shown.isEmpty {
        result.keyframeComponents[frozen.location.string] = shown
      }
      var content: [RenderedSlot] = []
      node.collectContent(into: &content)
      descend { measure(content, isExact: exact, components: shown, into: &result) }
    }
  }
}
