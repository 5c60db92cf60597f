/// A type that defines the geometry of a collection of views: it chooses its own size from a
/// proposal and its subviews' sizes, then places each subview.
///
/// Main-actor isolated like `Animatable` in Cadence (SwiftUI's is `Sendable`); a layout's
/// methods run on the main actor during the layout phase of an update.
@MainActor @preconcurrency
public protocol Layout: Animatable {
  /// Cached values shared between `sizeThatFits` and `placeSubviews`.
  associatedtype Cache = Void
  /// The subviews of the layout.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout: its stack orientation, which `Spacer` and `Divider` read.
  static var layoutProperties: LayoutProperties { get }

  /// The size of the composite view for `proposal`, given its subviews.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview inside `bounds`, in the coordinate space of the container.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The position of a horizontal guide that the layout sets explicitly, if it sets one.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The position of a vertical guide that the layout sets explicitly, if it sets one.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The spacing preferences of the composite view.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Creates the cache.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// No explicit guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// No explicit guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// The union of the subviews' spacing preferences.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.unitedSpacing
  }

  /// Makes a new cache.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// Lays out `content` with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutContainer(layout: self, kind: "\(Self.self)", content: content())
  }

  /// Lays out `content` with this layout, rendered as a node of `kind`.
  func _callAsContainer<V: View>(kind: String, @ViewBuilder _ content: () -> V) -> some View {
    _LayoutContainer(layout: self, kind: kind, content: content())
  }
}

extension Layout where Cache == () {
  /// No cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout.
public struct LayoutProperties: Sendable {
  /// The axis along which the layout stacks its subviews, if it is a stack.
  public var stackOrientation: Axis?

  /// Creates properties with no stack orientation.
  public init() {}
}

/// The spacing preferences of a view: how far it wants to be from its neighbours.
///
/// Cadence's default is 8 points between any two views along either axis; `ViewSpacing.zero`
/// asks for none.
public struct ViewSpacing: Sendable, Equatable {
  var top: CGFloat?
  var leading: CGFloat?
  var bottom: CGFloat?
  var trailing: CGFloat?

  /// A view with the default preferences.
  public init() {}

  /// A view that wants no space around it.
  public static let zero: ViewSpacing = {
    var spacing = ViewSpacing()
    (spacing.top, spacing.leading, spacing.bottom, spacing.trailing) = (0, 0, 0, 0)
    return spacing
  }()

  /// The default distance between two views, in points.
  static let defaultDistance: CGFloat = 8

  /// The space to leave between this view and `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let mine = axis == .horizontal ? trailing : bottom
    let theirs = axis == .horizontal ? next.leading : next.top
    switch (mine, theirs) {
    case (nil, nil): return Self.defaultDistance
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (let a?, let b?): return max(a, b)
    }
  }

  /// Merges `other`'s preferences on `edges` into this one's: a default preference wins
  /// over an explicit one, otherwise the larger is kept.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
      guard let a, let b else { return nil }
      return max(a, b)
    }
    if edges.contains(.top) { top = merge(top, other.top) }
    if edges.contains(.leading) { leading = merge(leading, other.leading) }
    if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
  }

  /// The union of this view's and `other`'s preferences.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }
}

/// A key for a value that a view gives its layout container with `layoutValue(key:value:)`.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

@MainActor
extension LayoutSubviews {
  /// The subviews' spacing preferences, united (a composite's default spacing).
  var unitedSpacing: ViewSpacing {
    var spacing = ViewSpacing()
    for subview in self { spacing.formUnion(subview.spacing) }
    return spacing
  }
}
