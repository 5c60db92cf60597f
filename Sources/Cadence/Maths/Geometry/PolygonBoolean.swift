import Foundation

/// Boolean operations on filled regions bounded by polygons (curves already flattened): the
/// union, intersection, difference and symmetric difference of two regions, the parts of
/// one's outline inside or outside the other, and a region's own outline cleaned of
/// self-overlaps.
///
/// Method: every edge of both outlines is split where it meets another; each piece is kept
/// when the region the operation makes lies on exactly one of its sides (tested at points a
/// small distance either side of its middle, by the fill rule), turned so that the region is
/// on its left, and the kept pieces are chained into closed contours. The result fills the
/// same area under either fill rule: its contours do not overlap.
///
/// Contract: coordinates are finite (a contour with a non-finite point is left out); a
/// region is within `offsetFraction` × its size of exact at the pieces' middles (features
/// thinner than that may be lost); the work is quadratic in the number of edges.
enum PolygonBoolean {
  /// How two regions combine.
  enum Operation {
    case union, intersection, subtraction, symmetricDifference

    /// Whether a point inside `a` or not and inside `b` or not is in the result.
    func combine(_ a: Bool, _ b: Bool) -> Bool {
      switch self {
      case .union: a || b
      case .intersection: a && b
      case .subtraction: a && !b
      case .symmetricDifference: a != b
      }
    }
  }

  /// A region: closed contours and the rule deciding which points they enclose.
  struct Region {
    var contours: [[CGPoint]]
    var evenOdd: Bool

    /// Whether `p` is inside, by the region's fill rule.
    func contains(_ p: CGPoint) -> Bool {
      var winding = 0
      for contour in contours where contour.count > 2 {
        var a = contour[contour.count - 1]
        for b in contour {
          if (a.y <= p.y) != (b.y <= p.y) {
            let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if x > p.x { winding += b.y > a.y ? 1 : -1 }
          }
          a = b
        }
      }
      return evenOdd ? winding % 2 != 0 : winding != 0
    }
  }

  /// How far either side of a piece its sides are tested, as a fraction of the regions'
  /// size: far enough above rounding (1e-15 of the size), near enough to miss features a
  /// person can see (a millionth of the size).
  static let offsetFraction = 1e-7

  /// The region `operation` makes of `a` and `b`, as closed contours with the region on
  /// their left.
  static func combine(_ a: Region, _ b: Region, _ operation: Operation) -> [[CGPoint]] {
    let a = Region(contours: a.contours.filter(isFinite), evenOdd: a.evenOdd)
    let b = Region(contours: b.contours.filter(isFinite), evenOdd: b.evenOdd)
    let edges = closedEdges(a.contours) + closedEdges(b.contours)
    let offset = offsetFraction * max(size(of: a.contours + b.contours), 1)
    var kept: [(CGPoint, CGPoint)] = []
    var seen: Set<PieceKey> = []
    for (start, end) in split(edges) {
      // A piece both outlines share is tested once.
      guard seen.insert(PieceKey(start, end)).inserted else { continue }
      let (left, right) = sides(start, end, offset: offset)
      let inLeft = operation.combine(a.contains(left), b.contains(left))
      let inRight = operation.combine(a.contains(right), b.contains(right))
      if inLeft && !inRight { kept.append((start, end)) }
      if inRight && !inLeft { kept.append((end, start)) }
    }
    return chain(kept)
  }

  /// The pieces of `lines` (open or closed polylines) inside `region` (`inside`) or outside
  /// it, each run of pieces joined into one polyline.
  static func clip(_ lines: [(points: [CGPoint], isClosed: Bool)], to region: Region, inside: Bool)
    -> [[CGPoint]]
  {
    let region = Region(contours: region.contours.filter(isFinite), evenOdd: region.evenOdd)
    let cutters = closedEdges(region.contours)
    var result: [[CGPoint]] = []
    for line in lines where isFinite(line.points) && line.points.count > 1 {
      var points = line.points
      if line.isClosed, let first = points.first { points.append(first) }
      var runs: [[CGPoint]] = []
      var run: [CGPoint] = []
      for index in 0..<(points.count - 1) {
        let pieces = split([(points[index], points[index + 1])], by: cutters)
        for (start, end) in pieces {
          let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
          if region.contains(middle) == inside {
            if run.isEmpty { run = [start] }
            run.append(end)
          } else if !run.isEmpty {
            runs.append(run)
            run = []
          }
        }
      }
      if !run.isEmpty { runs.append(run) }
      // A closed line's run through its start is one run: the last joined to the first.
      if line.isClosed, runs.count > 1, let start = points.first, runs[0].first == start,
        runs[runs.count - 1].last == start
      {
        let last = runs.removeLast()
        runs[0] = last + runs[0].dropFirst()
      }
      result += runs
    }
    return result
  }

  // MARK: Pieces

  /// The edges of closed contours, zero-length ones left out.
  private static func closedEdges(_ contours: [[CGPoint]]) -> [(CGPoint, CGPoint)] {
    var edges: [(CGPoint, CGPoint)] = []
    for contour in contours where contour.count > 1 {
      var a = contour[contour.count - 1]
      for b in contour {
        if a != b { edges.append((a, b)) }
        a = b
      }
    }
    return edges
  }

  /// `edges` split where they meet one another.
  private static func split(_ edges: [(CGPoint, CGPoint)]) -> [(CGPoint, CGPoint)] {
    var cuts = edges.map { _ in [(t: CGFloat, point: CGPoint)]() }
    for i in edges.indices {
      for j in edges.indices where j > i {
        for (ti, tj, point) in meetings(edges[i], edges[j]) {
          cuts[i].append((ti, point))
          cuts[j].append((tj, point))
        }
      }
    }
    return edges.indices.flatMap { pieces(of: edges[$0], at: cuts[$0]) }
  }

  /// `edges` split where they meet `cutters`.
  private static func split(
    _ edges: [(CGPoint, CGPoint)], by cutters: [(CGPoint, CGPoint)]
  ) -> [(CGPoint, CGPoint)] {
    edges.flatMap { edge in
      pieces(
        of: edge, at: cutters.flatMap { cutter in meetings(edge, cutter).map { ($0.0, $0.2) } })
    }
  }

  /// The pieces of `edge` between its cuts, in order.
  private static func pieces(
    of edge: (CGPoint, CGPoint), at cuts: [(t: CGFloat, point: CGPoint)]
  ) -> [(CGPoint, CGPoint)] {
    var points = [edge.0]
    for cut in cuts.sorted(by: { $0.t < $1.t }) where cut.t > 0 && cut.t < 1 {
      if points.last != cut.point { points.append(cut.point) }
    }
    if points.last != edge.1 { points.append(edge.1) }
    return zip(points, points.dropFirst()).map { ($0, $1) }
  }

  /// Where two edges meet: their crossing, or the ends of their overlap when they lie on one
  /// line, with each one's parameter there (0 at its start, 1 at its end). A point is
  /// computed once and given to both edges, so that their pieces share it exactly.
  private static func meetings(
    _ e: (CGPoint, CGPoint), _ f: (CGPoint, CGPoint)
  ) -> [(CGFloat, CGFloat, CGPoint)] {
    let (p, p2) = e
    let (q, q2) = f
    guard max(p.x, p2.x) >= min(q.x, q2.x), max(q.x, q2.x) >= min(p.x, p2.x),
      max(p.y, p2.y) >= min(q.y, q2.y), max(q.y, q2.y) >= min(p.y, p2.y)
    else { return [] }
    let r = CGPoint(x: p2.x - p.x, y: p2.y - p.y)
    let s = CGPoint(x: q2.x - q.x, y: q2.y - q.y)
    let denominator = cross(r, s)
    let qp = CGPoint(x: q.x - p.x, y: q.y - p.y)
    let scale = max(abs(r.x), abs(r.y), abs(s.x), abs(s.y))
    if abs(denominator) > 1e-12 * scale * scale {
      let t = cross(qp, s) / denominator
      let u = cross(qp, r) / denominator
      guard t >= 0, t <= 1, u >= 0, u <= 1 else { return [] }
      // An end of either edge is kept exact.
      let point: CGPoint
      switch (t, u) {
      case (0, _): point = p
      case (1, _): point = p2
      case (_, 0): point = q
      case (_, 1): point = q2
      default: point = CGPoint(x: p.x + t * r.x, y: p.y + t * r.y)
      }
      return [(t, u, point)]
    }
    // Parallel: only edges on one line overlap.
    guard abs(cross(qp, r)) <= 1e-12 * scale * scale else { return [] }
    let rr = r.x * r.x + r.y * r.y
    let ss = s.x * s.x + s.y * s.y
    guard rr > 0, ss > 0 else { return [] }
    var found: [(CGFloat, CGFloat, CGPoint)] = []
    // Each edge's ends that lie within the other cut the other there.
    for (point, onF) in [(q, CGFloat(0)), (q2, CGFloat(1))] {
      let t = ((point.x - p.x) * r.x + (point.y - p.y) * r.y) / rr
      if t > 0 && t < 1 { found.append((t, onF, point)) }
    }
    for (point, onE) in [(p, CGFloat(0)), (p2, CGFloat(1))] {
      let u = ((point.x - q.x) * s.x + (point.y - q.y) * s.y) / ss
      if u > 0 && u < 1 { found.append((onE, u, point)) }
    }
    return found
  }

  /// The points `offset` to the left and the right of the piece's middle.
  private static func sides(
    _ start: CGPoint, _ end: CGPoint, offset: CGFloat
  ) -> (CGPoint, CGPoint) {
    let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    let nx = -dy / length * offset
    let ny = dx / length * offset
    return (
      CGPoint(x: middle.x + nx, y: middle.y + ny), CGPoint(x: middle.x - nx, y: middle.y - ny)
    )
  }

  // MARK: Contours

  /// The kept pieces chained into closed contours: from each piece's end, the next unused
  /// piece starting there.
  private static func chain(_ pieces: [(CGPoint, CGPoint)]) -> [[CGPoint]] {
    var starting: [PointKey: [Int]] = [:]
    for (index, piece) in pieces.enumerated() {
      starting[PointKey(piece.0), default: []].append(index)
    }
    var used = [Bool](repeating: false, count: pieces.count)
    var contours: [[CGPoint]] = []
    for first in pieces.indices where !used[first] {
      var contour: [CGPoint] = []
      var index = first
      while !used[index] {
        used[index] = true
        contour.append(pieces[index].0)
        guard let next = starting[PointKey(pieces[index].1)]?.first(where: { !used[$0] }) else {
          break
        }
        index = next
      }
      let cleaned = withoutStraightPoints(contour)
      if cleaned.count > 2 { contours.append(cleaned) }
    }
    return contours
  }

  /// `contour` without the points where it goes straight on (left by splitting).
  private static func withoutStraightPoints(_ contour: [CGPoint]) -> [CGPoint] {
    guard contour.count > 3 else { return contour }
    var result: [CGPoint] = []
    for index in contour.indices {
      let previous = contour[(index + contour.count - 1) % contour.count]
      let point = contour[index]
      let next = contour[(index + 1) % contour.count]
      let a = CGPoint(x: point.x - previous.x, y: point.y - previous.y)
      let b = CGPoint(x: next.x - point.x, y: next.y - point.y)
      let scale = max(abs(a.x), abs(a.y), abs(b.x), abs(b.y))
      let straight = abs(cross(a, b)) <= 1e-12 * scale * scale && a.x * b.x + a.y * b.y > 0
      if !straight { result.append(point) }
    }
    return result
  }

  private static func cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.y - a.y * b.x }

  private static func isFinite(_ contour: [CGPoint]) -> Bool {
    contour.allSatisfy { $0.x.isFinite && $0.y.isFinite }
  }

  private static func size(of contours: [[CGPoint]]) -> CGFloat {
    var low = CGPoint(x: CGFloat.infinity, y: .infinity)
    var high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
    for point in contours.joined() {
      low = CGPoint(x: min(low.x, point.x), y: min(low.y, point.y))
      high = CGPoint(x: max(high.x, point.x), y: max(high.y, point.y))
    }
    return low.x.isFinite ? max(high.x - low.x, high.y - low.y) : 0
  }

  /// A point as a dictionary key, exactly.
  private struct PointKey: Hashable {
    let x: CGFloat
    let y: CGFloat
    init(_ point: CGPoint) { (x, y) = (point.x, point.y) }
  }

  /// A piece as a dictionary key, either way round.
  private struct PieceKey: Hashable {
    let a: PointKey
    let b: PointKey
    init(_ start: CGPoint, _ end: CGPoint) {
      let (s, e) = (PointKey(start), PointKey(end))
      (a, b) = (s.x, s.y) < (e.x, e.y) ? (s, e) : (e, s)
    }
  }
}
