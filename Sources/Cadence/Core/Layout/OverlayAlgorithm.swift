/// The overlay algorithm (`ZStack`, overlays and backgrounds): every subview gets the whole
/// proposal and they line up on the alignment in both axes.
@MainActor
struct OverlayAlgorithm {
  let alignment: Alignment

  func size(proposal: ProposedViewSize, subviews: ArraySlice<LayoutSubview>) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    var left: CGFloat = 0
    var right: CGFloat = 0
    var above: CGFloat = 0
    var below: CGFloat = 0
    for subview in subviews {
      let dimensions = subview.dimensions(in: proposal)
      let x = dimensions.value(of: alignment.horizontal.key)
      let y = dimensions.value(of: alignment.vertical.key)
      left = max(left, x)
      right = max(right, dimensions.width - x)
      above = max(above, y)
      below = max(below, dimensions.height - y)
    }
    return CGSize(width: left + right, height: above + below)
  }

  func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: ArraySlice<LayoutSubview>) {
    let all = subviews.map { $0.dimensions(in: proposal) }
    var left: CGFloat = 0
    var right: CGFloat = 0
    var above: CGFloat = 0
    var below: CGFloat = 0
    for dimensions in all {
      let x = dimensions.value(of: alignment.horizontal.key)
      let y = dimensions.value(of: alignment.vertical.key)
      left = max(left, x)
      right = max(right, dimensions.width - x)
      above = max(above, y)
      below = max(below, dimensions.height - y)
    }
    let lineX =
      bounds.minX + left + (bounds.width - left - right)
      * unitFraction(of: alignment.horizontal.key)
    let lineY =
      bounds.minY + above + (bounds.height - above - below)
      * unitFraction(of: alignment.vertical.key)
    for (subview, dimensions) in zip(subviews, all) {
      subview.place(
        at: CGPoint(
          x: lineX - dimensions.value(of: alignment.horizontal.key),
          y: lineY - dimensions.value(of: alignment.vertical.key)),
        anchor: .topLeading, proposal: proposal)
    }
  }
}

extension LayoutSubviews {
  /// All the subviews as a slice.
  subscript(_: UnboundedRange) -> ArraySlice<LayoutSubview> { elements[...] }
}
