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

extension VisualEffect {
  nonisolated func then(_ step: VisualEffectStep) -> _ChainedVisualEffect<Self> {
    _ChainedVisualEffect(base: self, step: step)
  }

  /// Moves the view by `offset`.
  nonisolated public func offset(_ offset: CGSize) -> some VisualEffect {
    then(.offset(offset))
  }

  /// Moves the view by (`x`, `y`).
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    then(.offset(CGSize(width: x, height: y)))
  }

  /// Scales the view about `anchor`.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    then(.scale(scale, anchor))
  }

  /// Scales the view by `s` about `anchor`.
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    then(.scale(CGSize(width: s, height: s), anchor))
  }

  /// Scales the view by `x` and `y` about `anchor`.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    then(.scale(CGSize(width: x, height: y), anchor))
  }

  /// Rotates the view by `angle` about `anchor`.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    then(.rotation(angle, anchor))
  }

  /// Makes the view partly transparent.
  nonisolated public func opacity(_ opacity: Double) -> some VisualEffect {
    then(.opacity(opacity))
  }

  /// Blurs the view.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    then(.blur(radius, opaque))
  }

  /// Brightens the view.
  nonisolated public func brightness(_ amount: Double) -> some VisualEffect {
    then(.color(.brightness, amount))
  }

  /// Changes the view's contrast.
  nonisolated public func contrast(_ amount: Double) -> some VisualEffect {
    then(.color(.contrast, amount))
  }

  /// Changes the view's saturation.
  nonisolated public func saturation(_ amount: Double) -> some VisualEffect {
    then(.color(.saturation, amount))
  }

  /// Turns the view grey by `amount`.
  nonisolated public func grayscale(_ amount: Double) -> some VisualEffect {
    then(.color(.grayscale, amount))
  }

  /// Applies a projection transform to the view's rendered output.
  nonisolated public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect {
    then(.projection(transform))
  }

  /// Rotates the view in three dimensions around `axis`.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    then(
      .rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }

  /// Rotates the view's hues.
  nonisolated public func hueRotation(_ angle: Angle) -> some VisualEffect {
    then(.color(.hueRotation, angle.degrees))
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
