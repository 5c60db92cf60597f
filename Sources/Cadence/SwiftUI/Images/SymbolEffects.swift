/// An animation of a symbol's layers. Headless there is no glyph: an effect is recorded as
/// the textual attribute `symbolEffect` of the images it applies to, and each trigger of a
/// discrete effect as an `animationStarted` event and the count `symbolEffect.triggers`.
public protocol SymbolEffect: Hashable, Sendable {}

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

/// The node of a symbol effect: the effect, whether it plays, and how many times a discrete
/// effect was triggered.
@MainActor
final class SymbolEffectNode<Value: Equatable>: WrapperNode {
  private var modifier: _SymbolEffectModifier<Value>
  private var triggers = 0

  init(_ modifier: _SymbolEffectModifier<Value>, in context: _MountContext) {
    self.modifier = modifier
    super.init(in: context)
    if modifier.value == nil, modifier.isActive {
      tree.emit(.animationStarted, "symbol effect \(modifier.description)", path: viewPath)
    }
  }

  func update(to newModifier: _SymbolEffectModifier<Value>) {
    let old = modifier
    modifier = newModifier
    if let value = newModifier.value {
      guard old.value != value || old.description != newModifier.description else { return }
      if old.value != value {
        triggers += 1
        tree.emit(
          .animationStarted, "symbol effect \(newModifier.description) (value changed)",
          path: viewPath)
      }
      setNeedsRender()
    } else if old.isActive != newModifier.isActive || old.description != newModifier.description {
      tree.emit(
        newModifier.isActive ? .animationStarted : .animationEnded,
        "symbol effect \(newModifier.description)", path: viewPath)
      setNeedsRender()
    }
  }

  override func contribute(to item: inout RenderItem) {
    guard item.kind == "Image" else { return }
    if modifier.value != nil {
      item.setStyleIfAbsent(modifier.description, for: "symbolEffect")
      if item.attributes["symbolEffect.triggers"] == nil {
        item.attributes["symbolEffect.triggers"] = Double(triggers)
      }
    } else if modifier.isActive {
      item.setStyleIfAbsent(modifier.description, for: "symbolEffect")
    }
  }

  override func render(into items: inout [RenderItem]) {
    let start = items.count
    DeepRecursion.guarded { child?.render(into: &items) }
    for index in start..<items.count { contribute(to: &items[index]) }
  }
}

extension View {
  /// Plays an indefinite symbol effect on the symbols in this view while `isActive`.
  public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    modifier(
      _SymbolEffectModifier<Int>(
        description: Self.effectDescription(effect, options), isActive: isActive, value: nil))
  }

  /// Plays a discrete symbol effect on the symbols in this view each time `value` changes.
  public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    modifier(
      _SymbolEffectModifier(
        description: Self.effectDescription(effect, options), isActive: true, value: value))
  }

  /// Removes symbol effects from the symbols in this view (accepted, nothing recorded).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }

  private static func effectDescription<T: SymbolEffect>(
    _ effect: T, _ options: SymbolEffectOptions
  )
    -> String
  {
    ((effect as? any NamedSymbolEffect)?.effectName ?? "\(T.self)") + options.suffix
  }
}
