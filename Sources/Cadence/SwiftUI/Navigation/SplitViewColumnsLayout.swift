import Foundation

/// Which column a subview of the split view is (0 sidebar, 1 content, 2 detail).
enum SplitColumnRoleKey: LayoutValueKey {
  static let defaultValue = 2
}

/// The width a column asks for (`navigationSplitViewColumnWidth`).
enum SplitColumnWidthKey: LayoutValueKey {
  static let defaultValue: (min: CGFloat?, ideal: CGFloat, max: CGFloat?)? = nil
}

/// The columns of a split view in a regular size class, side by side, filling the height:
/// the sidebar and the content at their asked (or 320-point) widths, within their bounds,
/// the detail the rest; each column's view is centred in it.
struct SplitColumnsLayout: Layout, Equatable {
  static let defaultWidth: CGFloat = 320
  /// Whether the detail keeps the whole width, the leading columns over it
  /// (`prominentDetail`).
  var prominentDetail = false

  private func widths(_ total: CGFloat, _ subviews: Subviews) -> [CGFloat] {
    var widths = subviews.map { subview -> CGFloat in
      guard subview[SplitColumnRoleKey.self] < 2 else { return 0 }
      guard let asked = subview[SplitColumnWidthKey.self] else { return Self.defaultWidth }
      return Swift.min(Swift.max(asked.ideal, asked.min ?? 0), asked.max ?? .infinity)
    }
    let fixed = prominentDetail ? 0 : widths.reduce(0, +)
    for index in subviews.indices where subviews[index][SplitColumnRoleKey.self] == 2 {
      widths[index] = Swift.max(total - fixed, 0)
    }
    return widths
  }

  /// The size offered: a split view fills its window. Unoffered (an ideal size asked for),
  /// it is an iPad's landscape screen, 1024 × 768.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 1024
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 768
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for (subview, width) in zip(subviews, widths(bounds.width, subviews)) {
      // Centred in its column, as a hosting column places its content.
      let detail = subview[SplitColumnRoleKey.self] == 2
      let left = prominentDetail && detail ? bounds.minX : x
      subview.place(
        at: CGPoint(x: left + width / 2, y: bounds.midY), anchor: .center,
        proposal: ProposedViewSize(width: width, height: bounds.height))
      if !(prominentDetail && detail) { x += width }
    }
  }
}

/// The columns of a split view in a regular size class.
struct _SplitColumns<Content: View>: ContainerView {
  typealias Body = Never
  let prominentDetail: Bool
  let content: Content

  init(prominentDetail: Bool, @ViewBuilder content: () -> Content) {
    self.prominentDetail = prominentDetail
    self.content = content()
  }

  var contentLayout: SplitColumnsLayout { SplitColumnsLayout(prominentDetail: prominentDetail) }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "NavigationSplitView")
    item.adopt(children)
    return item
  }
}

extension View {
  /// Sets the width of the split view column this view is (its root, in a regular size class).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    layoutValue(key: SplitColumnWidthKey.self, value: (min: nil, ideal: width, max: nil))
  }

  /// Sets the width of the split view column this view is, within bounds.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    layoutValue(key: SplitColumnWidthKey.self, value: (min: min, ideal: ideal, max: max))
  }
}
