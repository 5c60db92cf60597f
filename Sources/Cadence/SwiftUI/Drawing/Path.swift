import Foundation

/// The outline of a 2D shape: subpaths of lines and quadratic and cubic Bézier curves, in
/// SwiftUI's coordinates (y grows downwards). Arcs and ellipses are stored as cubic curves.
public struct Path: Equatable, Sendable {
  /// One element of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line to its start.
    case closeSubpath
  }

  private(set) var elements: [Element] = []
  /// The start of the current subpath.
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rounded rectangle with a corner radius.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle with a corner size.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// An ellipse inscribed in a rectangle.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// A path built by `callback`.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point of the path, if any.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case .move(let point)?, .line(let point)?: return point
    case .quadCurve(let point, _)?, .curve(let point, _, _)?: return point
    case .closeSubpath?: return subpathStart
    case nil: return nil
    }
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) {
    for element in elements { body(element) }
  }

  // MARK: Building

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
  }

  /// Adds a straight line to `point` (starting a subpath there when the path is empty).
  public mutating func addLine(to point: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    reopenIfClosed()
    elements.append(.line(to: point))
  }

  /// Adds a quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    reopenIfClosed()
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    reopenIfClosed()
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// After a close, drawing goes on from the closed subpath's start, as a new subpath.
  private mutating func reopenIfClosed() {
    if elements.last == .closeSubpath, let start = subpathStart {
      elements.append(.move(to: start))
    }
  }

  /// Adds a closed rectangle: its top-left corner, then clockwise on screen; `transform`
  /// applies to the rectangle's points.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    guard transform.isIdentity else {
      return appendTransformed(transform, connecting: false) { $0.addRect(rect) }
    }
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds closed rectangles.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a polyline through `lines`: a move to the first point, lines to the others.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Adds a closed ellipse inscribed in `rect`: from its rightmost point, clockwise on screen,
  /// as four cubic curves.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    guard transform.isIdentity else {
      return appendTransformed(transform, connecting: false) { $0.addEllipse(in: rect) }
    }
    let r = rect.standardized
    let center = CGPoint(x: r.midX, y: r.midY)
    move(to: CGPoint(x: r.maxX, y: r.midY))
    appendArc(
      center: center, radii: CGSize(width: r.width / 2, height: r.height / 2), start: 0,
      sweep: 2 * .pi)
    closeSubpath()
  }

  /// Adds a closed rounded rectangle, starting after its top-left corner and going clockwise
  /// on screen. Corners are quarter ellipses for both styles (continuous corners are
  /// recorded as asked, drawn circular).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    guard transform.isIdentity else {
      return appendTransformed(transform, connecting: false) {
        $0.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
      }
    }
    let r = rect.standardized
    var rx = min(max(cornerSize.width.isFinite ? cornerSize.width : 0, 0), r.width / 2)
    var ry = min(max(cornerSize.height.isFinite ? cornerSize.height : 0, 0), r.height / 2)
    // Circular corners stay circular when clamped (a huge radius makes a capsule).
    if cornerSize.width == cornerSize.height { (rx, ry) = (min(rx, ry), min(rx, ry)) }
    guard rx > 0, ry > 0 else { return addRect(r) }
    let radii = CGSize(width: rx, height: ry)
    move(to: CGPoint(x: r.minX + rx, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
    appendArc(
      center: CGPoint(x: r.maxX - rx, y: r.minY + ry), radii: radii, start: -.pi / 2,
      sweep: .pi / 2)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
    appendArc(
      center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), radii: radii, start: 0, sweep: .pi / 2)
    addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
    appendArc(
      center: CGPoint(x: r.minX + rx, y: r.maxY - ry), radii: radii, start: .pi / 2,
      sweep: .pi / 2)
    addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
    appendArc(
      center: CGPoint(x: r.minX + rx, y: r.minY + ry), radii: radii, start: .pi, sweep: .pi / 2)
    closeSubpath()
  }

  /// Adds an arc of a circle. As in SwiftUI (whose y axis points down), `clockwise: false`
  /// goes from `startAngle` to `endAngle` with growing angles, which looks clockwise on
  /// screen; a line joins the current point to the arc's start.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard transform.isIdentity else {
      return appendTransformed(transform, connecting: true) {
        $0.addArc(
          center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
          clockwise: clockwise)
      }
    }
    let start = startAngle.radians
    var sweep = endAngle.radians - start
    guard radius.isFinite, start.isFinite, sweep.isFinite else { return }
    let turn = 2 * Double.pi
    if clockwise {
      while sweep > 0 { sweep -= turn }
      if sweep < -turn { sweep = -turn }
    } else {
      while sweep < 0 { sweep += turn }
      if sweep > turn { sweep = turn }
    }
    let radius = abs(radius)
    let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
    if currentPoint == nil { move(to: first) } else { addLine(to: first) }
    appendArc(
      center: center, radii: CGSize(width: radius, height: radius), start: start, sweep: sweep)
  }

  /// Appends cubic curves along an elliptical arc from the current point (at `start`).
  mutating func appendArc(center: CGPoint, radii: CGSize, start: Double, sweep: Double) {
    guard sweep != 0 else { return }
    let pieces = max(Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)), 1)
    let step = sweep / Double(pieces)
    // The control distance of a cubic arc of angle θ: 4/3 · tan(θ/4).
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
      let end = CGPoint(x: center.x + radii.width * c1, y: center.y + radii.height * s1)
      let control1 = CGPoint(
        x: center.x + radii.width * (c0 - k * s0), y: center.y + radii.height * (s0 + k * c0))
      let control2 = CGPoint(
        x: center.x + radii.width * (c1 + k * s1), y: center.y + radii.height * (s1 - k * c1))
      elements.append(.curve(to: end, control1: control1, control2: control2))
      angle = next
    }
  }

  /// Adds `path`'s elements, transformed by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    let path = transform.isIdentity ? path : path.applying(transform)
    for element in path.elements {
      switch element {
      case .move(let point): move(to: point)
      case .line(let point): addLine(to: point)
      case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
      case .curve(let point, let c1, let c2): addCurve(to: point, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  // MARK: Transforming

  /// The path with every point moved by (`dx`, `dy`).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
  }

  /// The path with every point transformed by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    mapPoints { $0.applying(transform) }
  }

  /// The path with every point passed through `transform`.
  func mapPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case .move(let point): return .move(to: transform(point))
      case .line(let point): return .line(to: transform(point))
      case .quadCurve(let point, let control):
        return .quadCurve(to: transform(point), control: transform(control))
      case .curve(let point, let c1, let c2):
        return .curve(to: transform(point), control1: transform(c1), control2: transform(c2))
      case .closeSubpath: return .closeSubpath
      }
    }
    path.subpathStart = subpathStart.map(transform)
    return path
  }

  // MARK: Measuring

  /// The smallest rectangle containing every point of the path (curves by their extremes,
  /// not their control points); `.null` for an empty path.
  public var boundingRect: CGRect {
    var bounds = PathBounds()
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let point):
        bounds.add(point)
        current = point
        start = point
      case .line(let point):
        bounds.add(point)
        current = point
      case .quadCurve(let point, let control):
        let segment = Segment.quad(current, control, point)
        for t in segment.extremeParameters { bounds.add(segment.point(at: t)) }
        bounds.add(point)
        current = point
      case .curve(let point, let c1, let c2):
        let segment = Segment.cubic(current, c1, c2, point)
        for t in segment.extremeParameters { bounds.add(segment.point(at: t)) }
        bounds.add(point)
        current = point
      case .closeSubpath:
        current = start
      }
    }
    return bounds.rect
  }

  /// Whether every coordinate of the path is finite.
  var isFinite: Bool {
    var finite = true
    for element in elements {
      switch element {
      case .move(let p), .line(let p): finite = finite && p.isFinite
      case .quadCurve(let p, let c): finite = finite && p.isFinite && c.isFinite
      case .curve(let p, let c1, let c2):
        finite = finite && p.isFinite && c1.isFinite && c2.isFinite
      case .closeSubpath: break
      }
    }
    return finite
  }

  /// The path with each non-finite coordinate replaced by 0.
  var finitePath: Path {
    mapPoints { CGPoint(x: $0.x.isFinite ? $0.x : 0, y: $0.y.isFinite ? $0.y : 0) }
  }
}

extension CGPoint {
  var isFinite: Bool { x.isFinite && y.isFinite }
}
