/// `layoutValue(key:value:)`: a value the container's `Layout` reads.
struct _LayoutValueLayout<Key: LayoutValueKey>: PassThroughLayoutModifier {
  var value: Key.Value

  func layoutValue(for key: ObjectIdentifier) -> Any? {
    key == ObjectIdentifier(Key.self) ? value : nil
  }
}

/// `position(x:y:)`: the view takes the whole proposal and puts the content's centre at the
/// point, in its own coordinates.
struct _PositionLayout: LayoutModifier, Equatable {
  var position: CGPoint

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: inner.sizeThatFits(proposal))
  }

  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    let size = inner.sizeThatFits(proposal)
    return (
      CGRect(
        x: rect.minX + position.x - size.width / 2, y: rect.minY + position.y - size.height / 2,
        width: size.width, height: size.height), proposal
    )
  }

  var problems: [(kind: Diagnostic.Kind, message: String)] {
    guard !position.x.isFinite || !position.y.isFinite else { return [] }
    return [(.invalidFrame, "position(x: \(position.x), y: \(position.y)) is not finite")]
  }
}

/// How a view fits a proposal with its aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The largest size with the ratio that fits inside the proposal.
  case fit
  /// The smallest size with the ratio that covers the proposal.
  case fill
}

/// `aspectRatio`: the content is proposed the size with the ratio (width / height) that
/// fits or fills the proposal; without a ratio, the content's ideal size gives it.
struct _AspectRatioLayout: LayoutModifier, Equatable {
  var aspectRatio: CGFloat?
  var contentMode: ContentMode

  func childProposal(_ proposal: ProposedViewSize, inner: LayoutSubview) -> ProposedViewSize {
    var ratio = aspectRatio ?? 1
    if aspectRatio == nil {
      let ideal = inner.sizeThatFits(.unspecified)
      if ideal.width > 0, ideal.height > 0 { ratio = ideal.width / ideal.height }
    }
    guard ratio.isFinite, ratio > 0 else { return proposal }
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      return proposal
    case (let width?, nil) where width.isFinite:
      return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?) where height.isFinite:
      return ProposedViewSize(width: height * ratio, height: height)
    case (let width?, let height?) where width.isFinite && height.isFinite:
      let byWidth = CGSize(width: width, height: width / ratio)
      let byHeight = CGSize(width: height * ratio, height: height)
      let fits = byWidth.height <= height
      let size = (contentMode == .fit) == fits ? byWidth : byHeight
      return ProposedViewSize(size)
    case (let width?, _) where width.isFinite:
      return ProposedViewSize(width: width, height: width / ratio)
    case (_, let height?) where height.isFinite:
      return ProposedViewSize(width: height * ratio, height: height)
    default:
      return proposal
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, inner: LayoutSubview) -> CGSize {
    inner.sizeThatFits(childProposal(proposal, inner: inner))
  }

  func innerPlacement(in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview)
    -> (rect: CGRect, proposal: ProposedViewSize)
  {
    let childProposal = childProposal(proposal, inner: inner)
    let size = inner.sizeThatFits(childProposal)
    return (
      Self.centered(size, in: rect), childProposal
    )
  }
}

/// `alignmentGuide`: sets one guide of the content to a value computed from its dimensions.
struct _AlignmentGuideLayout: PassThroughLayoutModifier {
  var key: AlignmentKey
  var computeValue: (ViewDimensions) -> CGFloat

  func guide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, inner: LayoutSubview)
    -> CGFloat?
  {
    guard key == self.key else {
      return inner.explicitGuide(key, size: size, proposal: proposal)
    }
    let dimensions = ViewDimensions(size: size, subview: inner, proposal: proposal)
    let value = computeValue(dimensions)
    return value.isFinite ? value : key.type.defaultValue(in: dimensions)
  }
}

extension View {
  /// Positions this view within an invisible frame with the specified size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  /// Positions this view within an invisible frame having the specified size constraints.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  /// Adds different padding amounts to each edge of this view.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(insets: insets))
  }

  /// Adds padding to the given edges of this view (16 points when no length is given).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? _PaddingLayout.defaultLength
    return modifier(
      _PaddingLayout(
        insets: EdgeInsets(
          top: edges.contains(.top) ? amount : 0,
          leading: edges.contains(.leading) ? amount : 0,
          bottom: edges.contains(.bottom) ? amount : 0,
          trailing: edges.contains(.trailing) ? amount : 0)))
  }

  /// Adds a specific padding amount to each edge of this view.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Fixes this view at its ideal size in both axes.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Fixes this view at its ideal size in the given axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }

  /// Sets the priority with which a stack gives this view space (0 by default).
  public func layoutPriority(_ value: Double) -> some View {
    modifier(_TraitWritingLayout(priority: value.isFinite ? value : 0))
  }

  /// Gives this view's layout container a value for `key`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_LayoutValueLayout<K>(value: value))
  }

  /// Centres this view at the point, in the coordinates of its parent's space.
  public func position(_ position: CGPoint) -> some View {
    modifier(_PositionLayout(position: position))
  }

  /// Centres this view at (`x`, `y`) in the coordinates of its parent's space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Constrains this view to an aspect ratio (width / height), or its ideal size's.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains this view to the aspect ratio of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(
      aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height,
      contentMode: contentMode)
  }

  /// Scales this view to fit its parent, keeping its aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales this view to fill its parent, keeping its aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// Sets a horizontal alignment guide of this view.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentGuideLayout(key: g.key, computeValue: computeValue))
  }

  /// Sets a vertical alignment guide of this view.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentGuideLayout(key: g.key, computeValue: computeValue))
  }
}
