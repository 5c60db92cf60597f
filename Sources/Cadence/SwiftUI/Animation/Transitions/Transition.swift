import Foundation

/// Where a view is in its transition: about to appear, shown, or leaving.
public enum TransitionPhase: Hashable, Sendable {
  /// The view is being inserted: the transition's active state.
  case willAppear
  /// The view is shown: the transition's identity state.
  case identity
  /// The view is being removed: the transition's active state.
  case didDisappear

  /// Whether the phase is `identity`.
  public var isIdentity: Bool { self == .identity }

  /// −1 when appearing, 0 at identity, 1 when disappearing.
  public var value: Double {
    switch self {
    case .willAppear: return -1
    case .identity: return 0
    case .didDisappear: return 1
    }
  }
}

/// What a transition does, for the system's choices.
public struct TransitionProperties: Hashable, Sendable {
  /// Whether the transition moves the view (reduce-motion settings avoid such ones).
  public var hasMotion: Bool

  /// Creates properties.
  public init(hasMotion: Bool = true) {
    self.hasMotion = hasMotion
  }
}

/// A transition written as a view: its body shows the content in each phase, and the
/// change of phase animates like any other change.
@MainActor @preconcurrency
public protocol Transition {
  /// The view of the content in a phase.
  associatedtype Body: View
  /// The content the transition applies to.
  typealias Content = AnyView
  /// The content in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// What the transition does.
  static var properties: TransitionProperties { get }
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }
}

/// A type-erased transition: how a view enters when inserted and leaves when removed. The
/// built-in transitions are effects on the rendered nodes of the view (opacity, scale,
/// offset, blur) driven by the transition's progress; view transitions (`modifier(active:
/// identity:)`, the `Transition` protocol) evaluate the view in each phase.
public struct AnyTransition: Sendable {
  indirect enum Kind: Sendable {
    case identity
    case opacity
    case scale(CGFloat, UnitPoint)
    case offset(CGSize)
    case move(Edge)
    case blur(CGFloat)
    case combined(Kind, Kind)
    case asymmetric(insertion: Kind, removal: Kind)
    case animated(Animation?, Kind)
    case view(ViewTransition)

    /// Whether it looks the same at a progress whether inserting or removing (no asymmetric
    /// part, no view transition): a removal can then take over from an insertion where it is.
    var isSymmetric: Bool {
      switch self {
      case .identity, .opacity, .scale, .offset, .move, .blur: return true
      case .combined(let a, let b): return a.isSymmetric && b.isSymmetric
      case .animated(_, let kind): return kind.isSymmetric
      case .asymmetric, .view: return false
      }
    }

    /// Whether the removal changes nothing (`.identity`, or an asymmetric one removing so).
    var removesUnchanged: Bool {
      switch self {
      case .identity: return true
      case .combined(let a, let b): return a.removesUnchanged && b.removesUnchanged
      case .animated(_, let kind): return kind.removesUnchanged
      case .asymmetric(_, let removal): return removal.removesUnchanged
      case .opacity, .scale, .offset, .move, .blur, .view: return false
      }
    }
  }

  let kind: Kind

  init(kind: Kind) {
    self.kind = kind
  }

  /// A transition written with the `Transition` protocol.
  public init<T: Transition>(_ transition: T) {
    kind = .of(transition)
  }

  /// No change: the view appears and leaves at once (when its parent's animation ends).
  public static let identity = AnyTransition(kind: .identity)
  /// Fades in and out.
  public static let opacity = AnyTransition(kind: .opacity)
  /// Scales from (and to) nothing around the centre.
  public static let scale = AnyTransition(kind: .scale(0, .center))
  /// Slides in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition(
    kind: .asymmetric(insertion: .move(.leading), removal: .move(.trailing)))

  /// Scales from (and to) `scale` around `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(kind: .scale(scale, anchor))
  }

  /// Moves in from (and out to) an offset.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(kind: .offset(offset))
  }

  /// Moves in from (and out to) an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Moves in from (and out to) an edge: by the view's own width or height.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(kind: .move(edge))
  }

  /// Pushes in from an edge and out towards the opposite one, fading.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(
      kind: .asymmetric(
        insertion: .combined(.move(edge), .opacity),
        removal: .combined(.move(edge.opposite), .opacity)))
  }

  /// Blurs and fades in and out (`.blurReplace`'s effect).
  public static let blurReplace = AnyTransition(
    kind: .combined(.blur(20), .combined(.scale(0.8, .center), .opacity)))

  /// One transition for insertion, another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
  }

  /// A transition between two states of a view modifier: `active` while appearing and
  /// leaving, `identity` when shown; the modifier's animatable data animates between them.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(ModifierTransition(active: active, identity: identity))
  }

  /// This transition and `other` together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(kind: .combined(kind, other.kind))
  }

  /// This transition with an animation of its own: it runs with it even when the change is
  /// not animated.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(kind: .animated(animation, kind))
  }
}

/// A transition between two values of a view modifier.
// swift-format-ignore: UseSynthesizedInitializer
struct ModifierTransition<E: ViewModifier>: Transition {
  nonisolated(unsafe) let active: E
  nonisolated(unsafe) let identity: E

  /// Made anywhere, as SwiftUI's `AnyTransition.modifier(active:identity:)` is (the
  /// modifiers are used on the main actor only, when the view is made in a phase). Not the
  /// synthesized initializer: that one is isolated to the main actor.
  nonisolated init(active: E, identity: E) {
    self.active = active
    self.identity = identity
  }

  func body(content: AnyView, phase: TransitionPhase) -> some View {
    content.modifier(phase.isIdentity ? identity : active)
  }
}
