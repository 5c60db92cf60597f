import Foundation

/// A transition that is one of `AnyTransition`'s effects (or built from transitions that
/// are): erased, it runs as that effect rather than as a view evaluated in each phase.
protocol TransitionKindProviding {
  nonisolated var transitionKind: AnyTransition.Kind { get }
}

extension AnyTransition.Kind {
  /// The kind `transition` runs as: its effect, or a view transition.
  nonisolated static func of<T: Transition>(_ transition: T) -> Self {
    (transition as? any TransitionKindProviding)?.transitionKind
      ?? .view(ViewTransition(transition))
  }
}

/// A built-in transition that is one of `AnyTransition`'s effects: its body is that effect at
/// the phase's progress.
protocol EffectTransition: Transition, TransitionKindProviding {}

extension EffectTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(_TransitionEffect(transitionKind, phase: phase))
  }
}

/// An effect transition at the progress of a phase (0 at identity, 1 in the active states),
/// for the `body` of the built-in `Transition` types; the progress animates.
struct _TransitionEffect: RenderModifier {
  static let attributeName = "transition"
  let kind: AnyTransition.Kind
  let isRemoval: Bool
  var progress: Double

  init(_ kind: AnyTransition.Kind, phase: TransitionPhase) {
    self.kind = kind
    isRemoval = phase == .didDisappear
    progress = phase.isIdentity ? 0 : 1
  }

  var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }

  func apply(to item: inout RenderItem) {
    kind.apply(progress: progress, isRemoval: isRemoval, to: &item)
  }
}

extension Transition {
  /// The content in `phase`: this transition's body for any view.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    body(content: AnyView(content), phase: phase)
  }

  /// This transition with an animation of its own: it runs with it even when the change is
  /// not animated.
  nonisolated public func animation(_ animation: Animation?) -> some Transition {
    AnimatedTransition(self, animation: animation)
  }

  /// This transition and `other` together.
  nonisolated public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(self, other)
  }
}

extension Transition where Self == OpacityTransition {
  /// Fades in and out.
  nonisolated public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
  /// Leaves the view unchanged.
  nonisolated public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == MoveTransition {
  /// Moves in from (and out to) `edge`.
  nonisolated public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
  /// Moves in from (and out to) `offset`.
  nonisolated public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }

  /// Moves in from (and out to) an offset.
  nonisolated public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

extension Transition where Self == ScaleTransition {
  /// Scales from (and to) nothing around the centre.
  nonisolated public static var scale: ScaleTransition { ScaleTransition(0) }

  /// Scales from (and to) `scale` around `anchor`.
  nonisolated public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == SlideTransition {
  /// Slides in from the leading edge and out to the trailing edge.
  nonisolated public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
  /// Pushes in from `edge` and out towards the opposite one.
  nonisolated public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
  /// Blurs, scales and fades in and out, scaling down while leaving.
  nonisolated public static var blurReplace: BlurReplaceTransition {
    BlurReplaceTransition(configuration: .downUp)
  }

  /// Blurs, scales and fades in and out with `config`.
  nonisolated public static func blurReplace(
    _ config: BlurReplaceTransition.Configuration = .downUp
  ) -> Self {
    BlurReplaceTransition(configuration: config)
  }
}
