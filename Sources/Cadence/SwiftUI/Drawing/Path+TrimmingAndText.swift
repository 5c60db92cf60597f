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
