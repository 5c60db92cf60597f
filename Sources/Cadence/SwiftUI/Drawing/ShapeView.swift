import Foundation

/// A view that provides a shape that you can use for drawing operations: a shape filled or
/// stroked, which can be filled or stroked again (`Circle().fill(.blue).stroke(.red)`), each
/// paint drawn over the one before.
@MainActor @preconcurrency
public protocol ShapeView<Content>: View {
  /// The type of shape this can provide.
  associatedtype Content: Shape
  /// The shape that this type draws and provides for other drawing operations.
  var shape: Content { get }
}

/// A shape view whose paints Cadence knows: the chain's paints in drawing order.
@MainActor
protocol KnownPaints {
  /// The paints of this view, those of the views it draws over first.
  var paintChain: [ShapePaint] { get }
}

extension View {
  /// The paints of a view a shape view draws over: none for `EmptyView`, the chain of a
  /// shape view Cadence made; a shape view of one's own draws its own shape's fill.
  func backgroundPaints() -> [ShapePaint] {
    if let known = self as? any KnownPaints { return known.paintChain }
    return []
  }
}

extension ShapeView {
  /// Fills this shape with a color or gradient, over what it draws already.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> FillShapeView<Content, S, Self>
  {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// Traces the outline of this shape with a color or gradient, over what it draws already.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: self)
  }

  /// Traces the outline of this shape with a color or gradient, over what it draws already.
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView where Content: InsettableShape {
  /// Returns a view that is the result of insetting this shape by half the line width and
  /// stroking it, over what it draws already.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: self)
  }

  /// Returns a view that is the result of insetting this shape by half the line width and
  /// stroking it, over what it draws already.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A shape drawn as a view, filled with a style: what `Shape.fill(_:style:)` returns.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, KnownPaints {
  public typealias Body = Never
  /// The shape.
  public var shape: Content
  /// The style it is filled with.
  public var style: Style
  /// How its inside is decided.
  public var fillStyle: FillStyle

  /// Creates a view filling `shape` with `style`.
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }

  var paintChain: [ShapePaint] {
    [ShapePaint(kind: .fill(fillStyle), style: style.paintDescription)]
  }

  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    PaintedShape._makeOrUpdateNode(
      PaintedShape(shape: view.shape, paints: view.paintChain), node: node, in: context)
  }

  /// Mounts as one painted shape, which the render modifiers around it are folded into.
  public static func _foldedEffectCount(_ view: Self, in environment: EnvironmentValues) -> Int? {
    0
  }
}

extension _ShapeView: Animatable {
  /// The shape's animatable data.
  public var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}
