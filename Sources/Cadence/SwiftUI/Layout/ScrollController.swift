/// What a scroll view's layout last saw (its viewport, its content's size and nodes) and how
/// to set its offset: shared by the scroll view, its layout and the readers around it.
@MainActor
final class ScrollController {
  var axes: Axis.Set = .vertical
  /// The offset shown at the last layout.
  var offset = CGPoint.zero
  /// The scroll view's frame at the last layout, in the screen's coordinates.
  var viewport = CGRect.zero
  var contentSize = CGSize.zero
  /// The size the scroll view was last offered: its visible size, which container-relative
  /// frames inside it measure from.
  var visibleSize = ProposedViewSize.unspecified

  /// The scroll target anchor of the transaction of the last update, if it had one.
  var transactionAnchor: UnitPoint?
  /// Whether the content was shown at the default scroll anchor (`defaultScrollAnchor`).
  var showedDefaultAnchor = false
  /// The identifier last synchronised with a `scrollPosition` binding, and the offset then.
  var position: (id: AnyHashable?, offset: CGPoint) = (nil, .zero)
  /// The request of a `ScrollPosition` last carried out (its generation), and whether a person
  /// scrolled since (`ScrollPosition.isPositionedByUser`).
  var appliedPositionRequest = 0
  var userScrolled = false
  /// The actions of `onScrollPhaseChange` modifiers around the scroll view, and its phase.
  var phaseObservers: [ScrollPhaseObserver] = []
  var phase = ScrollPhase.idle
  /// Whether the phase returns to `idle` after the next layout.
  var endsInteractionAfterLayout = false

  /// The axis the scroll view scrolls along first.
  var mainAxis: Axis {
    axes.contains(.vertical) || !axes.contains(.horizontal) ? .vertical : .horizontal
  }
  var contentNodes: [WeakNode] = []
  /// Sets the scroll view's offset (its state), clamped.
  var setOffset: @MainActor (CGPoint) -> Void = { _ in }

  /// `wanted` within what the content allows: from 0 to the content's length less the
  /// view's, along the scrolling axes (0 across).
  func clamped(_ wanted: CGPoint) -> CGPoint {
    func clamp(_ value: CGFloat, _ content: CGFloat, _ view: CGFloat, _ scrolls: Bool) -> CGFloat {
      guard scrolls, value.isFinite else { return 0 }
      return min(max(value, 0), max(content - view, 0))
    }
    return CGPoint(
      x: clamp(wanted.x, contentSize.width, viewport.width, axes.contains(.horizontal)),
      y: clamp(wanted.y, contentSize.height, viewport.height, axes.contains(.vertical)))
  }
}

/// A node held weakly.
struct WeakNode {
  weak var node: _ViewNode?
}

/// The scroll views inside a `ScrollViewReader`.
@MainActor
final class ScrollRegistry {
  private var controllers: [ObjectIdentifier: ScrollController] = [:]
  private var order: [ObjectIdentifier] = []

  func register(_ controller: ScrollController) {
    let id = ObjectIdentifier(controller)
    if controllers[id] == nil { order.append(id) }
    controllers[id] = controller
  }

  var all: [ScrollController] { order.compactMap { controllers[$0] } }
}

extension EnvironmentValues {
  private struct ScrollRegistryKey: EnvironmentKey {
    static var defaultValue: ScrollRegistry? { nil }
  }

  var scrollRegistry: ScrollRegistry? {
    get { self[ScrollRegistryKey.self] }
    set { self[ScrollRegistryKey.self] = newValue }
  }
}
