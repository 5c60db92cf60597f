/// An animation of a symbol's layers. Headless there is no glyph: an effect is recorded as
/// the textual attribute `symbolEffect` of the images it applies to, and each trigger of a
/// discrete effect as an `animationStarted` event and the count `symbolEffect.triggers`.
public protocol SymbolEffect: Hashable, Sendable {}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Variable colour.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A scale.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// Appearing.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// Disappearing.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A wiggle.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// A rotation.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// Breathing.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// A symbol effect that plays while active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// A symbol effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// The name of a symbol effect and its variants, as it reads in renderings.
protocol NamedSymbolEffect: SymbolEffect {
  var effectName: String { get }
}

/// Bounces the symbol.
public struct BounceSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var effectName = "bounce"
  /// Bounces upwards.
  public var up: BounceSymbolEffect { variant("up") }
  /// Bounces downwards.
  public var down: BounceSymbolEffect { variant("down") }
  /// Bounces layer by layer.
  public var byLayer: BounceSymbolEffect { variant("byLayer") }
  /// Bounces the whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect { variant("wholeSymbol") }
  private func variant(_ name: String) -> Self { Self(effectName: "\(effectName).\(name)") }
}
