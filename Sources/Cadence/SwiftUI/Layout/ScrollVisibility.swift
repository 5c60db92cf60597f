extension View {
  /// Calls `action` with whether this view, in a scroll view, is visible: at least
  /// `threshold` of its area inside the scroll view's bounds (iOS 18). It is called after the
  /// first layout when the view is visible then, and after each layout that changes it. Out
  /// of any scroll view, the screen is the bounds.
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> some View {
    modifier(_ScrollVisibilityEffect(threshold: threshold, action: action))
  }

  /// Calls `action` with the identifiers of the views below (of type `ID`, as `ForEach`
  /// elements or `.id`) at least `threshold` visible in this scroll view, after each layout
  /// that changes them (iOS 18).
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View {
    modifier(_ScrollTargetVisibilityEffect(threshold: threshold, action: action))
  }

  /// Shows `content` as a bar at `edge` of this view, this view laid out in the rest (iOS 26):
  /// laid out as `safeAreaInset(edge:alignment:spacing:content:)` lays it out (the bar's
  /// scroll edge effect is drawing only), its node recorded with `safeAreaBar`.
  public func safeAreaBar(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
      .recorded("safeAreaBar", edge == .top ? "top" : "bottom")
  }
}

/// The share of `frame`'s area inside `bounds` (0 for an empty frame).
func visibleShare(of frame: CGRect, in bounds: CGRect) -> Double {
  let area = frame.width * frame.height
  guard area > 0, area.isFinite else { return 0 }
  let inside = frame.intersection(bounds)
  guard !inside.isNull else { return 0 }
  return Double(inside.width * inside.height / area)
}

/// Watches a view's visibility in the scroll view around it.
struct _ScrollVisibilityEffect: ViewModifier {
  let threshold: Double
  let action: (Bool) -> Void
  @Environment(\.relativeContainer) private var container

  func body(content: Content) -> some View {
    let container = self.container
    let threshold = self.threshold
    let action = self.action
    return content.onGeometryChange(for: Bool.self) { proxy in
      let bounds = container?.viewport ?? .infinite
      return visibleShare(of: proxy.frame(in: .global), in: bounds) >= threshold
    } action: { old, new in
      if old != new || new { action(new) }
    }
  }
}

/// An `onScrollTargetVisibilityChange` action, handed to the scroll views below.
struct ScrollTargetVisibilityObserver: @unchecked Sendable {
  let check: @MainActor (ScrollController) -> Void
}

extension EnvironmentValues {
  private struct ScrollTargetVisibilityObserversKey: EnvironmentKey {
    static var defaultValue: [ScrollTargetVisibilityObserver] { [] }
  }

  /// The visibility actions the next scroll view below calls after its layouts.
  var scrollTargetVisibilityObservers: [ScrollTargetVisibilityObserver] {
    get { self[ScrollTargetVisibilityObserversKey.self] }
    set { self[ScrollTargetVisibilityObserversKey.self] = newValue }
  }
}

/// The identifiers last seen visible by one action.
@MainActor
final class VisibleTargets<ID: Hashable> {
  var last: [ID]?
}

/// Hands the scroll view below an action that reads its visible targets.
struct _ScrollTargetVisibilityEffect<ID: Hashable>: ViewModifier {
  let threshold: Double
  let action: ([ID]) -> Void
  @State private var seen = VisibleTargets<ID>()

  func body(content: Content) -> some View {
    let threshold = self.threshold
    let action = self.action
    let seen = self.seen
    let observer = ScrollTargetVisibilityObserver { controller in
      var visible: [ID] = []
      for content in controller.contentNodes {
        guard let root = content.node, root.isMounted else { continue }
        ScrollPositionSearch<ID>.visible(
          in: root, viewport: controller.viewport, threshold: threshold, into: &visible)
      }
      guard visible != seen.last else { return }
      seen.last = visible
      action(visible)
    }
    return content.transformEnvironment(\.scrollTargetVisibilityObservers) {
      $0.append(observer)
    }
  }
}

extension ScrollPositionSearch {
  /// Appends the identifiers of the views below `node` at least `threshold` visible in
  /// `viewport`, in order.
  static func visible(
    in node: _ViewNode, viewport: CGRect, threshold: Double, into found: inout [ID]
  ) {
    if let list = node as? any IdentifiedRows<ID> {
      for (id, child) in list.shownRows {
        if let frame = child.placedContentRect,
          visibleShare(of: frame, in: viewport) >= threshold
        {
          found.append(id)
        }
      }
      return
    }
    if let identified = node as? IdentifiedNode<ID>, let frame = identified.placedContentRect {
      if visibleShare(of: frame, in: viewport) >= threshold { found.append(identified.id) }
      return
    }
    node.forEachChild { child in
      descend { visible(in: child, viewport: viewport, threshold: threshold, into: &found) }
    }
  }
}
