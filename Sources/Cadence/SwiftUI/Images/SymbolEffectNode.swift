/// The node of a symbol effect: the effect, whether it plays, and how many times a discrete
/// effect was triggered.
@MainActor
final class SymbolEffectNode<Value: Equatable>: WrapperNode {
  private var modifier: _SymbolEffectModifier<Value>
  private var triggers = 0

  init(_ modifier: _SymbolEffectModifier<Value>, in context: __shared _MountContext) {
    self.modifier = modifier
    super.init(in: context)
    hasRenderEffect = true
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
    guard item.kind == "Image", !environment.symbolEffectsRemoved else { return }
    if modifier.value != nil {
      item.setStyleIfAbsent(modifier.description, for: "symbolEffect")
      if item.attributes["symbolEffect.triggers"] == nil {
        item.attributes["symbolEffect.triggers"] = Double(triggers)
      }
    } else if modifier.isActive {
      item.setStyleIfAbsent(modifier.description, for: "symbolEffect")
    }
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

  /// Removes the symbol effects set inside this view from its symbols: they record no
  /// `symbolEffect`.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    environment(\.symbolEffectsRemoved, isEnabled)
  }

  private static func effectDescription<T: SymbolEffect>(
    _ effect: T, _ options: SymbolEffectOptions
  )
    -> String
  {
    ((effect as? any NamedSymbolEffect)?.effectName ?? "\(T.self)") + options.suffix
  }
}

extension EnvironmentValues {
  /// Whether symbol effects below are removed (`symbolEffectsRemoved`).
  @Entry var symbolEffectsRemoved: Bool = false
}
