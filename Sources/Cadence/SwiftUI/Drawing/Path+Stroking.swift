import Foundation

extension Path {
  /// The area the path covers when stroked with `style`, as a path filled with the non-zero
  /// rule: what `Shape.stroke(style:)` fills and SwiftUI's `strokedPath(_:)` returns.
  ///
  /// The outline is the union of pieces, each a closed subpath wound the same way (so the
  /// non-zero fill is their union): a quadrilateral for every segment of the line (curves
  /// flattened into 16 chords), a join at every corner (`miter` within the mitre limit, else
  /// `bevel`; `round` a disc), and for open subpaths a cap at each end (`butt` none,
  /// `square` half the line width beyond the end, `round` a disc). Dashes split the line
  /// first, from `dashPhase` into the pattern. A line width that is not positive and finite
  /// strokes nothing.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let half = style.lineWidth / 2
    guard half.isFinite, half > 0 else { return Path() }
    var lines = polylines()
    if let dash = StrokeDash(style.dash, phase: style.dashPhase) {
      lines = lines.flatMap { dash.split($0) }
    }
    var outline = Path()
    for line in lines {
      outline.addStroke(of: line, half: half, style: style)
    }
    return outline
  }

  /// The subpaths as polylines, curves flattened into `chords` chords each, repeated points
  /// dropped.
  func polylines(chords: Int = 16) -> [StrokePolyline] {
    var result: [StrokePolyline] = []
    var current = StrokePolyline()
    var point = CGPoint.zero
    func finish() {
      if !current.points.isEmpty { result.append(current) }
      current = StrokePolyline()
    }
    func append(_ p: CGPoint) {
      if current.points.last != p { current.points.append(p) }
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish()
        current.points = [p]
        point = p
      case .line(let p):
        if current.points.isEmpty { current.points = [point] }
        append(p)
        point = p
      case .quadCurve(let p, let c):
        if current.points.isEmpty { current.points = [point] }
        let segment = Segment.quad(point, c, p)
        for step in 1...chords { append(segment.point(at: CGFloat(step) / CGFloat(chords))) }
        point = p
      case .curve(let p, let c1, let c2):
        if current.points.isEmpty { current.points = [point] }
        let segment = Segment.cubic(point, c1, c2, p)
        for step in 1...chords { append(segment.point(at: CGFloat(step) / CGFloat(chords))) }
        point = p
      case .closeSubpath:
        if let first = current.points.first {
          if current.points.count > 1, current.points.last == first {
            current.points.removeLast()
          }
          current.isClosed = true
          finish()
          point = first
        }
      }
    }
    finish()
    return result
  }

  /// Adds the pieces that stroke `line`.
  private mutating func addStroke(of line: StrokePolyline, half: CGFloat, style: StrokeStyle) {
    let points = line.points
    guard points.count > 1 else {
      // A lone point: a dot for round and square caps, nothing for butt ones.
      guard let p = points.first, !line.isClosed else { return }
      switch style.lineCap {
      case .round: addDisc(at: p, radius: half)
      case .square:
        addPiece([
          CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
          CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half),
        ])
      case .butt: break
      }
      return
    }
    let count = points.count
    let segmentCount = line.isClosed ? count : count - 1
    for index in 0..<segmentCount {
      let a = points[index]
      let b = points[(index + 1) % count]
      let n = normal(from: a, to: b) * half
      addPiece([a + n, b + n, b - n, a - n])
    }
    // Joins: every interior point, and for a closed line every point.
    let joined = line.isClosed ? Array(0..<count) : Array(1..<(count - 1))
    for index in joined {
      let p = points[index]
      let before = points[(index + count - 1) % count]
      let after = points[(index + 1) % count]
      addJoin(at: p, from: before, to: after, half: half, style: style)
    }
    if !line.isClosed {
      addCap(at: points[0], awayFrom: points[1], half: half, cap: style.lineCap)
      addCap(at: points[count - 1], awayFrom: points[count - 2], half: half, cap: style.lineCap)
    }
  }

  private mutating func addJoin(
    at p: CGPoint, from before: CGPoint, to after: CGPoint, half: CGFloat, style: StrokeStyle
  ) {
    let d1 = direction(from: before, to: p)
    let d2 = direction(from: p, to: after)
    let turn = d1.x * d2.y - d1.y * d2.x
    guard abs(turn) > 1e-12 || d1.x * d2.x + d1.y * d2.y < 0 else { return }
    if style.lineJoin == .round {
      addDisc(at: p, radius: half)
      return
    }
    // The outer side is opposite the turn.
    let side: CGFloat = turn > 0 ? -1 : 1
    let n1 = CGPoint(x: -d1.y, y: d1.x) * (half * side)
    let n2 = CGPoint(x: -d2.y, y: d2.x) * (half * side)
    let cosine = max(-1, min(1, d1.x * d2.x + d1.y * d2.y))
    // The mitre's length over the line width is 1 / sin(θ/2), θ the angle between the
    // segments: within the limit, the corner is pointed.
    let halfAngleSine = sqrt((1 + cosine) / 2)
    if style.lineJoin == .miter, halfAngleSine > 1e-9, 1 / halfAngleSine <= style.miterLimit {
      let bisector = n1 + n2
      let length = sqrt(bisector.x * bisector.x + bisector.y * bisector.y)
      if length > 1e-12 {
        let tip = p + bisector * (half / halfAngleSine / length)
        addPiece([p, p + n1, tip, p + n2])
        return
      }
    }
    addPiece([p, p + n1, p + n2])
  }

  private mutating func addCap(
    at p: CGPoint, awayFrom neighbour: CGPoint, half: CGFloat, cap: CGLineCap
  ) {
    switch cap {
    case .butt: break
    case .round: addDisc(at: p, radius: half)
    case .square:
      let d = direction(from: neighbour, to: p)
      let n = CGPoint(x: -d.y, y: d.x) * half
      let beyond = p + d * half
      addPiece([p + n, beyond + n, beyond - n, p - n])
    }
  }

  /// Adds a closed polygon through `points`, wound as every other piece (positive area).
  private mutating func addPiece(_ points: [CGPoint]) {
    var area: CGFloat = 0
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    guard abs(area) > 1e-12 else { return }
    addLines(area > 0 ? points : points.reversed())
    closeSubpath()
  }

  /// Adds a disc as four quarter arcs, wound as the pieces are.
  private mutating func addDisc(at c: CGPoint, radius r: CGFloat) {
    let k = r * 0.552_284_749_831
    move(to: CGPoint(x: c.x + r, y: c.y))
    addCurve(
      to: CGPoint(x: c.x, y: c.y + r), control1: CGPoint(x: c.x + r, y: c.y + k),
      control2: CGPoint(x: c.x + k, y: c.y + r))
    addCurve(
      to: CGPoint(x: c.x - r, y: c.y), control1: CGPoint(x: c.x - k, y: c.y + r),
      control2: CGPoint(x: c.x - r, y: c.y + k))
    addCurve(
      to: CGPoint(x: c.x, y: c.y - r), control1: CGPoint(x: c.x - r, y: c.y - k),
      control2: CGPoint(x: c.x - k, y: c.y - r))
    addCurve(
      to: CGPoint(x: c.x + r, y: c.y), control1: CGPoint(x: c.x + k, y: c.y - r),
      control2: CGPoint(x: c.x + r, y: c.y - k))
    closeSubpath()
  }

  private func direction(from a: CGPoint, to b: CGPoint) -> CGPoint {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = sqrt(dx * dx + dy * dy)
    return length > 0 ? CGPoint(x: dx / length, y: dy / length) : .zero
  }

  private func normal(from a: CGPoint, to b: CGPoint) -> CGPoint {
    let d = direction(from: a, to: b)
    return CGPoint(x: -d.y, y: d.x)
  }
}

/// One subpath as points joined by lines.
struct StrokePolyline {
  var points: [CGPoint] = []
  var isClosed = false
}

/// A dash pattern: lengths on and off in turn, started `phase` into it.
struct StrokeDash {
  let lengths: [CGFloat]
  let phase: CGFloat

  /// The pattern, or nil when it draws a solid line (empty, or lengths that are negative,
  /// not finite or all zero).
  init?(_ lengths: [CGFloat], phase: CGFloat) {
    guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    // An odd count repeats, as Core Graphics reads it.
    let pattern = lengths.count.isMultiple(of: 2) ? lengths : lengths + lengths
    let total = pattern.reduce(0, +)
    guard total > 0 else { return nil }
    self.lengths = pattern
    let start = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
    self.phase = start < 0 ? start + total : start
  }

  /// The dashes of `line`, each an open polyline.
  func split(_ line: StrokePolyline) -> [StrokePolyline] {
    var points = line.points
    if line.isClosed, let first = points.first { points.append(first) }
    guard points.count > 1 else { return [line] }
    var dashes: [StrokePolyline] = []
    var index = 0
    var remaining = lengths[0]
    var on = true
    // Skip `phase` into the pattern.
    var skip = phase
    while skip > 0 {
      if skip >= remaining {
        skip -= remaining
        index = (index + 1) % lengths.count
        remaining = lengths[index]
        on.toggle()
      } else {
        remaining -= skip
        skip = 0
      }
    }
    var current = StrokePolyline()
    if on { current.points = [points[0]] }
    for k in 1..<points.count {
      var a = points[k - 1]
      let b = points[k]
      var left = hypot(b.x - a.x, b.y - a.y)
      while left > 0 {
        let step = min(left, remaining)
        let t = step / left
        let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        if on { current.points.append(p) }
        left -= step
        remaining -= step
        a = p
        if remaining <= 0 {
          if on {
            dashes.append(current)
            current = StrokePolyline()
          } else {
            current.points = [p]
          }
          on.toggle()
          index = (index + 1) % lengths.count
          remaining = lengths[index]
        }
      }
    }
    if on, current.points.count > 1 { dashes.append(current) }
    return dashes
  }
}

extension CGPoint {
  fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint {
    CGPoint(x: a.x + b.x, y: a.y + b.y)
  }
  fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint {
    CGPoint(x: a.x - b.x, y: a.y - b.y)
  }
  fileprivate static func * (a: CGPoint, k: CGFloat) -> CGPoint {
    CGPoint(x: a.x * k, y: a.y * k)
  }
}
