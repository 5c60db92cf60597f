import Foundation

/// The leaf every shape view draws as: the shape and its paints, in order (none: filled with
/// the foreground style). `_ShapeView`, `FillShapeView`, `StrokeShapeView` and
/// `StrokeBorderShapeView` mount as this, so a chain of paints is one node.
struct PaintedShape<Content: Shape>: View {
  typealias Body = Never

  var shape: Content
  var paints: [ShapePaint] = []
  /// How far inside the drawn path a border stroke that follows a fill is drawn (half its
  /// width), when the path is the shape's own.
  var strokeInset: CGFloat = 0
}

extension PaintedShape: Animatable {
  /// The shape's animatable data.
  var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

extension PaintedShape: LeafView {
  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(shape: shape.resolvedShapeKind, environment: environment)
  }

  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  static var rendersItsSize: Bool { true }

  func complete(_ item: inout RenderItem, in environment: EnvironmentValues) -> [String] {
    // Cast once: a shape animating renders at every frame.
    let described = shape as? any ShapeDescribing
    var problems = described?.describe(into: &item) ?? []
    let size = item.frame?.size ?? .zero
    let rect = CGRect(origin: .zero, size: size)
    var path =
      (shape as? ContainerRelativeShape)?.path(in: rect, container: environment.containerShape)
      ?? described?.recordedPath(in: rect) ?? shape.path(in: rect)
    if case .mirrors(let direction) = shape.layoutDirectionBehavior,
      environment.layoutDirection == direction
    {
      // Mirrored horizontally about the frame's middle, as SwiftUI mirrors shapes.
      path = path.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0))
    }
    if !path.isFinite {
      problems.append(
        "the path of \(item.kind) has non-finite points; they are drawn at 0")
      path = path.finitePath
    }
    item.styles["path"] = path.svgPathData
    var filled = false
    var stroked = false
    var paints = self.paints[...]
    if item.strokesOutline {
      // The shape is a stroke's area: its first fill (the foreground, with none) paints the
      // stroke, which its own modifiers have recorded.
      if case .fill = paints.first?.kind {
        item.styles["stroke"] =
          paints.first?.style ?? environment.foregroundStyleDescription ?? "foreground"
        paints = paints.dropFirst()
      } else {
        item.styles["stroke"] = environment.foregroundStyleDescription ?? "foreground"
      }
      filled = true
      stroked = true
    }
    for paint in paints {
      switch paint.kind {
      case .fill(let style) where !filled:
        filled = true
        item.styles["fill"] = paint.style ?? environment.foregroundStyleDescription ?? "foreground"
        if style.isEOFilled { item.styles["fill.rule"] = "evenOdd" }
      case .stroke(let style, let isBorder) where !stroked:
        stroked = true
        item.styles["stroke"] =
          paint.style ?? environment.foregroundStyleDescription ?? "foreground"
        problems += style.record(into: &item)
        if isBorder { item.styles["stroke.border"] = "true" }
        if isBorder, strokeInset > 0 { item.attributes["stroke.inset"] = strokeInset }
      default:
        problems.append(
          "\(item.kind) is painted more than once with the same kind of paint; only the "
            + "first fill and the first stroke are recorded")
      }
    }
    return problems
  }
}
