import Foundation

/// A `Transition` value, type-erased: it makes the view of the content in a phase.
struct ViewTransition: @unchecked Sendable {
  /// Only used on the main actor, where views are made.
  private let transition: any Transition

  init<T: Transition>(_ transition: T) {
    self.transition = transition
  }

  @MainActor
  func body(content: AnyView, phase: TransitionPhase) -> AnyView {
    func make<T: Transition>(_ transition: T) -> AnyView {
      AnyView(transition.body(content: content, phase: phase))
    }
    return make(transition)
  }
}

extension Edge {
  /// The edge across from this one.
  var opposite: Edge {
    switch self {
    case .top: return .bottom
    case .bottom: return .top
    case .leading: return .trailing
    case .trailing: return .leading
    }
  }
}

// MARK: - Transition values as `Transition` types

/// Fades in and out.
public struct OpacityTransition: Transition, TransitionKindProviding {
  /// Creates the transition.
  nonisolated public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
  nonisolated var transitionKind: AnyTransition.Kind { .opacity }
}

/// Leaves the view unchanged.
public struct IdentityTransition: Transition, TransitionKindProviding {
  /// Creates the transition.
  nonisolated public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
  nonisolated var transitionKind: AnyTransition.Kind { .identity }
}

extension View {
  /// Sets how this view enters and leaves when it is inserted or removed in an animated
  /// change (or when the transition has an animation of its own).
  public func transition(_ t: AnyTransition) -> some View {
    modifier(_TransitionModifier(transition: t))
  }

  /// Sets a `Transition` for this view.
  @_disfavoredOverload
  public func transition<T: Transition>(_ transition: T) -> some View {
    modifier(_TransitionModifier(transition: AnyTransition(transition)))
  }
}
