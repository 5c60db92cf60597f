import Foundation

/// How the corners of stroked lines are drawn.
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// Pointed corners.
  case miter
  /// Rounded corners.
  case round
  /// Cut-off corners.
  case bevel

  var name: String {
    switch self {
    case .miter: return "miter"
    case .round: return "round"
    case .bevel: return "bevel"
    }
  }
}

// MARK: - Shape modifiers

/// A shape trimmed to part of its outline.
public struct _TrimmedShape<Content: Shape>: Shape, ShapeDescribing {
  /// The shape's own.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  var shape: Content
  var startFraction: CGFloat
  var endFraction: CGFloat

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The fractions, then the shape's data.
  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData>
  {
    get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
    set {
      startFraction = newValue.first.first
      endFraction = newValue.first.second
      shape.animatableData = newValue.second
    }
  }

  var shapeKind: String { shape.resolvedShapeKind }

  func recordedPath(in rect: CGRect) -> Path? {
    shape.pathAsRecorded(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  func describe(into item: inout RenderItem) -> [String] {
    var problems = (shape as? any ShapeDescribing)?.describe(into: &item) ?? []
    for (name, value) in [("trim.from", startFraction), ("trim.to", endFraction)] {
      if !(value.isFinite && value >= 0 && value <= 1) {
        problems.append(
          "\(item.kind) is trimmed with \(name) = \(value), outside 0…1; it is drawn clamped")
      }
      item.attributes[name] = value.isFinite ? min(max(value, 0), 1) : 0
    }
    return problems
  }
}

extension _TrimmedShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> _TrimmedShape<Content.InsetShape> {
    _TrimmedShape<Content.InsetShape>(
      shape: shape.inset(by: amount), startFraction: startFraction, endFraction: endFraction)
  }
}

/// A shape that can be inset by an amount (its outline moved inwards), so that a border
/// stroked on it stays inside its frame.
@MainActor @preconcurrency
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount`.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// Strokes a border inside the shape's frame: the shape inset by half the line width.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// Strokes a border inside the shape's frame with a stroke style.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }

  /// Strokes a border inside the shape's frame with the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(.foreground, lineWidth: lineWidth, antialiased: antialiased)
  }

  /// Strokes a border inside the shape's frame with the foreground style and a stroke style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    strokeBorder(.foreground, style: style, antialiased: antialiased)
  }
}
