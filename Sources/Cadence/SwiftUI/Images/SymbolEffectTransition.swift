/// A symbol effect that can bring a symbol in or take it out (`Transition.symbolEffect`).
public protocol TransitionSymbolEffect {}

/// A symbol effect that can replace one symbol with another (`ContentTransition.symbolEffect`).
public protocol ContentTransitionSymbolEffect {}

extension AppearSymbolEffect: TransitionSymbolEffect {}
extension DisappearSymbolEffect: TransitionSymbolEffect {}
extension ScaleSymbolEffect: TransitionSymbolEffect {}

/// Replaces one symbol with the next, its layers leaving down and coming in up, or as its
/// variants say.
public struct ReplaceSymbolEffect: NamedSymbolEffect, ContentTransitionSymbolEffect {
  var effectName = "replace"

  /// The old symbol goes down, the new one comes down.
  public var downUp: ReplaceSymbolEffect { Self(effectName: "replace.downUp") }
  /// The old symbol goes up, the new one comes up.
  public var upUp: ReplaceSymbolEffect { Self(effectName: "replace.upUp") }
  /// The old symbol fades, the new one comes up.
  public var offUp: ReplaceSymbolEffect { Self(effectName: "replace.offUp") }
  /// Layer by layer.
  public var byLayer: ReplaceSymbolEffect { Self(effectName: "\(effectName).byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: ReplaceSymbolEffect { Self(effectName: "\(effectName).wholeSymbol") }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// Replacing one symbol with another.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// A transition that brings symbols in and takes them out with a symbol effect: the images of
/// the view carry `symbolEffectTransition` = the effect and the phase while it runs
/// (`appear willAppear`, `appear identity`, `appear didDisappear`).
public struct SymbolEffectTransition: Transition {
  let effectName: String
  let options: SymbolEffectOptions

  /// The transition's properties: it does not move the view.
  public let properties = TransitionProperties(hasMotion: false)

  /// A transition of `effect` with `options`.
  public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
    effectName = (effect as? any NamedSymbolEffect)?.effectName ?? String(describing: T.self)
    self.options = options
  }

  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(_StyleEffect(name: "symbolEffectTransition", value: "\(effectName) \(phase)"))
  }
}

extension Transition where Self == SymbolEffectTransition {
  /// Symbols appear and disappear with the system's effect.
  public static var symbolEffect: SymbolEffectTransition {
    SymbolEffectTransition(effect: AppearSymbolEffect(), options: .default)
  }

  /// Symbols appear and disappear with `effect`.
  public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> SymbolEffectTransition {
    SymbolEffectTransition(effect: effect, options: options)
  }
}

extension ContentTransition {
  /// One symbol replaces another with `effect` (recorded as `symbolEffect(<effect>)`).
  public static func symbolEffect<T: SymbolEffect & ContentTransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    let name = (effect as? any NamedSymbolEffect)?.effectName ?? String(describing: T.self)
    return ContentTransition(name: "symbolEffect(\(name))")
  }
}
