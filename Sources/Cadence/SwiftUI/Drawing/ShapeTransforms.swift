/// A shape rotated by `angle` about its `anchor` point in the rect it is drawn in.
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape's own.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint

  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor, in: rect))
  }

  public static var role: ShapeRole { Content.role }

  public var animatableData:
    AnimatablePair<
      Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>
    >
  {
    get {
      AnimatablePair(
        shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData))
    }
    set {
      shape.animatableData = newValue.first
      angle.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }
}

/// A shape scaled by `scale` about its `anchor` point in the rect it is drawn in.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape's own.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint

  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
  }

  public static var role: ShapeRole { Content.role }

  public var animatableData:
    AnimatablePair<
      Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
    >
  {
    get {
      AnimatablePair(
        shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData))
    }
    set {
      shape.animatableData = newValue.first
      scale.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }
}

/// A shape moved by `offset`.
public struct OffsetShape<Content: Shape>: Shape {
  /// The shape's own.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  public var shape: Content
  public var offset: CGSize

  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }

  public static var role: ShapeRole { Content.role }

  public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(shape.animatableData, offset.animatableData) }
    set {
      shape.animatableData = newValue.first
      offset.animatableData = newValue.second
    }
  }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// A shape whose path is passed through an affine transform.
public struct TransformedShape<Content: Shape>: Shape {
  /// The shape's own.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  public var shape: Content
  public var transform: CGAffineTransform

  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(transform)
  }

  public static var role: ShapeRole { Content.role }

  public var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

extension Shape {
  /// This shape rotated by `angle` about `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// This shape scaled by `x` and `y` about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// This shape scaled by `scale` about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// This shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// This shape moved by `offset`.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// This shape moved by (`x`, `y`).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// This shape's path passed through `transform`.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

extension CGAffineTransform {
  /// This transform about the `anchor` point of `rect` instead of the origin.
  fileprivate func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let pivot = CGPoint(
      x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    return CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(self)
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
  }
}

/// A shape drawn at a fixed size at the top-leading corner of its frame (`size(_:)`).
public struct _SizedShape<Content: Shape>: Shape {
  /// The shape's own.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  var shape: Content
  var size: CGSize

  public func path(in rect: CGRect) -> Path {
    shape.path(in: CGRect(origin: rect.origin, size: size))
  }

  public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(shape.animatableData, size.animatableData) }
    set {
      shape.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}

extension Shape {
  /// This shape at `size`, drawn from the top-leading corner of its frame.
  public func size(_ size: CGSize) -> some Shape {
    _SizedShape(shape: self, size: size)
  }

  /// This shape `width` × `height`, drawn from the top-leading corner of its frame.
  public func size(width: CGFloat, height: CGFloat) -> some Shape {
    _SizedShape(shape: self, size: CGSize(width: width, height: height))
  }
}
