import Cadence
import Foundation

/// A shape as polygons in a node's own coordinates (origin at its frame's top left, in
/// points): curves flattened into short lines, so that a picture can ask whether a point is
/// inside it or how far it is from its edge.
struct PictureOutline: Sendable {
  /// Closed or open runs of points; each polygon's last point joins its first when filled.
  var polygons: [[CGPoint]]
  /// Whether the fill uses the even-odd rule (else non-zero winding).
  var evenOdd = false

  /// The rectangle of `size`, with corners of `radius` rounded when it is positive.
  static func rectangle(_ size: CGSize, cornerRadius radius: Double = 0) -> PictureOutline {
    let r = min(max(radius, 0), min(size.width, size.height) / 2)
    guard r > 0 else {
      return PictureOutline(polygons: [
        [
          CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0),
          CGPoint(x: size.width, y: size.height), CGPoint(x: 0, y: size.height),
        ]
      ])
    }
    var points: [CGPoint] = []
    let corners: [(CGPoint, Double)] = [
      (CGPoint(x: size.width - r, y: r), -Double.pi / 2),
      (CGPoint(x: size.width - r, y: size.height - r), 0),
      (CGPoint(x: r, y: size.height - r), Double.pi / 2),
      (CGPoint(x: r, y: r), Double.pi),
    ]
    for (centre, start) in corners {
      for step in 0...6 {
        let angle = start + Double(step) / 6 * Double.pi / 2
        points.append(CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
      }
    }
    return PictureOutline(polygons: [points])
  }

  /// The outline of SVG path data as snapshots record it (`M x y`, `L x y`, `Q cx cy x y`,
  /// `C c1x c1y c2x c2y x y`, `Z`, absolute coordinates); nil when the data cannot be read.
  init?(svgPathData data: String, evenOdd: Bool = false) {
    self.evenOdd = evenOdd
    polygons = []
    let tokens = data.split(separator: " ")
    var index = 0
    var current: [CGPoint] = []
    var pen = CGPoint.zero
    func numbers(_ count: Int) -> [Double]? {
      guard index + count <= tokens.count else { return nil }
      var values: [Double] = []
      for offset in 0..<count {
        guard let value = Double(tokens[index + offset]), value.isFinite else { return nil }
        values.append(value)
      }
      index += count
      return values
    }
    while index < tokens.count {
      let command = tokens[index]
      index += 1
      switch command {
      case "M":
        guard let v = numbers(2) else { return nil }
        if current.count > 1 { polygons.append(current) }
        pen = CGPoint(x: v[0], y: v[1])
        current = [pen]
      case "L":
        guard let v = numbers(2) else { return nil }
        pen = CGPoint(x: v[0], y: v[1])
        current.append(pen)
      case "Q":
        guard let v = numbers(4) else { return nil }
        let control = CGPoint(x: v[0], y: v[1])
        let end = CGPoint(x: v[2], y: v[3])
        for step in 1...8 {
          let t = Double(step) / 8
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * pen.x + 2 * u * t * control.x + t * t * end.x,
              y: u * u * pen.y + 2 * u * t * control.y + t * t * end.y))
        }
        pen = end
      case "C":
        guard let v = numbers(6) else { return nil }
        let c1 = CGPoint(x: v[0], y: v[1])
        let c2 = CGPoint(x: v[2], y: v[3])
        let end = CGPoint(x: v[4], y: v[5])
        for step in 1...12 {
          let t = Double(step) / 12
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            CGPoint(
              x: a * pen.x + b * c1.x + c * c2.x + d * end.x,
              y: a * pen.y + b * c1.y + c * c2.y + d * end.y))
        }
        pen = end
      case "Z":
        if let first = current.first {
          current.append(first)
          polygons.append(current)
          pen = first
        }
        current = []
      default:
        return nil
      }
    }
    if current.count > 1 { polygons.append(current) }
  }

  init(polygons: [[CGPoint]], evenOdd: Bool = false) {
    self.polygons = polygons
    self.evenOdd = evenOdd
  }

  /// Whether `point` is inside the filled outline.
  func contains(_ point: CGPoint) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in polygons where polygon.count > 2 {
      var previous = polygon[polygon.count - 1]
      for current in polygon {
        if (previous.y <= point.y) != (current.y <= point.y) {
          let x =
            previous.x + (point.y - previous.y) / (current.y - previous.y)
            * (current.x - previous.x)
          if x > point.x {
            crossings += 1
            winding += current.y > previous.y ? 1 : -1
          }
        }
        previous = current
      }
    }
    return evenOdd ? crossings % 2 == 1 : winding != 0
  }

  /// The distance from `point` to the nearest edge (the lines of each polygon as drawn, an
  /// open one not closed).
  func distance(to point: CGPoint) -> Double {
    var best = Double.infinity
    for polygon in polygons {
      guard var previous = polygon.first else { continue }
      if polygon.count == 1 {
        best = min(best, Self.length(point.x - previous.x, point.y - previous.y))
      }
      for current in polygon.dropFirst() {
        best = min(best, Self.distance(from: point, toSegment: previous, current))
        previous = current
      }
    }
    return best
  }

  /// The smallest rectangle holding every point.
  var bounds: CGRect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for polygon in polygons {
      for point in polygon {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
      }
    }
    guard minX <= maxX else { return .zero }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  private static func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

  private static func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let squared = dx * dx + dy * dy
    guard squared > 0 else { return length(p.x - a.x, p.y - a.y) }
    let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / squared, 0), 1)
    return length(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
  }
}
