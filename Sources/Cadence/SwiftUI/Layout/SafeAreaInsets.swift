/// `safeAreaInset`: the inset content at one edge of the view, at its own size along that
/// axis and as long as the view across; the view in the rest, `spacing` away (0 when nil).
/// The view is laid out in what the inset leaves, and the inset's side is safe area to it: a
/// view in it that ignores the safe area extends under the inset (and past it, where the
/// modifier reaches the screen's safe area).
struct _SafeAreaInsetLayout: Layout {
  let edge: Edge
  let alignment: Alignment
  let spacing: CGFloat

  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  /// The inset's size and the main view's proposal for `proposal`.
  private func parts(_ proposal: ProposedViewSize, subviews: Subviews) -> (
    inset: CGSize, main: ProposedViewSize
  ) {
    guard subviews.count == 2 else { return (.zero, proposal) }
    if axis == .vertical {
      let inset = subviews[1].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
      return (
        inset,
        ProposedViewSize(
          width: proposal.width, height: proposal.height.map { max($0 - inset.height - spacing, 0) }
        )
      )
    }
    let inset = subviews[1].sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
    return (
      inset,
      ProposedViewSize(
        width: proposal.width.map { max($0 - inset.width - spacing, 0) }, height: proposal.height)
    )
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let first = subviews.first else { return .zero }
    let (inset, mainProposal) = parts(proposal, subviews: subviews)
    let main = first.sizeThatFits(mainProposal)
    return axis == .vertical
      ? CGSize(width: max(main.width, inset.width), height: main.height + spacing + inset.height)
      : CGSize(width: main.width + spacing + inset.width, height: max(main.height, inset.height))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let first = subviews.first else { return }
    let (inset, mainProposal) = parts(ProposedViewSize(bounds.size), subviews: subviews)
    var mainRect = bounds
    var insetRect = bounds
    switch edge {
    case .top:
      insetRect.size.height = inset.height
      mainRect.origin.y += inset.height + spacing
      mainRect.size.height = max(bounds.height - inset.height - spacing, 0)
    case .bottom:
      insetRect.origin.y = bounds.maxY - inset.height
      insetRect.size.height = inset.height
      mainRect.size.height = max(bounds.height - inset.height - spacing, 0)
    case .leading:
      insetRect.size.width = inset.width
      mainRect.origin.x += inset.width + spacing
      mainRect.size.width = max(bounds.width - inset.width - spacing, 0)
    case .trailing:
      insetRect.origin.x = bounds.maxX - inset.width
      insetRect.size.width = inset.width
      mainRect.size.width = max(bounds.width - inset.width - spacing, 0)
    }
    first.place(
      at: FramePlacement.aligned(
        first.dimensions(in: mainProposal), in: mainRect, alignment: .center
      )
      .origin, proposal: mainProposal)
    guard subviews.count == 2 else { return }
    let insetProposal =
      axis == .vertical
      ? ProposedViewSize(width: bounds.width, height: nil)
      : ProposedViewSize(width: nil, height: bounds.height)
    subviews[1].place(
      at: FramePlacement.aligned(
        subviews[1].dimensions(in: insetProposal), in: insetRect, alignment: alignment
      ).origin, proposal: insetProposal)
  }
}

/// Where content margins apply.
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  /// Where the system applies them (the content of scroll views, in Cadence).
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The scroll content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The scroll indicators (recorded only: Cadence draws none).
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension EnvironmentValues {
  private struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
  }

  /// The margins the scroll views below put around their content (`contentMargins`).
  var contentMargins: EdgeInsets {
    get { self[ContentMarginsKey.self] }
    set { self[ContentMarginsKey.self] = newValue }
  }
}

extension View {
  /// Shows `content` at the `edge` of this view, this view laid out in the rest, `spacing`
  /// between them (0 when nil).
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    let side: Edge = edge == .top ? .top : .bottom
    return _SafeAreaInsetLayout(
      edge: side, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing ?? 0
    )._callAsContainer(kind: "safeAreaInset") {
      self.modifier(_SafeAreaModifier(change: .insetAt(side)))
      inset
    }
  }

  /// Shows `content` at the leading or trailing `edge` of this view, this view laid out in
  /// the rest, `spacing` between them (0 when nil).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    let side: Edge = edge == .leading ? .leading : .trailing
    return _SafeAreaInsetLayout(
      edge: side, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing ?? 0
    )._callAsContainer(kind: "safeAreaInset") {
      self.modifier(_SafeAreaModifier(change: .insetAt(side)))
      inset
    }
  }

  /// Insets this view's safe area by `insets`: its content is laid out inside them, and they
  /// are safe area to it (a view in it that ignores the safe area extends over them).
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(_SafeAreaModifier(change: .extend(insets))).padding(insets)
  }

  /// Insets this view's safe area at `edges` by `length` (the system's padding, 16, when
  /// nil).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? _PaddingLayout.defaultLength
    return safeAreaPadding(
      EdgeInsets(
        top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
        bottom: edges.contains(.bottom) ? amount : 0,
        trailing: edges.contains(.trailing) ? amount : 0))
  }

  /// Insets this view's safe area at every edge by `length`.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(.all, length)
  }

  /// Puts margins of `length` (16 when nil) at `edges` around the content of the scroll
  /// views in this view.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let amount = length ?? 16
    return contentMargins(
      edges, EdgeInsets(top: amount, leading: amount, bottom: amount, trailing: amount),
      for: placement)
  }

  /// Puts `insets` at `edges` around the content of the scroll views in this view.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    transformEnvironment(\.contentMargins) { margins in
      guard placement != .scrollIndicators else { return }
      if edges.contains(.top) { margins.top = insets.top }
      if edges.contains(.leading) { margins.leading = insets.leading }
      if edges.contains(.bottom) { margins.bottom = insets.bottom }
      if edges.contains(.trailing) { margins.trailing = insets.trailing }
    }
  }
}
