/// What a node does to the rendered nodes of its content, for a node that does anything to
/// them: a render modifier (attributes, styles, actions), a symbol effect, a picker's tag, a
/// keyframe animator (the rates its content's numbers follow), a timeline (the taps inside a
/// paused one). Each rendered node's chain of effects is the adoptions between it and its
/// container; a node's record keeps its adoption (`RenderRecord.effect`), so the walk calls
/// it without a cast and skips the nodes that adopt nothing (decision D27).
@MainActor
protocol RenderEffect: _ViewNode {
  /// Adds to `item`, one of the rendered nodes of the content, what this node does to it.
  func contribute(to item: inout RenderItem)

  /// Applies the effect to `item` with its rates of change (see `DifferentiatedItem`).
  func differentiate(_ item: inout DifferentiatedItem)

  /// Adjusts the actions of `item`, the rendered node of `source` anywhere below, when a host
  /// acts on it.
  func wrapInteraction(_ item: inout RenderItem, source: _ViewNode)
}

extension RenderEffect {
  func contribute(to item: inout RenderItem) {}

  /// `contribute(to:)` on the three items, for an effect whose own inputs do not animate.
  func differentiate(_ item: inout DifferentiatedItem) {
    item.apply { contribute(to: &$0) }
  }

  func wrapInteraction(_ item: inout RenderItem, source: _ViewNode) {}
}
