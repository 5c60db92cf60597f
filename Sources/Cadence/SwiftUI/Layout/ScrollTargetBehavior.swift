/// Where a scroll ends: the rect of the content in sight then, and an anchor.
public struct ScrollTarget: Sendable {
  /// The content's rect in sight when the scroll ends.
  public var rect: CGRect
  /// The anchor of `rect`, if any.
  public var anchor: UnitPoint?
}

/// What a scroll target behavior knows of the scroll it adjusts.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext: Sendable {
  /// Where the scroll would end on its own.
  public var originalTarget: ScrollTarget
  /// The scroll's velocity (zero for a host's scroll, which has none).
  public var velocity: CGVector
  /// The size of the content.
  public var contentSize: CGSize
  /// The size of the scroll view.
  public var containerSize: CGSize
  /// The axes it scrolls along.
  public var axes: Axis.Set
  /// The frames of the views a scroll may align to (the subviews of the content's layout),
  /// in the content's coordinates.
  var targetFrames: [CGRect]
  /// Where the scroll started (the offset before it).
  var start = CGPoint.zero
  /// The axes along which the scroll view's size class is compact (an upright iPhone's is
  /// horizontal).
  var compactAxes: Axis.Set = [.horizontal]

  /// Nothing more is known of the environment headless.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T? { nil }
}

/// Adjusts where a scroll ends (`scrollTargetBehavior`): `.paging` by whole pages,
/// `.viewAligned` at a view's edge, or your own.
@MainActor @preconcurrency
public protocol ScrollTargetBehavior {
  /// Moves `target` to where the scroll should end.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
  /// What the behavior is told.
  typealias TargetContext = ScrollTargetBehaviorContext
}

/// Scrolls by whole pages: the scroll ends at the multiple of the scroll view's length
/// nearest where it would have.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  nonisolated public init() {}

  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    func page(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
      length > 0 ? (value / length).rounded() * length : value
    }
    if context.axes.contains(.horizontal) {
      target.rect.origin.x = page(target.rect.minX, context.containerSize.width)
    }
    if context.axes.contains(.vertical) {
      target.rect.origin.y = page(target.rect.minY, context.containerSize.height)
    }
  }
}

/// Ends a scroll with a view's leading (top) edge at the scroll view's.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// Whether a scroll may pass more than one view: `always` ends it at most one view from
  /// where it started, `never` wherever it would, `automatic` as `always` along an axis whose
  /// size class is compact (horizontal scrolling on an upright iPhone) and as `never`
  /// otherwise (Apple's documentation of `ViewAlignedScrollTargetBehavior`).
  public struct LimitBehavior: Sendable {
    let name: String
    public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
    public static var always: LimitBehavior { LimitBehavior(name: "always") }
    public static var never: LimitBehavior { LimitBehavior(name: "never") }
  }

  let limitBehavior: LimitBehavior

  nonisolated public init(limitBehavior: LimitBehavior = .automatic) {
    self.limitBehavior = limitBehavior
  }

  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let vertical = context.axes.contains(.vertical)
    let now = vertical ? target.rect.minY : target.rect.minX
    var starts = context.targetFrames.map { vertical ? $0.minY : $0.minX }.sorted()
    let limited =
      limitBehavior.name == "always"
      || (limitBehavior.name == "automatic"
        && !context.compactAxes.intersection(vertical ? .vertical : .horizontal).isEmpty)
    if limited, !starts.isEmpty {
      // At most one view on from the view the scroll started at.
      let from = vertical ? context.start.y : context.start.x
      let current = starts.indices.min { abs(starts[$0] - from) < abs(starts[$1] - from) } ?? 0
      starts = Array(starts[max(current - 1, 0)...min(current + 1, starts.count - 1)])
    }
    guard let nearest = starts.min(by: { abs($0 - now) < abs($1 - now) }) else { return }
    if vertical { target.rect.origin.y = nearest } else { target.rect.origin.x = nearest }
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Scrolls by whole pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Ends scrolls at a view's edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// Ends scrolls at a view's edge, limited as `limitBehavior` says.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

extension EnvironmentValues {
  private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }
  }

  /// The scroll target behavior of the scroll views below, if any.
  var scrollTargetBehavior: (any ScrollTargetBehavior)? {
    get { self[ScrollTargetBehaviorKey.self] }
    set { self[ScrollTargetBehaviorKey.self] = newValue }
  }
}

extension ScrollController {
  /// Where a scroll to `wanted` ends with `behavior`.
  func target(_ wanted: CGPoint, behavior: any ScrollTargetBehavior, compact: Axis.Set)
    -> CGPoint
  {
    let content = contentNodes.compactMap(\.node).first?.placedContentRect ?? .zero
    var frames: [CGRect] = []
    for root in contentNodes.compactMap(\.node) where root.isMounted {
      // The first layout below with several subviews (modifiers wrap one).
      var subviews = root.collectChildSubviews()
      var depth = 0
      while subviews.count == 1, depth < 16 {
        subviews = subviews[0].node.collectChildSubviews()
        depth += 1
      }
      for subview in subviews {
        guard let frame = subview.node.placedContentRect else { continue }
        frames.append(frame.offsetBy(dx: -content.minX, dy: -content.minY))
      }
    }
    let original = ScrollTarget(rect: CGRect(origin: wanted, size: viewport.size), anchor: nil)
    var target = original
    behavior.updateTarget(
      &target,
      context: ScrollTargetBehaviorContext(
        originalTarget: original, velocity: CGVector(dx: 0, dy: 0), contentSize: contentSize,
        containerSize: viewport.size, axes: axes, targetFrames: frames, start: offset,
        compactAxes: compact))
    return target.rect.origin
  }
}

extension View {
  /// Sets how the scroll views below end their scrolls (`.paging`, `.viewAligned`, or your
  /// own behavior).
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    environment(\.scrollTargetBehavior, behavior)
  }

  /// Marks this layout's subviews as the views a view-aligned scroll ends at (Cadence aligns
  /// to the subviews of the scroll content's layout; recorded as `scrollTargetLayout`).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    recorded("scrollTargetLayout", isEnabled ? "true" : "false")
  }
}
