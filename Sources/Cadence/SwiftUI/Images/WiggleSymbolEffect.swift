/// Wiggles the symbol.
public struct WiggleSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var effectName = "wiggle"
}

/// Rotates the symbol.
public struct RotateSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var effectName = "rotate"
}

/// Makes the symbol breathe.
public struct BreatheSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var effectName = "breathe"
}

/// How a symbol effect plays: repetitions and speed.
public struct SymbolEffectOptions: Hashable, Sendable {
  var repetitions: String?
  var speedFactor: Double?

  /// The default options.
  public static let `default` = SymbolEffectOptions()
  /// Repeats indefinitely.
  public static let repeating = SymbolEffectOptions(repetitions: "repeating")
  /// Plays once.
  public static let nonRepeating = SymbolEffectOptions(repetitions: "nonRepeating")
  /// Repeats `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }
  /// Plays at `speed` times the normal rate.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions().speed(speed)
  }

  /// These options, repeating indefinitely.
  public var repeating: SymbolEffectOptions { with { $0.repetitions = "repeating" } }
  /// These options, playing once.
  public var nonRepeating: SymbolEffectOptions { with { $0.repetitions = "nonRepeating" } }
  /// These options, repeating `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    with { $0.repetitions = "repeat \(max(count, 0))" }
  }
  /// These options at `speed` times the normal rate.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    with { $0.speedFactor = speed.isFinite && speed > 0 ? speed : nil }
  }

  private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
    var options = self
    change(&options)
    return options
  }

  /// The options as they read after an effect's name: ` (repeat 2, speed 1.5)`.
  var suffix: String {
    let parts = [repetitions, speedFactor.map { "speed \(DecimalFormatting.format($0))" }]
      .compactMap { $0 }
    return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
  }
}

/// A symbol effect on the images of the content: while active (indefinite effects) or each
/// time a value changes (discrete ones).
struct _SymbolEffectModifier<Value: Equatable>: ViewModifier {
  typealias Body = Never

  let description: String
  let isActive: Bool
  /// The value whose changes trigger a discrete effect (nil: an indefinite effect).
  let value: Value?

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let effect: SymbolEffectNode<Value>
    let modifier = view.modifier
    if let node {
      effect = downcast(node, to: SymbolEffectNode<Value>.self)
      effect.environment = context.environment
      effect.update(to: modifier)
    } else {
      effect = SymbolEffectNode(modifier, in: context)
    }
    effect.child = reconciled(
      view.content, node: effect.child, context: effect.childContext(context))
    return effect
  }
}
