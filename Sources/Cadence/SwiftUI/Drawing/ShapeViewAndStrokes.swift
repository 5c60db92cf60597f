import Foundation

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

extension StrokeStyle: Animatable {
  /// The line width, the mitre limit and the dash phase, which animate (the dash lengths
  /// and the caps and joins do not).
  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
    set {
      lineWidth = newValue.first
      miterLimit = newValue.second.first
      dashPhase = newValue.second.second
    }
  }
}
