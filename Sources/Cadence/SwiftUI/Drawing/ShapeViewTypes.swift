import Foundation

/// A shape provider that fills its shape, over a background view it draws first.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView,
  KnownPaints
{
  public typealias Body = Never
  /// The shape that this type draws and provides for other drawing operations.
  public var shape: Content
  /// The style that fills this view's shape.
  public var style: Style
  /// The fill style used when filling this view's shape.
  public var fillStyle: FillStyle
  /// The background shown beneath this view.
  public var background: Background

  /// Create a FillShapeView.
  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }

  var paintChain: [ShapePaint] {
    background.backgroundPaints() + [
      ShapePaint(kind: .fill(fillStyle), style: style.paintDescription)
    ]
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

/// A shape provider that strokes its shape, over a background view it draws first.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView,
  KnownPaints
{
  public typealias Body = Never
  /// The shape that this type draws and provides for other drawing operations.
  public var shape: Content
  /// The style that strokes this view's shape.
  public var style: Style
  /// The stroke style used when stroking this view's shape.
  public var strokeStyle: StrokeStyle
  /// Whether this shape should be drawn antialiased.
  public var isAntialiased: Bool
  /// The background shown beneath this view.
  public var background: Background

  /// Create a StrokeShapeView.
  public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  var paintChain: [ShapePaint] {
    background.backgroundPaints() + [
      ShapePaint(kind: .stroke(strokeStyle, isBorder: false), style: style.paintDescription)
    ]
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

/// A shape provider that strokes the border of its shape (inset by half the line width), over
/// a background view it draws first.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>:
  ShapeView, KnownPaints
{
  public typealias Body = Never
  /// The shape that this type draws and provides for other drawing operations.
  public var shape: Content
  /// The style that strokes the border of this view's shape.
  public var style: Style
  /// The stroke style used when stroking this view's shape.
  public var strokeStyle: StrokeStyle
  /// Whether this shape should be drawn antialiased.
  public var isAntialiased: Bool
  /// The background shown beneath this view.
  public var background: Background

  /// Create a stroke border shape.
  public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  /// Half the line width: how far the border is drawn inside the shape.
  var inset: CGFloat {
    strokeStyle.lineWidth.isFinite ? max(strokeStyle.lineWidth, 0) / 2 : 0
  }

  var paintChain: [ShapePaint] {
    background.backgroundPaints() + [
      ShapePaint(kind: .stroke(strokeStyle, isBorder: true), style: style.paintDescription)
    ]
  }

  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    // Alone, the border is the inset shape stroked; over a fill, the path is the shape's own
    // and the border records how far inside it is drawn.
    if Background.self == EmptyView.self {
      return PaintedShape._makeOrUpdateNode(
        PaintedShape(shape: view.shape.inset(by: view.inset), paints: view.paintChain),
        node: node, in: context)
    }
    return PaintedShape._makeOrUpdateNode(
      PaintedShape(shape: view.shape, paints: view.paintChain, strokeInset: view.inset),
      node: node, in: context)
  }

  /// Mounts as one painted shape, which the render modifiers around it are folded into.
  public static func _foldedEffectCount(_ view: Self, in environment: EnvironmentValues) -> Int? {
    0
  }
}

extension FillShapeView: Animatable {
  /// The shape's animatable data.
  public var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

extension StrokeShapeView: Animatable {
  /// The shape's animatable data.
  public var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

extension StrokeBorderShapeView: Animatable {
  /// The shape's animatable data.
  public var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}
