/// One effect of a chain, as values (made anywhere; applied on the main actor as the view
/// modifier of the same name would be).
enum VisualEffectStep: Sendable {
  case offset(CGSize)
  case scale(CGSize, UnitPoint)
  case rotation(Angle, UnitPoint)
  case opacity(Double)
  case blur(CGFloat, Bool)
  case color(_ColorAdjustment.Kind, Double)
  /// A shader effect, recorded as `name` = the shader's description.
  case shader(name: String, description: String)
  /// A projection of the view's rendered output.
  case projection(ProjectionTransform)
  /// A rotation in three dimensions.
  case rotation3D(
    Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat,
    perspective: CGFloat)

  @MainActor
  func apply(to item: inout RenderItem) {
    switch self {
    case .offset(let offset): _OffsetEffect(offset: offset).apply(to: &item)
    case .scale(let scale, let anchor): _ScaleEffect(scale: scale, anchor: anchor).apply(to: &item)
    case .rotation(let angle, let anchor):
      _RotationEffect(angle: angle, anchor: anchor).apply(to: &item)
    case .opacity(let opacity): _OpacityEffect(opacity: opacity).apply(to: &item)
    case .blur(let radius, let opaque):
      _BlurEffect(radius: radius, isOpaque: opaque).apply(to: &item)
    case .color(let kind, let amount): _ColorAdjustment(kind: kind, amount: amount).apply(to: &item)
    case .shader(let name, let description): item.setStyleIfAbsent(description, for: name)
    case .projection(let transform): item.applyTransform(transform)
    case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
      _Rotation3DEffect(
        angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective
      ).apply(to: &item)
    }
  }
}

/// `base`, then one effect around it (its initialiser nonisolated: effects are made in
/// `@Sendable` closures).
// swift-format-ignore: UseSynthesizedInitializer
struct _ChainedVisualEffect<Base: VisualEffect>: VisualEffect, AppliedVisualEffect {
  let base: Base
  let step: VisualEffectStep

  nonisolated init(base: Base, step: VisualEffectStep) {
    self.base = base
    self.step = step
  }

  func applyEffect(to item: inout RenderItem) {
    (base as? any AppliedVisualEffect)?.applyEffect(to: &item)
    step.apply(to: &item)
  }
}
