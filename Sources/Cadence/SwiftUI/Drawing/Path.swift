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

  /// Adds a closed rectangle: its top-left corner, then clockwise on screen.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds closed rectangles.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a polyline through `lines`: a move to the first point, lines to the others.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Adds a closed ellipse inscribed in `rect`: from its rightmost point, clockwise on screen,
  /// as four cubic curves.
  public mutating func addEllipse(in rect: CGRect) {
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
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
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
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
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
  private mutating func appendArc(center: CGPoint, radii: CGSize, start: Double, sweep: Double) {
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

  /// Adds `path`'s elements.
  public mutating func addPath(_ path: Path) {
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

/// A growing bounding box.
private struct PathBounds {
  var minX = CGFloat.infinity
  var minY = CGFloat.infinity
  var maxX = -CGFloat.infinity
  var maxY = -CGFloat.infinity

  mutating func add(_ point: CGPoint) {
    minX = min(minX, point.x)
    minY = min(minY, point.y)
    maxX = max(maxX, point.x)
    maxY = max(maxY, point.y)
  }

  var rect: CGRect {
    guard minX <= maxX, minY <= maxY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// One drawn segment of a path, for measuring, bounding and trimming.
enum Segment {
  case line(CGPoint, CGPoint)
  case quad(CGPoint, CGPoint, CGPoint)
  case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

  /// The point at parameter `t` in 0…1.
  func point(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    switch self {
    case .line(let a, let b):
      return CGPoint(x: a.x * u + b.x * t, y: a.y * u + b.y * t)
    case .quad(let a, let c, let b):
      return CGPoint(
        x: u * u * a.x + 2 * u * t * c.x + t * t * b.x,
        y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
    case .cubic(let a, let c1, let c2, let b):
      let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
        y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
    }
  }

  /// The parameters in 0…1 where the segment's x or y is extreme.
  var extremeParameters: [CGFloat] {
    func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
      // a·t² + b·t + c = 0.
      if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
      let d = b * b - 4 * a * c
      guard d >= 0 else { return [] }
      let s = d.squareRoot()
      return [(-b + s) / (2 * a), (-b - s) / (2 * a)]
    }
    var result: [CGFloat] = []
    switch self {
    case .line: return []
    case .quad(let a, let c, let b):
      for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
        let denominator = p0 - 2 * p1 + p2
        if abs(denominator) > 1e-12 { result.append((p0 - p1) / denominator) }
      }
    case .cubic(let a, let c1, let c2, let b):
      for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
        // The derivative's coefficients.
        let qa = 3 * (-p0 + 3 * p1 - 3 * p2 + p3)
        let qb = 6 * (p0 - 2 * p1 + p2)
        let qc = 3 * (p1 - p0)
        result += roots(qa, qb, qc)
      }
    }
    return result.filter { $0 > 0 && $0 < 1 }
  }

  /// The segment from parameter `t0` to `t1` (0 ≤ t0 ≤ t1 ≤ 1), by de Casteljau.
  func sub(from t0: CGFloat, to t1: CGFloat) -> Segment {
    func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    // The part after t0, then the part of that before the rescaled t1.
    func splitAfter(_ s: Segment, _ t: CGFloat) -> Segment {
      switch s {
      case .line(let a, let b): return .line(lerp(a, b, t), b)
      case .quad(let a, let c, let b):
        let ac = lerp(a, c, t)
        let cb = lerp(c, b, t)
        return .quad(lerp(ac, cb, t), cb, b)
      case .cubic(let a, let c1, let c2, let b):
        let p01 = lerp(a, c1, t)
        let p12 = lerp(c1, c2, t)
        let p23 = lerp(c2, b, t)
        let p012 = lerp(p01, p12, t)
        let p123 = lerp(p12, p23, t)
        return .cubic(lerp(p012, p123, t), p123, p23, b)
      }
    }
    func splitBefore(_ s: Segment, _ t: CGFloat) -> Segment {
      switch s {
      case .line(let a, let b): return .line(a, lerp(a, b, t))
      case .quad(let a, let c, let b):
        let ac = lerp(a, c, t)
        let cb = lerp(c, b, t)
        return .quad(a, ac, lerp(ac, cb, t))
      case .cubic(let a, let c1, let c2, let b):
        let p01 = lerp(a, c1, t)
        let p12 = lerp(c1, c2, t)
        let p23 = lerp(c2, b, t)
        let p012 = lerp(p01, p12, t)
        let p123 = lerp(p12, p23, t)
        return .cubic(a, p01, p012, lerp(p012, p123, t))
      }
    }
    let after = t0 > 0 ? splitAfter(self, t0) : self
    let rest = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
    return rest < 1 ? splitBefore(after, max(rest, 0)) : after
  }

  var start: CGPoint {
    switch self {
    case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): return a
    }
  }

  var end: CGPoint {
    switch self {
    case .line(_, let b), .quad(_, _, let b), .cubic(_, _, _, let b): return b
    }
  }

  /// Cumulative lengths at 32 even parameter steps (index i: the length up to t = i/32).
  var lengthTable: [CGFloat] {
    if case .line(let a, let b) = self {
      let length = hypot(b.x - a.x, b.y - a.y)
      return (0...Self.steps).map { length * CGFloat($0) / CGFloat(Self.steps) }
    }
    var table: [CGFloat] = [0]
    var previous = start
    var total: CGFloat = 0
    for index in 1...Self.steps {
      let point = point(at: CGFloat(index) / CGFloat(Self.steps))
      total += hypot(point.x - previous.x, point.y - previous.y)
      table.append(total)
      previous = point
    }
    return table
  }

  static let steps = 32

  /// The parameter at which the length from the start is `length`, by the table.
  static func parameter(atLength length: CGFloat, in table: [CGFloat]) -> CGFloat {
    guard let total = table.last, total > 0 else { return 0 }
    if length <= 0 { return 0 }
    if length >= total { return 1 }
    var index = 1
    while index < table.count - 1, table[index] < length { index += 1 }
    let low = table[index - 1]
    let high = table[index]
    let fraction = high > low ? (length - low) / (high - low) : 0
    return (CGFloat(index - 1) + fraction) / CGFloat(steps)
  }
}

extension Path {
  /// The drawn segments with the subpath each starts (closing lines included).
  private var segments: [(segment: Segment, startsSubpath: Bool)] {
    var result: [(Segment, Bool)] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    var newSubpath = true
    for element in elements {
      switch element {
      case .move(let point):
        current = point
        start = point
        newSubpath = true
      case .line(let point):
        result.append((.line(current, point), newSubpath))
        newSubpath = false
        current = point
      case .quadCurve(let point, let control):
        result.append((.quad(current, control, point), newSubpath))
        newSubpath = false
        current = point
      case .curve(let point, let c1, let c2):
        result.append((.cubic(current, c1, c2, point), newSubpath))
        newSubpath = false
        current = point
      case .closeSubpath:
        if current != start { result.append((.line(current, start), newSubpath)) }
        newSubpath = true
        current = start
      }
    }
    return result
  }

  /// The total length of the path's drawn segments (curves measured along 32 chords each).
  var length: CGFloat {
    segments.reduce(0) { $0 + ($1.segment.lengthTable.last ?? 0) }
  }

  /// The part of the path between the fractions `from` and `to` of its length (each
  /// clamped to 0…1), as SwiftUI's `trim(from:to:)` draws it.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let from = from.isFinite ? min(max(from, 0), 1) : 0
    let to = to.isFinite ? min(max(to, 0), 1) : 0
    if from == 0, to == 1 { return self }
    guard from < to else { return Path() }
    let parts = segments.map { ($0.segment, $0.startsSubpath, $0.segment.lengthTable) }
    let total = parts.reduce(0) { $0 + ($1.2.last ?? 0) }
    guard total > 0 else { return Path() }
    let startLength = from * total
    let endLength = to * total
    var result = Path()
    var offset: CGFloat = 0
    var needsMove = true
    for (segment, startsSubpath, table) in parts {
      let length = table.last ?? 0
      defer { offset += length }
      if startsSubpath { needsMove = true }
      let a = max(startLength - offset, 0)
      let b = min(endLength - offset, length)
      guard b > a || (length == 0 && a == 0 && offset >= startLength && offset <= endLength)
      else { continue }
      let t0 = Segment.parameter(atLength: a, in: table)
      let t1 = Segment.parameter(atLength: b, in: table)
      let piece = (t0 == 0 && t1 == 1) ? segment : segment.sub(from: t0, to: t1)
      if needsMove || result.currentPoint != piece.start {
        result.move(to: piece.start)
        needsMove = false
      }
      switch piece {
      case .line(_, let end): result.addLine(to: end)
      case .quad(_, let control, let end): result.addQuadCurve(to: end, control: control)
      case .cubic(_, let c1, let c2, let end):
        result.addCurve(to: end, control1: c1, control2: c2)
      }
    }
    return result
  }
}

extension Path: CustomStringConvertible {
  /// The path in SwiftUI's (Core Graphics') text form: `x y m`, `x y l`, `cx cy x y q`,
  /// `c1x c1y c2x c2y x y c`, `h`.
  public var description: String {
    text(names: ("m", "l", "q", "c", "h")) { points, name in
      points.isEmpty ? name : "\(points) \(name)"
    }
  }

  /// The path as SVG path data (`M x y L x y Q … C … Z`), numbers to three decimals: what
  /// snapshots record for shapes.
  public var svgPathData: String {
    text(names: ("M", "L", "Q", "C", "Z")) { points, name in
      points.isEmpty ? name : "\(name) \(points)"
    }
  }

  /// The elements as text: each element's points (control points first) and its command's
  /// name, put together by `join`, separated by spaces.
  private func text(
    names: (move: String, line: String, quad: String, curve: String, close: String),
    _ join: (String, String) -> String
  ) -> String {
    elements.map { element -> String in
      switch element {
      case .move(let p): return join(Self.numbers([p]), names.move)
      case .line(let p): return join(Self.numbers([p]), names.line)
      case .quadCurve(let p, let c): return join(Self.numbers([c, p]), names.quad)
      case .curve(let p, let c1, let c2): return join(Self.numbers([c1, c2, p]), names.curve)
      case .closeSubpath: return join("", names.close)
      }
    }.joined(separator: " ")
  }

  private static func numbers(_ points: [CGPoint]) -> String {
    points.map {
      "\(DecimalFormatting.format($0.x)) \(DecimalFormatting.format($0.y))"
    }.joined(separator: " ")
  }
}
