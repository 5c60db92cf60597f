import Foundation

/// A 2D shape: a path in a rectangle. As a view it fills the space it is offered (10×10
/// ideal) with the foreground style; `fill`, `stroke`, `strokeBorder` and `trim` change how
/// it is drawn. Its `animatableData` animates, and its path is computed again at every frame
/// from the presented data.
///
/// A snapshot records a shape as a node of the shape's kind (`Circle`, or the type's name)
/// with its path in its own frame (`path`, SVG path data, origin at the frame's top left) and
/// what draws it (`fill`, `stroke`, `stroke.lineWidth`, `trim.from`, `trim.to`, …).
@MainActor @preconcurrency
public protocol Shape: Animatable, View where Body == Never {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path
  /// How the shape is drawn when used as a view without `fill` or `stroke`.
  static var role: ShapeRole { get }
  /// The size the shape chooses for `proposal` (default: the proposal, 10 where it has no
  /// dimension).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
  /// Whether the shape's path is mirrored horizontally in a layout direction (default:
  /// `.mirrors`, in right-to-left layouts, as SwiftUI's shapes do from iOS 17).
  var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
  public static var role: ShapeRole { .fill }

  public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    PaintedShape._makeOrUpdateNode(PaintedShape(shape: view), node: node, in: context)
  }

  /// Mounts as one painted shape, which the render modifiers around it are folded into.
  public static func _foldedEffectCount(_ view: Self, in environment: EnvironmentValues) -> Int? {
    0
  }
}

extension Shape {
  /// The kind the shape renders as: its description, or its type's name (found once per
  /// type: the cast and the type's name cost more than a frame of an animated dot).
  var resolvedShapeKind: String {
    if let described = self as? any ShapeDescribing { return described.shapeKind }
    let key = ObjectIdentifier(Self.self)
    if let known = ShapeKindNames.byType[key] { return known }
    let name = "\(Self.self)"
    let kind = name.split(separator: "<").first.map(String.init) ?? name
    ShapeKindNames.byType[key] = kind
    return kind
  }
}

extension Shape {
  /// Fills the shape with a style.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// Fills the shape with the foreground style.
  @_disfavoredOverload
  public func fill(style: FillStyle = FillStyle()) -> some View {
    fill(.foreground, style: style)
  }

  /// Strokes the shape's outline with a style.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeShapeView<Self, S, EmptyView>
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// Strokes the shape's outline with a style and a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Self, S, EmptyView>
  {
    StrokeShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }

  /// Strokes the shape's outline with a style (the form without `antialiased:`).
  @_disfavoredOverload
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    stroke(content, lineWidth: lineWidth, antialiased: true)
  }

  /// Strokes the shape's outline with a style and a stroke style (the form without
  /// `antialiased:`).
  @_disfavoredOverload
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    stroke(content, style: style, antialiased: true)
  }

  /// The part of the shape's outline between two fractions of its length (animatable).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> _TrimmedShape<Self>
  {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// How a shape is meant to be drawn.
public enum ShapeRole: Hashable, Sendable {
  /// Filled.
  case fill
  /// Stroked.
  case stroke
  /// Separating content.
  case separator
}

/// What a shape describes about itself in snapshots: its kind and attributes (a rounded
/// rectangle's corner radius, a trim's fractions).
@MainActor
protocol ShapeDescribing {
  /// The kind of node the shape renders as.
  var shapeKind: String { get }
  /// Adds the shape's own attributes to `item`; returns problems to report.
  func describe(into item: inout RenderItem) -> [String]
  /// The path recorded in `rect`, when it is not `path(in:)`: a shape moved, turned or
  /// scaled by its own modifiers records its transform as attributes and its path without it.
  func recordedPath(in rect: CGRect) -> Path?
}

extension ShapeDescribing {
  func recordedPath(in rect: CGRect) -> Path? { nil }
}

extension Shape {
  /// The path the snapshot records in `rect` (see `ShapeDescribing.recordedPath(in:)`).
  @MainActor
  func pathAsRecorded(in rect: CGRect) -> Path {
    (self as? any ShapeDescribing)?.recordedPath(in: rect) ?? path(in: rect)
  }
}

/// The kinds of shapes that do not describe themselves, by type.
@MainActor
private enum ShapeKindNames {
  static var byType: [ObjectIdentifier: String] = [:]
}

/// How a shape is painted: filled or stroked with a style.
struct ShapePaint: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case fill(FillStyle)
    case stroke(StrokeStyle, isBorder: Bool)
  }

  let kind: Kind
  /// The style, as it reads in renderings; nil for the foreground style.
  let style: String?
}
