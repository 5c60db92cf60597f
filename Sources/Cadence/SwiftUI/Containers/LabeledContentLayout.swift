import Foundation

/// Which part of labeled content a subview is.
enum LabeledContentPart: LayoutValueKey {
  /// The label's first view, its title (a subview that says nothing is one).
  case title
  /// A later view of the label: a subtitle, below the title.
  case subtitle
  /// The value.
  case value

  static let defaultValue = LabeledContentPart.title
}

/// How iOS lays out labeled content, in a form row or on its own: the label at the leading
/// edge (its title, and any subtitles below it), the value at the trailing edge, both centred
/// vertically, 8 points apart at least. It takes the width proposed. When the two do not fit
/// side by side they share the width as an `HStack` shares it: the less flexible first,
/// offered half, the other the rest, so long texts wrap instead of overlapping; a flexible
/// value (a text field) takes all the width the label leaves.
struct LabeledContentLayout: Layout, Equatable {
  /// The least space between the label and the value: an `HStack`'s between two texts.
  static let gap: CGFloat = 8
  /// The space between the title and each subtitle below it (Cadence's number).
  static let subtitleSpacing: CGFloat = 2

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let parts = Parts(subviews)
    let plan = parts.plan(width: proposal.width)
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? plan.idealWidth
    return CGSize(width: width, height: max(plan.label.height, plan.value.height))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let parts = Parts(subviews)
    let plan = parts.plan(width: bounds.width)
    var y = bounds.midY - plan.label.height / 2
    for (index, subview) in parts.label.enumerated() {
      let size = subview.sizeThatFits(ProposedViewSize(width: plan.label.width, height: nil))
      if index > 0 { y += Self.subtitleSpacing }
      subview.place(
        at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading,
        proposal: ProposedViewSize(width: plan.label.width, height: nil))
      y += size.height
    }
    // The value's views in a row, ending at the trailing edge.
    var x = bounds.maxX
    for (subview, size) in zip(parts.value, plan.valueSizes).reversed() {
      x -= size.width
      subview.place(
        at: CGPoint(x: x, y: bounds.midY - size.height / 2), anchor: .topLeading,
        proposal: ProposedViewSize(width: size.width, height: nil))
      x -= Self.gap
    }
  }

  /// The subviews by part.
  @MainActor
  private struct Parts {
    var label: [LayoutSubview] = []
    var value: [LayoutSubview] = []

    init(_ subviews: LayoutSubviews) {
      for subview in subviews {
        if subview[LabeledContentPart.self] == .value {
          value.append(subview)
        } else {
          label.append(subview)
        }
      }
    }

    /// The sizes of the label (its views stacked) and of the value (its views in a row) for
    /// `width` (nil or infinite: each ideal).
    func plan(width: CGFloat?) -> Plan {
      let idealLabel = labelSize(width: nil)
      let idealValues = value.map { $0.sizeThatFits(.unspecified) }
      let idealValue = row(idealValues)
      let gap = label.isEmpty || value.isEmpty ? 0 : LabeledContentLayout.gap
      let ideal = idealLabel.width + gap + idealValue.width
      guard let width, width.isFinite else {
        return Plan(
          label: idealLabel, value: idealValue, valueSizes: idealValues, idealWidth: ideal)
      }
      let available = max(width - gap, 0)
      // Several views in the value keep their ideal sizes; the label gets what they leave.
      guard value.count == 1 else {
        let label = labelSize(width: max(available - idealValue.width, 0))
        return Plan(label: label, value: idealValue, valueSizes: idealValues, idealWidth: ideal)
      }
      let single = value[0]
      func valueSize(_ offered: CGFloat) -> CGSize {
        single.sizeThatFits(ProposedViewSize(width: offered, height: nil))
      }
      // As an HStack: the less flexible is offered its share first.
      let labelFlexibility = labelSize(width: .infinity).width - labelSize(width: 0).width
      let valueFlexibility = valueSize(.infinity).width - valueSize(0).width
      let label: CGSize
      let shown: CGSize
      if labelFlexibility <= valueFlexibility {
        label = labelSize(width: available / 2)
        shown = valueSize(max(available - label.width, 0))
      } else {
        shown = valueSize(available / 2)
        label = labelSize(width: max(available - shown.width, 0))
      }
      return Plan(label: label, value: shown, valueSizes: [shown], idealWidth: ideal)
    }

    /// The label's views stacked, each offered `width`.
    func labelSize(width: CGFloat?) -> CGSize {
      var size = CGSize.zero
      for (index, subview) in label.enumerated() {
        let part = subview.sizeThatFits(ProposedViewSize(width: width, height: nil))
        size.width = max(size.width, part.width)
        size.height += part.height + (index > 0 ? LabeledContentLayout.subtitleSpacing : 0)
      }
      return size
    }

    /// The size of views in a row, `gap` apart.
    func row(_ sizes: [CGSize]) -> CGSize {
      CGSize(
        width: sizes.map(\.width).reduce(0, +)
          + LabeledContentLayout.gap * CGFloat(max(sizes.count - 1, 0)),
        height: sizes.map(\.height).max() ?? 0)
    }
  }

  /// The sizes chosen for one width.
  private struct Plan {
    let label: CGSize
    let value: CGSize
    let valueSizes: [CGSize]
    let idealWidth: CGFloat
  }
}
