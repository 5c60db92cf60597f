/// Fades the symbol's opacity in and out.
public struct PulseSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var effectName = "pulse"
  /// Pulses layer by layer.
  public var byLayer: PulseSymbolEffect { variant("byLayer") }
  /// Pulses the whole symbol at once.
  public var wholeSymbol: PulseSymbolEffect { variant("wholeSymbol") }
  private func variant(_ name: String) -> Self { Self(effectName: "\(effectName).\(name)") }
}

/// Lights the symbol's variable layers in turn.
public struct VariableColorSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect

{
  var effectName = "variableColor"
  /// One layer at a time.
  public var iterative: VariableColorSymbolEffect { variant("iterative") }
  /// Layers add up.
  public var cumulative: VariableColorSymbolEffect { variant("cumulative") }
  /// Reverses each cycle.
  public var reversing: VariableColorSymbolEffect { variant("reversing") }
  /// Dims inactive layers.
  public var dimInactiveLayers: VariableColorSymbolEffect { variant("dimInactiveLayers") }
  /// Hides inactive layers.
  public var hideInactiveLayers: VariableColorSymbolEffect { variant("hideInactiveLayers") }
  private func variant(_ name: String) -> Self { Self(effectName: "\(effectName).\(name)") }
}

/// Scales the symbol up or down while active.
public struct ScaleSymbolEffect: NamedSymbolEffect, IndefiniteSymbolEffect {
  var effectName = "scale"
  /// Scales up.
  public var up: ScaleSymbolEffect { variant("up") }
  /// Scales down.
  public var down: ScaleSymbolEffect { variant("down") }
  /// Layer by layer.
  public var byLayer: ScaleSymbolEffect { variant("byLayer") }
  /// The whole symbol.
  public var wholeSymbol: ScaleSymbolEffect { variant("wholeSymbol") }
  private func variant(_ name: String) -> Self { Self(effectName: "\(effectName).\(name)") }
}

/// Makes the symbol appear.
public struct AppearSymbolEffect: NamedSymbolEffect, IndefiniteSymbolEffect {
  var effectName = "appear"
}

/// Makes the symbol disappear.
public struct DisappearSymbolEffect: NamedSymbolEffect, IndefiniteSymbolEffect {
  var effectName = "disappear"
}
