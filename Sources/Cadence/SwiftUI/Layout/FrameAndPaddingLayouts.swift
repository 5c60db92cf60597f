/// Flexible bounds: the frame proposes its proposal clamped to its bounds (or its ideal
/// size when asked for its ideal), then chooses its own size from the bounds and the
/// content's size. The rules are SwiftUI's documented ones for
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct _FlexFrameLayout: FrameLayoutModifier, Equatable {
  var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
  var alignment: Alignment
  var problemList: [String] = []

  init(
    minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
    idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
  ) {
    var invalid: [String] = []
    func valid(_ value: CGFloat?, _ name: String) -> CGFloat? {
      guard let value else { return nil }
      // Only a maximum may be infinite.
      if value.isNaN || value < 0 || (value.isInfinite && !name.hasPrefix("max")) {
        invalid.append("\(name): \(value)")
        return nil
      }
      return value
    }
    self.minWidth = valid(minWidth, "minWidth")
    self.idealWidth = valid(idealWidth, "idealWidth")
    self.maxWidth = valid(maxWidth, "maxWidth")
    self.minHeight = valid(minHeight, "minHeight")
    self.idealHeight = valid(idealHeight, "idealHeight")
    self.maxHeight = valid(maxHeight, "maxHeight")
    self.alignment = alignment
    if !invalid.isEmpty {
      problemList.append(
        invalidFrameDimensionMessage + " " + invalid.joined(separator: ", ")
          + ": ignored")
    }
    // Out-of-order constraints: SwiftUI reports them; the larger lower bound wins.
    func order(
      _ min: inout CGFloat?, _ ideal: inout CGFloat?, _ max: inout CGFloat?, _ axis: String
    ) {
      let values = [min, ideal, max].compactMap { $0 }
      guard values != values.sorted() else { return }
      problemList.append(
        contradictoryFrameMessage + " \(axis): min \(min.map { "\($0)" } ?? "nil"), ideal "
          + "\(ideal.map { "\($0)" } ?? "nil"), max \(max.map { "\($0)" } ?? "nil"); the "
          + "maximum is raised to the minimum and the ideal clamped between them")
      if let low = min, let high = max, high < low { max = low }
      if let value = ideal {
        ideal = Swift.min(Swift.max(value, min ?? value), max ?? value)
      }
    }
    order(&self.minWidth, &self.idealWidth, &self.maxWidth, "width")
    order(&self.minHeight, &self.idealHeight, &self.maxHeight, "height")
  }

  nonisolated static func == (lhs: _FlexFrameLayout, rhs: _FlexFrameLayout) -> Bool {
    lhs.minWidth == rhs.minWidth && lhs.idealWidth == rhs.idealWidth
      && lhs.maxWidth == rhs.maxWidth && lhs.minHeight == rhs.minHeight
      && lhs.idealHeight == rhs.idealHeight && lhs.maxHeight == rhs.maxHeight
      && lhs.alignment == rhs.alignment
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    problemList.map { (.invalidFrame, $0) }
  }

  /// The proposal along one axis for the content.
  private static func childLength(
    _ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?
  ) -> CGFloat? {
    guard var length = proposed ?? ideal else { return nil }
    if let min { length = Swift.max(length, min) }
    if let max { length = Swift.min(length, max) }
    return length
  }

  /// The frame's length along one axis.
  private static func length(
    _ proposed: CGFloat?, child: CGFloat, childProposal: CGFloat?, min: CGFloat?,
    ideal: CGFloat?, max: CGFloat?
  ) -> CGFloat {
    if proposed == nil, let ideal { return ideal }
    switch (min, max) {
    case (let low?, let high?):
      if let proposed { return Swift.max(Swift.min(proposed, high), low) }
      return Swift.max(Swift.min(child, high), low)
    case (let low?, nil):
      return Swift.max(low, Swift.min(childProposal ?? .infinity, child))
    case (nil, let high?):
      return Swift.min(high, Swift.max(childProposal ?? -.infinity, child))
    case (nil, nil):
      return child
    }
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: Self.childLength(proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth),
      height: Self.childLength(
        proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    let childProposal = childProposal(proposal)
    let child = inner.sizeThatFits(childProposal)
    return CGSize(
      width: Self.length(
        proposal.width, child: child.width, childProposal: childProposal.width, min: minWidth,
        ideal: idealWidth, max: maxWidth),
      height: Self.length(
        proposal.height, child: child.height, childProposal: childProposal.height,
        min: minHeight, ideal: idealHeight, max: maxHeight))
  }
}

/// Padding: the content is proposed the proposal less the insets, and the padded view is
/// the content's size plus the insets.
struct _PaddingLayout: LayoutModifier, Equatable {
  var insets: EdgeInsets

  /// The padding SwiftUI uses when no length is given (its default on iOS).
  static let defaultLength: CGFloat = 16

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
      height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
  }

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    let child = inner.sizeThatFits(childProposal(proposal))
    return CGSize(
      width: max(child.width + insets.leading + insets.trailing, 0),
      height: max(child.height + insets.top + insets.bottom, 0))
  }

  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    let childProposal = childProposal(proposal)
    let size = inner.sizeThatFits(childProposal)
    return (
      CGRect(
        x: rect.minX + insets.leading, y: rect.minY + insets.top, width: size.width,
        height: size.height), childProposal
    )
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    guard values.contains(where: { !$0.isFinite }) else { return [] }
    return [(.invalidFrame, "padding has a non-finite length (\(insets)); it is treated as 0")]
  }
}

/// `fixedSize`: the content is proposed nil (its ideal size) in the fixed axes.
struct _FixedSizeLayout: LayoutModifier, Equatable {
  var horizontal: Bool
  var vertical: Bool

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    inner.sizeThatFits(childProposal(proposal))
  }

  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    let childProposal = childProposal(proposal)
    let size = inner.sizeThatFits(childProposal)
    return (
      Self.centered(size, in: rect), childProposal
    )
  }
}

/// A layout modifier that lays its content out as it is (it only tells the container
/// something: a priority, a layout value, a guide, a coordinate space).
protocol PassThroughLayoutModifier: LayoutModifier {}

extension PassThroughLayoutModifier {
  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    inner.sizeThatFits(proposal)
  }

  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    (rect, proposal)
  }
}

/// `layoutPriority`: the content lays out as it is; stacks read the priority.
struct _TraitWritingLayout: PassThroughLayoutModifier, Equatable {
  var priority: Double

  var explicitPriority: Double? { priority }
}
