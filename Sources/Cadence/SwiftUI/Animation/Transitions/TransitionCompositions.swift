import Foundation

/// Blurs, scales and fades the view in and out.
///
/// The numbers are Cadence's (SwiftUI does not document them): a blur of radius 20 and a
/// scale of 0.8 in the active state; `upUp` leaves at a scale of 1.2 instead.
public struct BlurReplaceTransition: EffectTransition {
  /// Which way the view scales as it enters and leaves.
  public struct Configuration: Equatable, Sendable {
    let scalesUpOnRemoval: Bool

    /// Scales down while leaving and up while entering.
    public static let downUp = Configuration(scalesUpOnRemoval: false)
    /// Scales up both while entering and while leaving.
    public static let upUp = Configuration(scalesUpOnRemoval: true)
  }

  /// Which way the view scales.
  nonisolated public var configuration: Configuration

  /// A transition with `configuration`.
  nonisolated public init(configuration: Configuration) {
    self.configuration = configuration
  }

  nonisolated var transitionKind: AnyTransition.Kind {
    let entering = AnyTransition.Kind.combined(.blur(20), .combined(.scale(0.8, .center), .opacity))
    guard configuration.scalesUpOnRemoval else { return entering }
    return .asymmetric(
      insertion: entering,
      removal: .combined(.blur(20), .combined(.scale(1.2, .center), .opacity)))
  }

  /// The content in `phase`: the transition's effect at the phase's progress.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(_TransitionEffect(transitionKind, phase: phase))
  }
}

/// One transition while the view enters, another while it leaves.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition,
  TransitionKindProviding
{
  /// The transition while entering.
  nonisolated(unsafe) public var insertion: Insertion
  /// The transition while leaving.
  nonisolated(unsafe) public var removal: Removal

  /// A transition entering with `insertion` and leaving with `removal`.
  nonisolated public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }

  public func body(content: Content, phase: TransitionPhase) -> some View {
    // Each side sees identity outside its own direction.
    let inserted = insertion.apply(
      content: content, phase: phase == .willAppear ? phase : .identity)
    removal.apply(content: inserted, phase: phase == .didDisappear ? phase : .identity)
  }

  /// Whether either side moves the view.
  public static var properties: TransitionProperties {
    TransitionProperties(
      hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
  }

  nonisolated var transitionKind: AnyTransition.Kind {
    .asymmetric(insertion: .of(insertion), removal: .of(removal))
  }
}

/// Two transitions together (`combined(with:)`).
struct CombinedTransition<First: Transition, Second: Transition>: Transition,
  TransitionKindProviding
{
  nonisolated(unsafe) let first: First
  nonisolated(unsafe) let second: Second

  nonisolated init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }

  static var properties: TransitionProperties {
    TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
  }

  nonisolated var transitionKind: AnyTransition.Kind { .combined(.of(first), .of(second)) }
}

/// A transition with an animation of its own (`animation(_:)`).
struct AnimatedTransition<Base: Transition>: Transition, TransitionKindProviding {
  nonisolated(unsafe) let base: Base
  let animation: Animation?

  nonisolated init(_ base: Base, animation: Animation?) {
    self.base = base
    self.animation = animation
  }

  func body(content: Content, phase: TransitionPhase) -> some View {
    base.apply(content: content, phase: phase).transaction { transaction in
      transaction.animation = animation
    }
  }

  static var properties: TransitionProperties { Base.properties }

  nonisolated var transitionKind: AnyTransition.Kind { .animated(animation, .of(base)) }
}
