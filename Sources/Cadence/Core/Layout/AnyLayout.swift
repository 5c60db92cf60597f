/// A view laid out by a `Layout` value: `MyLayout { … }`, `AnyLayout`.
struct _LayoutContainer<L: Layout, Content: View>: ContainerView {
  typealias Body = Never
  let layout: L
  let kind: String
  let content: Content

  var contentLayout: L { layout }

  var renderedKind: String? { kind }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: kind)
    item.adopt(children)
    return item
  }
}

/// A type-erased layout: switching the layout it wraps keeps the subviews' identity and
/// state, and in an animated transaction the subviews move to their new places along the
/// animation.
public struct AnyLayout: Layout {
  private var box: AnyLayoutBox
  let layoutType: ObjectIdentifier

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) {
    box = TypedLayoutBox(layout)
    layoutType = ObjectIdentifier(L.self)
  }

  public typealias Cache = AnyLayoutCache

  public func makeCache(subviews: Subviews) -> AnyLayoutCache {
    AnyLayoutCache(layoutType: layoutType, value: box.makeCache(subviews: subviews))
  }

  public func updateCache(_ cache: inout AnyLayoutCache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache
  )
    -> CGSize
  {
    if cache.layoutType != layoutType { cache = makeCache(subviews: subviews) }
    return box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache
  ) {
    if cache.layoutType != layoutType { cache = makeCache(subviews: subviews) }
    box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  /// The wrapped layout's explicit horizontal guide (a custom layout's, or a stack's).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout AnyLayoutCache
  ) -> CGFloat? {
    if cache.layoutType != layoutType { cache = makeCache(subviews: subviews) }
    return box.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  /// The wrapped layout's explicit vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout AnyLayoutCache
  ) -> CGFloat? {
    if cache.layoutType != layoutType { cache = makeCache(subviews: subviews) }
    return box.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  /// The wrapped layout's spacing preferences.
  public func spacing(subviews: Subviews, cache: inout AnyLayoutCache) -> ViewSpacing {
    if cache.layoutType != layoutType { cache = makeCache(subviews: subviews) }
    return box.spacing(subviews: subviews, cache: &cache.value)
  }

  /// The wrapped layout's animatable data, erased.
  public var animatableData: _AnyAnimatableData {
    get { box.animatableData }
    set { box = box.with(newValue) }
  }

  /// Whether two wrapped layouts are the same type with equal values.
  func isEqual(to other: AnyLayout) -> Bool { box.isEqual(to: other.box) }

  /// The stack axis of the wrapped layout.
  var stackOrientation: Axis? { box.stackOrientation }
}

extension Layout {
  /// The axis this layout stacks along: its type's, or for `AnyLayout` the wrapped
  /// layout's (which `Spacer` and `Divider` read).
  var resolvedStackOrientation: Axis? {
    Self.self == AnyLayout.self
      ? unsafeBitCast(self, to: AnyLayout.self).stackOrientation
      : Self.layoutProperties.stackOrientation
  }

  /// Whether `other` lays out as this layout does: equal values, as `TypeLayout` compares
  /// them, or for `AnyLayout` equal wrapped layouts (its box is a new object every time).
  func laysOutLike(_ other: Self) -> Bool {
    if let erased = self as? AnyLayout, let otherErased = other as? AnyLayout {
      return erased.isEqual(to: otherErased)
    }
    return TypeLayout.of(Self.self).isEqual(self, other)
  }
}

/// The cache of an `AnyLayout`: the wrapped layout's cache.
public struct AnyLayoutCache {
  let layoutType: ObjectIdentifier
  var value: Any
}
