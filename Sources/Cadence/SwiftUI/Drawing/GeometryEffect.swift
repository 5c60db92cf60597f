import Foundation

/// An effect that changes the visual geometry of a view with a projection transform of its
/// frame (in the view's own coordinates, origin at its top left), without changing layout.
/// Its `animatableData` animates. The effects on a node compose into one transform, recorded
/// as the attributes `transform.m11` … `transform.m33` (inner effect first, then outer).
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform of a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    _GeometryEffectModifier<Self>._makeOrUpdateModifiedNode(
      ModifiedContent(
        content: view.content, modifier: _GeometryEffectModifier(effect: view.modifier)),
      node: node, in: context)
  }
}

/// A geometry effect as the render pass applies it.
struct _GeometryEffectModifier<Effect: GeometryEffect>: RenderModifier {
  static var attributeName: String { "\(Effect.self)" }
  var effect: Effect

  var animatableData: Effect.AnimatableData {
    get { effect.animatableData }
    set { effect.animatableData = newValue }
  }

  func apply(to item: inout RenderItem) {
    item.dependsOnSize = true
    let value = effect.effectValue(size: item.frame?.size ?? .zero)
    item.applyTransform(value)
  }
}

extension RenderItem {
  /// Composes `transform` after the node's transform so far and records the result.
  mutating func applyTransform(_ transform: ProjectionTransform) {
    var current = ProjectionTransform()
    var hasCurrent = false
    for (name, _) in current.entries {
      if let value = attributes["transform.\(name)"] {
        hasCurrent = true
        current.setEntry(name, value)
      }
    }
    let result = hasCurrent ? current.concatenating(transform) : transform
    for (name, value) in result.entries { attributes["transform.\(name)"] = value }
  }
}

extension ProjectionTransform {
  mutating func setEntry(_ name: String, _ value: CGFloat) {
    switch name {
    case "m11": m11 = value
    case "m12": m12 = value
    case "m13": m13 = value
    case "m21": m21 = value
    case "m22": m22 = value
    case "m23": m23 = value
    case "m31": m31 = value
    case "m32": m32 = value
    default: m33 = value
    }
  }
}

/// A modifier whose animatable data animates, its body evaluated at every frame with the
/// presented data (deprecated in SwiftUI in favour of `Animatable` modifiers, which Cadence
/// animates the same way).
@MainActor @preconcurrency
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension View {
  /// Applies a projection transform to this view's rendered output.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(_ProjectionEffect(transform: transform))
  }

  /// Applies an affine transform to this view's rendered output.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(_ProjectionEffect(transform: ProjectionTransform(transform)))
  }
}

/// A fixed projection transform.
struct _ProjectionEffect: GeometryEffect {
  var transform: ProjectionTransform

  func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// A geometry effect that changes how the view is drawn but not the frames the layout reports
/// (`GeometryReader`s inside see the view unmoved), as every effect in Cadence does.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  public var base: Base

  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }

  public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

extension GeometryEffect {
  /// This effect, ignored by layout.
  public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
    _IgnoredByLayoutEffect(base: self)
  }
}
