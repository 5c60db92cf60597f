import Foundation

/// A shape's outline stroked with a style, as a shape (`Circle().stroke(lineWidth: 3)`,
/// which SwiftUI returns as `some Shape`): its path is the area the stroke covers
/// (`Path.strokedPath(_:)`), so it can be filled, moved, turned, trimmed and stroked again.
/// Drawn, it renders as its shape stroked: the shape's kind, its path, `stroke` with the
/// paint that fills it and the style's `stroke.*` attributes, as `stroke(_:style:)` records.
public struct _StrokedShape<Content: Shape>: Shape, ShapeDescribing {
  /// The shape's own.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  var shape: Content
  var style: StrokeStyle

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).strokedPath(style)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The shape's data, then the stroke style's.
  public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
    get { AnimatablePair(shape.animatableData, style.animatableData) }
    set {
      shape.animatableData = newValue.first
      style.animatableData = newValue.second
    }
  }

  var shapeKind: String { shape.resolvedShapeKind }

  /// The shape's path, which the stroke follows: the node records the stroke, not its area.
  func recordedPath(in rect: CGRect) -> Path? { shape.pathAsRecorded(in: rect) }

  func describe(into item: inout RenderItem) -> [String] {
    var problems = (shape as? any ShapeDescribing)?.describe(into: &item) ?? []
    problems += style.record(into: &item)
    item.strokesOutline = true
    return problems
  }
}

extension Shape {
  /// The shape's outline stroked with the foreground style, as a shape.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked with the foreground style and a stroke style, as a shape.
  public func stroke(style: StrokeStyle) -> some Shape {
    _StrokedShape(shape: self, style: style)
  }
}
