/// A view's size and its alignment guides, in its own coordinate space.
public struct ViewDimensions: Equatable {
  /// The view's width.
  public var width: CGFloat { size.width }
  /// The view's height.
  public var height: CGFloat { size.height }
  let size: CGSize
  /// The subview whose guides these are, and the proposal it was measured for; nil for a
  /// plain size (no explicit guides).
  let subview: LayoutSubview?
  let proposal: ProposedViewSize

  init(size: CGSize, subview: LayoutSubview? = nil, proposal: ProposedViewSize = .unspecified) {
    self.size = size
    self.subview = subview
    self.proposal = proposal
  }

  /// The explicit value of a guide, or nil when the view sets none.
  @MainActor func explicitValue(of key: AlignmentKey) -> CGFloat? {
    guard let subview else { return nil }
    return subview.explicitGuide(key, size: size, proposal: proposal)
  }

  /// The value of a guide: the explicit one, or its default.
  @MainActor func value(of key: AlignmentKey) -> CGFloat {
    explicitValue(of: key) ?? key.defaultValue(size: size, subview: subview, proposal: proposal)
  }

  /// The value of a horizontal guide.
  @MainActor public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
  /// The value of a vertical guide.
  @MainActor public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }
  /// The explicit value of a horizontal guide, or nil when the view sets none.
  @MainActor public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicitValue(of: guide.key)
  }
  /// The explicit value of a vertical guide, or nil when the view sets none.
  @MainActor public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicitValue(of: guide.key)
  }
}
