import Foundation

/// A two-dimensional gradient over a grid of `width` × `height` control points, each with a
/// colour (iOS 18). As a view it fills the space it is offered; as a style it fills a shape.
/// Headless, it is recorded: the node `MeshGradient` with `mesh` (`3×3`), `points` (x,y
/// pairs in unit coordinates), `colors`, and `background`, `smoothsColors` and `colorSpace`
/// when not the defaults. A mesh whose point or colour count is not `width × height` is
/// reported (`invalidShape`) and drawn with the points and colours it has.
public struct MeshGradient: ShapeStyle, Equatable, Sendable, CustomStringConvertible {
  /// A control point with the tangents of the Bézier patches around it.
  public struct BezierPoint: Equatable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>

    /// Creates a point with its four control points.
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// Where the mesh's points are.
  public enum Locations: Equatable, Sendable {
    /// Plain points: the patches between them are smooth.
    case points([SIMD2<Float>])
    /// Points with their Bézier control points.
    case bezierPoints([BezierPoint])
  }

  /// The mesh's colours, one for each point.
  public enum Colors: Equatable, Sendable {
    /// Colours.
    case colors([Color])
    /// Resolved colours.
    case resolvedColors([Color.Resolved])
  }

  /// The number of points in each row.
  public var width: Int
  /// The number of rows.
  public var height: Int
  /// The points.
  public var locations: Locations
  /// The colours.
  public var colors: Colors
  /// The colour outside the mesh.
  public var background: Color
  /// Whether colours are interpolated smoothly (cubic) rather than linearly.
  public var smoothsColors: Bool
  /// The colour space colours are interpolated in.
  public var colorSpace: Gradient.ColorSpace

  /// Creates a mesh from locations and colours.
  public init(
    width: Int, height: Int, locations: Locations, colors: Colors,
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// Creates a mesh of plain points, each with a colour.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// Creates a mesh of Bézier points, each with a colour.
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints),
      colors: .colors(colors), background: background, smoothsColors: smoothsColors,
      colorSpace: colorSpace)
  }

  /// The positions of the points.
  var positions: [SIMD2<Float>] {
    switch locations {
    case .points(let points): points
    case .bezierPoints(let points): points.map(\.position)
    }
  }

  /// The colours' names.
  var colorNames: [String] {
    switch colors {
    case .colors(let colors): colors.map(\.name)
    case .resolvedColors(let colors): colors.map { "\($0)" }
    }
  }

  /// What is wrong with the mesh, if anything.
  var problem: String? {
    guard width >= 1, height >= 1 else {
      return
        "MeshGradient of \(width)×\(height) points: a mesh needs at least one in each direction"
    }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow else {
      return "MeshGradient of \(width)×\(height) points: more points than can be counted"
    }
    if positions.count != count {
      return "MeshGradient of \(width)×\(height) has \(positions.count) points, not \(count)"
    }
    if colorNames.count != count {
      return "MeshGradient of \(width)×\(height) has \(colorNames.count) colours, not \(count)"
    }
    if let bad = positions.first(where: { !$0.x.isFinite || !$0.y.isFinite }) {
      return "MeshGradient has a point that is not finite: (\(bad.x), \(bad.y))"
    }
    return nil
  }

  public var description: String { "MeshGradient(\(width)×\(height))" }
}

extension MeshGradient: LeafView {
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "MeshGradient")
    item.styles["mesh"] = "\(width)×\(height)"
    item.styles["points"] = positions.map { point in
      // A point that is not finite is reported (`problem`) and recorded at 0.
      let x = point.x.isFinite ? DecimalFormatting.format(Double(point.x)) : "0"
      let y = point.y.isFinite ? DecimalFormatting.format(Double(point.y)) : "0"
      return x + "," + y
    }.joined(separator: " ")
    item.styles["colors"] = colorNames.joined(separator: " ")
    if background != .clear { item.styles["background"] = background.name }
    if !smoothsColors { item.styles["smoothsColors"] = "false" }
    if colorSpace != .device { item.styles["colorSpace"] = colorSpace.name }
    return item
  }

  static var rendersItsSize: Bool { true }

  /// Reports what is wrong with the mesh (the item is complete as it is).
  func complete(_ item: inout RenderItem, in environment: EnvironmentValues) -> [String] {
    problem.map { [$0] } ?? []
  }
}
