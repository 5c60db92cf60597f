@MainActor
class AnyLayoutBox {
  func makeCache(subviews: LayoutSubviews) -> Any { () }
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    -> CGSize
  {
    .zero
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
  ) {}
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Any
  ) -> CGFloat? { nil }
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Any
  ) -> CGFloat? { nil }
  func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing { ViewSpacing() }
  func isEqual(to other: AnyLayoutBox) -> Bool { false }
  var stackOrientation: Axis? { nil }
  var animatableData: _AnyAnimatableData { .zero }
  /// A box of the layout with `data` as its animatable data (itself when it does not fit).
  func with(_ data: _AnyAnimatableData) -> AnyLayoutBox { self }
}

@MainActor
final class TypedLayoutBox<L: Layout>: AnyLayoutBox {
  let layout: L
  init(_ layout: L) { self.layout = layout }

  override func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

  /// Runs `body` with the erased cache as the layout's own (made anew when it is not one),
  /// and keeps what `body` left in it.
  private func withTypedCache<Result>(
    _ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result
  ) -> Result {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return body(&typed)
  }

  override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    -> CGSize
  {
    withTypedCache(&cache, subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
  ) {
    withTypedCache(&cache, subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Any
  ) -> CGFloat? {
    withTypedCache(&cache, subviews) {
      layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Any
  ) -> CGFloat? {
    withTypedCache(&cache, subviews) {
      layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
    withTypedCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  override func isEqual(to other: AnyLayoutBox) -> Bool {
    guard let other = other as? TypedLayoutBox<L> else { return false }
    return TypeLayout.of(L.self).isEqual(layout, other.layout)
  }

  override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

  override var animatableData: _AnyAnimatableData { _AnyAnimatableData(layout.animatableData) }

  override func with(_ data: _AnyAnimatableData) -> AnyLayoutBox {
    guard let data = data.unwrapped(as: L.AnimatableData.self) else { return self }
    var layout = layout
    layout.animatableData = data
    return TypedLayoutBox(layout)
  }
}
