import Foundation

// MARK: - The built-in transitions as `Transition` types (iOS 17)
//
// Each is the effect of the `AnyTransition` of the same name: erased into an `AnyTransition`
// (what `.transition(_:)` does) it runs as that effect on the rendered nodes, and its `body`
// (for a transition written from others, or `apply(content:phase:)`) is the same effect at
// the phase's progress, animating as the phase changes (`EffectTransition`'s body).

/// Moves the view in from (and out to) an edge, by its own width or height.
public struct MoveTransition: EffectTransition {
  /// The edge the view enters from and leaves to.
  nonisolated public var edge: Edge

  /// A transition from and to `edge`.
  nonisolated public init(edge: Edge) {
    self.edge = edge
  }

  nonisolated var transitionKind: AnyTransition.Kind { .move(edge) }

  /// The content in `phase`: the transition's effect at the phase's progress.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(_TransitionEffect(transitionKind, phase: phase))
  }
}

/// Moves the view in from (and out to) an offset.
public struct OffsetTransition: EffectTransition {
  /// The offset in the transition's active state.
  nonisolated public var offset: CGSize

  /// A transition from and to `offset`.
  nonisolated public init(_ offset: CGSize) {
    self.offset = offset
  }

  nonisolated var transitionKind: AnyTransition.Kind { .offset(offset) }

  /// The content in `phase`: the transition's effect at the phase's progress.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(_TransitionEffect(transitionKind, phase: phase))
  }
}

/// Scales the view from (and to) a factor around an anchor.
public struct ScaleTransition: EffectTransition {
  /// The scale in the transition's active state.
  nonisolated public var scale: Double
  /// The point the view scales around.
  nonisolated public var anchor: UnitPoint

  /// A transition from and to `scale` around `anchor`.
  nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  nonisolated var transitionKind: AnyTransition.Kind { .scale(CGFloat(scale), anchor) }

  /// The content in `phase`: the transition's effect at the phase's progress.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(_TransitionEffect(transitionKind, phase: phase))
  }
}

/// Slides the view in from the leading edge and out to the trailing edge.
public struct SlideTransition: EffectTransition {
  /// Creates the transition.
  nonisolated public init() {}

  nonisolated var transitionKind: AnyTransition.Kind {
    .asymmetric(insertion: .move(.leading), removal: .move(.trailing))
  }

  /// The content in `phase`: the transition's effect at the phase's progress.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(_TransitionEffect(transitionKind, phase: phase))
  }
}

/// Pushes the view in from an edge and out towards the opposite one, fading.
public struct PushTransition: EffectTransition {
  /// The edge the view enters from.
  nonisolated public var edge: Edge

  /// A transition entering from `edge`.
  nonisolated public init(edge: Edge) {
    self.edge = edge
  }

  nonisolated var transitionKind: AnyTransition.Kind {
    .asymmetric(
      insertion: .combined(.move(edge), .opacity),
      removal: .combined(.move(edge.opposite), .opacity))
  }

  /// The content in `phase`: the transition's effect at the phase's progress.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(_TransitionEffect(transitionKind, phase: phase))
  }
}
