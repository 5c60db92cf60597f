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

extension Shape {
  public static var role: ShapeRole { .fill }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    _ShapeView<Self>._makeOrUpdateNode(_ShapeView(shape: view), node: node, in: context)
  }
}

/// What a shape describes about itself in snapshots: its kind and attributes (a rounded
/// rectangle's corner radius, a trim's fractions).
@MainActor
protocol ShapeDescribing {
  /// The kind of node the shape renders as.
  var shapeKind: String { get }
  /// Adds the shape's own attributes to `item`; returns problems to report.
  func describe(into item: inout RenderItem) -> [String]
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

/// A shape drawn as a view: the shape and its paints (none: filled with the foreground).
public struct _ShapeView<Content: Shape>: View {
  public typealias Body = Never

  var shape: Content
  var paints: [ShapePaint] = []
}

extension _ShapeView: Animatable {
  /// The shape's animatable data.
  public var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

extension _ShapeView: LeafView {
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
    var problems = (shape as? any ShapeDescribing)?.describe(into: &item) ?? []
    let size = item.frame?.size ?? .zero
    var path = shape.path(in: CGRect(origin: .zero, size: size))
    if !path.isFinite {
      problems.append(
        "the path of \(item.kind) has non-finite points; they are drawn at 0")
      path = path.finitePath
    }
    item.styles["path"] = path.svgPathData
    var filled = false
    var stroked = false
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
      default:
        problems.append(
          "\(item.kind) is painted more than once with the same kind of paint; only the "
            + "first fill and the first stroke are recorded")
      }
    }
    return problems
  }
}

extension _ShapeView {
  /// Fills the shape too (`Circle().stroke(.red).fill(.blue)`).
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Content>
  {
    var view = self
    view.paints.append(ShapePaint(kind: .fill(style), style: content.paintDescription))
    return view
  }

  /// Strokes the shape too (`Circle().fill(.blue).stroke(.red, lineWidth: 2)`).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<Content>
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes the shape too, with a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<Content>
  {
    var view = self
    view.paints.append(
      ShapePaint(kind: .stroke(style, isBorder: false), style: content.paintDescription))
    return view
  }
}

extension ShapeStyle {
  /// The style as a paint reads: nil for the foreground style (resolved at render).
  var paintDescription: String? {
    self is ForegroundStyle ? nil : styleDescription
  }
}

/// The foreground style of the environment (`.foreground`).
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// Creates the foreground style.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style of the environment.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// How a shape's inside is decided when filling.
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides (else the non-zero winding rule).
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool

  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a shape's outline is drawn.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line.
  public var lineWidth: CGFloat
  /// How line ends are drawn.
  public var lineCap: CGLineCap
  /// How corners are drawn.
  public var lineJoin: CGLineJoin
  /// The limit of mitred corners.
  public var miterLimit: CGFloat
  /// Lengths of painted and unpainted segments.
  public var dash: [CGFloat]
  /// Where in the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// Creates a stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// Records the style as attributes; returns problems (a negative or non-finite width is
  /// drawn as 0).
  func record(into item: inout RenderItem) -> [String] {
    var problems: [String] = []
    var width = lineWidth
    if !(width.isFinite && width >= 0) {
      problems.append(
        "\(item.kind) is stroked with a line width of \(lineWidth); it is drawn with 0")
      width = 0
    }
    item.attributes["stroke.lineWidth"] = width
    if lineCap != .butt { item.styles["stroke.lineCap"] = lineCap.name }
    if lineJoin != .miter { item.styles["stroke.lineJoin"] = lineJoin.name }
    if !dash.isEmpty {
      item.styles["stroke.dash"] = dash.map { DecimalFormatting.format($0) }.joined(separator: " ")
      if dashPhase != 0 { item.attributes["stroke.dashPhase"] = dashPhase }
    }
    return problems
  }
}

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Squared off at the end point.
  case butt
  /// Rounded beyond the end point.
  case round
  /// Squared off half the line width beyond the end point.
  case square

  var name: String {
    switch self {
    case .butt: return "butt"
    case .round: return "round"
    case .square: return "square"
    }
  }
}

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

extension Shape {
  /// Fills the shape with a style.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self>
  {
    _ShapeView(shape: self).fill(content, style: style)
  }

  /// Strokes the shape's outline with a style.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<Self>
  {
    _ShapeView(shape: self).stroke(content, lineWidth: lineWidth)
  }

  /// Strokes the shape's outline with a style and a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<Self>
  {
    _ShapeView(shape: self).stroke(content, style: style)
  }

  /// Strokes the shape's outline with the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
    stroke(.foreground, lineWidth: lineWidth)
  }

  /// Strokes the shape's outline with the foreground style and a stroke style.
  public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
    stroke(.foreground, style: style)
  }

  /// The part of the shape's outline between two fractions of its length (animatable).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> _TrimmedShape<Self>
  {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// A shape trimmed to part of its outline.
public struct _TrimmedShape<Content: Shape>: Shape, ShapeDescribing {
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
  ) -> _ShapeView<InsetShape> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes a border inside the shape's frame with a stroke style.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<InsetShape> {
    let half = style.lineWidth.isFinite ? max(style.lineWidth, 0) / 2 : 0
    var view = _ShapeView(shape: inset(by: half))
    view.paints.append(
      ShapePaint(kind: .stroke(style, isBorder: true), style: content.paintDescription))
    return view
  }

  /// Strokes a border inside the shape's frame with the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<InsetShape>
  {
    strokeBorder(.foreground, lineWidth: lineWidth)
  }
}
