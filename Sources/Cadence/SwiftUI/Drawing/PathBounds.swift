import Foundation

/// A growing bounding box.
struct PathBounds {
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
