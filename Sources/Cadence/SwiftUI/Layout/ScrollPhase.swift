/// What a scroll view is doing (iOS 18). Headless, a person's scroll (`host.scroll`,
/// `host.adjust`) is a drag released without a fling: `idle` → `interacting` as it starts,
/// `interacting` → `idle` once the content has moved and been laid out, at the same instant.
/// `tracking`, `decelerating` and `animating` are SwiftUI's phases of a touch not yet moving,
/// a fling and a programmatic animated scroll; no host interaction produces them.
public enum ScrollPhase: Hashable, Sendable {
  /// Not scrolling.
  case idle
  /// A touch is down and may become a scroll.
  case tracking
  /// A person is scrolling.
  case interacting
  /// The content glides on after a fling.
  case decelerating
  /// The content moves to a position set in code, animated.
  case animating

  /// Whether the scroll view is scrolling: any phase but `idle`.
  public var isScrolling: Bool { self != .idle }
}

/// What a scroll phase change tells its action besides the phases.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry when the phase changed.
  public let geometry: ScrollGeometry
  /// The velocity of the scroll, in points per second, when a person released it (nil: no
  /// fling; a host scroll has none).
  public let velocity: CGVector?
}

/// An `onScrollPhaseChange` action, handed to the scroll views below.
struct ScrollPhaseObserver: @unchecked Sendable {
  let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
}

extension EnvironmentValues {
  private struct ScrollPhaseObserversKey: EnvironmentKey {
    static var defaultValue: [ScrollPhaseObserver] { [] }
  }

  /// The phase actions the next scroll view below calls.
  var scrollPhaseObservers: [ScrollPhaseObserver] {
    get { self[ScrollPhaseObserversKey.self] }
    set { self[ScrollPhaseObserversKey.self] = newValue }
  }
}

extension View {
  /// Calls `action` with the old phase, the new one and the scroll view's geometry each time
  /// the phase of the scroll view this modifies changes.
  public func onScrollPhaseChange(
    _ action:
      @escaping (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> some View {
    let observer = ScrollPhaseObserver(action: action)
    return transformEnvironment(\.scrollPhaseObservers) { $0.append(observer) }
  }

  /// Calls `action` with the old phase and the new one each time the phase of the scroll view
  /// this modifies changes.
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    onScrollPhaseChange { old, new, _ in action(old, new) }
  }
}

extension ScrollController {
  /// The geometry at the last layout, from what the controller saw.
  var lastGeometry: ScrollGeometry {
    ScrollGeometry(
      contentOffset: offset, contentSize: contentSize, contentInsets: EdgeInsets(),
      containerSize: viewport.size)
  }

  /// Moves to `phase`, calling the phase actions when it changes.
  func enter(_ phase: ScrollPhase) {
    guard phase != self.phase else { return }
    let old = self.phase
    self.phase = phase
    let context = ScrollPhaseChangeContext(geometry: lastGeometry, velocity: nil)
    for observer in phaseObservers { observer.action(old, phase, context) }
  }

  /// A person scrolls to `wanted`: the phase becomes `interacting`, the offset is set, and the
  /// phase returns to `idle` after the layout that shows it (at once when the offset cannot
  /// change).
  func userScroll(to wanted: CGPoint) {
    userScrolled = true
    enter(.interacting)
    let before = offset
    setOffset(wanted)
    if clamped(wanted) == before { enter(.idle) } else { endsInteractionAfterLayout = true }
  }
}
