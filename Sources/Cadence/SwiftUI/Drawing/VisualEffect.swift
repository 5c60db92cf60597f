/// Visual effects that read a view's geometry (`visualEffect`): offsets, scales, rotations,
/// opacity, blur and colour adjustments, computed when the view is rendered from its frame,
/// and again each time it moves. They change how the view is drawn, never its layout.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: what a `visualEffect` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  nonisolated public init() {}
}

/// A visual effect that knows how to apply itself to a rendered node.
protocol AppliedVisualEffect {
  @MainActor func applyEffect(to item: inout RenderItem)
}

extension EmptyVisualEffect: AppliedVisualEffect {
  func applyEffect(to item: inout RenderItem) {}
}

/// `base`, then one render effect around it.
struct _ChainedVisualEffect<Base: VisualEffect, Effect: RenderModifier & Sendable>:
  VisualEffect, AppliedVisualEffect
{
  let base: Base
  let effect: Effect

  func applyEffect(to item: inout RenderItem) {
    (base as? any AppliedVisualEffect)?.applyEffect(to: &item)
    effect.apply(to: &item)
  }
}

extension VisualEffect {
  private func then<E: RenderModifier & Sendable>(_ effect: E) -> _ChainedVisualEffect<Self, E> {
    _ChainedVisualEffect(base: self, effect: effect)
  }

  /// Moves the view by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    then(_OffsetEffect(offset: offset))
  }

  /// Moves the view by (`x`, `y`).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    then(_OffsetEffect(offset: CGSize(width: x, height: y)))
  }

  /// Scales the view about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    then(_ScaleEffect(scale: scale, anchor: anchor))
  }

  /// Scales the view by `s` about `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    then(_ScaleEffect(scale: CGSize(width: s, height: s), anchor: anchor))
  }

  /// Scales the view by `x` and `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    then(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
  }

  /// Rotates the view by `angle` about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    then(_RotationEffect(angle: angle, anchor: anchor))
  }

  /// Makes the view partly transparent.
  public func opacity(_ opacity: Double) -> some VisualEffect {
    then(_OpacityEffect(opacity: opacity))
  }

  /// Blurs the view.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    then(_BlurEffect(radius: radius, isOpaque: opaque))
  }

  /// Brightens the view.
  public func brightness(_ amount: Double) -> some VisualEffect {
    then(_ColorAdjustment(kind: .brightness, amount: amount))
  }

  /// Changes the view's contrast.
  public func contrast(_ amount: Double) -> some VisualEffect {
    then(_ColorAdjustment(kind: .contrast, amount: amount))
  }

  /// Changes the view's saturation.
  public func saturation(_ amount: Double) -> some VisualEffect {
    then(_ColorAdjustment(kind: .saturation, amount: amount))
  }

  /// Turns the view grey by `amount`.
  public func grayscale(_ amount: Double) -> some VisualEffect {
    then(_ColorAdjustment(kind: .grayscale, amount: amount))
  }

  /// Rotates the view's hues.
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    then(_ColorAdjustment(kind: .hueRotation, amount: angle.degrees))
  }
}

/// `visualEffect`: the effect its closure makes of the view's geometry, applied when it
/// renders (and again when it moves).
struct _VisualEffectModifier<Effect: VisualEffect>: RenderModifier {
  static var attributeName: String { "visualEffect" }
  let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

  func apply(to item: inout RenderItem) {
    item.dependsOnPosition = true
    let frame = item.frame ?? .zero
    let proxy = GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: [])
    (effect(EmptyVisualEffect(), proxy) as? any AppliedVisualEffect)?.applyEffect(to: &item)
  }
}

extension View {
  /// Applies the effect `effect` makes of this view's geometry (its size, its frame in any
  /// space) to how it is drawn, not to its layout.
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(_VisualEffectModifier(effect: effect))
  }
}
