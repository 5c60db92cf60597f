/// A shape moved, turned or scaled by its own modifiers (`Rectangle().offset(x:)`): it renders
/// as its shape, findable by the shape's name, with its transform recorded by the view effect
/// that records the same transform (`offset.x`, `rotation`, `scale.x`, …), so it animates as
/// that effect does; its path is recorded without the transform, which the attributes carry.
@MainActor
protocol ShapeTransformedAsEffect: ShapeDescribing {
  associatedtype Content: Shape
  associatedtype Effect: RenderModifier
  var shape: Content { get }
  /// The view effect that records this shape's transform.
  var effect: Effect { get }
  /// The wrapper's name, which the node answers to as well as its shape's.
  static var wrapperKind: String { get }
}

extension ShapeTransformedAsEffect {
  var shapeKind: String { shape.resolvedShapeKind }

  func describe(into item: inout RenderItem) -> [String] {
    let problems = (shape as? any ShapeDescribing)?.describe(into: &item) ?? []
    effect.apply(to: &item)
    item.aliases.append(Self.wrapperKind)
    return problems
  }

  func recordedPath(in rect: CGRect) -> Path? { shape.pathAsRecorded(in: rect) }
}

extension OffsetShape: ShapeTransformedAsEffect {
  var effect: _OffsetEffect { _OffsetEffect(offset: offset) }
  static var wrapperKind: String { "OffsetShape" }
}

extension RotatedShape: ShapeTransformedAsEffect {
  var effect: _RotationEffect { _RotationEffect(angle: angle, anchor: anchor) }
  static var wrapperKind: String { "RotatedShape" }
}

extension ScaledShape: ShapeTransformedAsEffect {
  var effect: _ScaleEffect { _ScaleEffect(scale: scale, anchor: anchor) }
  static var wrapperKind: String { "ScaledShape" }
}
