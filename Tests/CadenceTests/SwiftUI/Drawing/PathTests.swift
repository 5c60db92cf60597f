import Cadence
import Foundation
import Testing

/// `Path` (Apple's "Path" documentation; Core Graphics' conventions for the text form and
/// the direction of arcs): arcs as cubic curves with control distance 4/3·tan(θ/4) of the
/// radius, the standard approximation (error < 0.03 % of the radius for quarter arcs).
@Suite("Path")
struct PathTests {
  @Test("rectangles, lines and the two text forms")
  func basics() {
    var path = Path()
    path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(path.description == "1 2 m 4 2 l 4 6 l 1 6 l h")
    #expect(path.svgPathData == "M 1 2 L 4 2 L 4 6 L 1 6 Z")
    #expect(path.boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    var lines = Path()
    lines.addLines([.zero, CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 0)])
    #expect(lines.currentPoint == CGPoint(x: 3, y: 0))
    #expect(Path().boundingRect.isNull)
    #expect(Path().isEmpty)
  }

  @Test("an arc with clockwise false sweeps through growing angles (clockwise on screen)")
  func arcs() {
    var path = Path()
    path.addArc(
      center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
      clockwise: false)
    // From (100, 50) down to (50, 100): y grows, so on screen it turns clockwise.
    #expect(path.currentPoint.map { abs($0.x - 50) < 1e-9 && abs($0.y - 100) < 1e-9 } == true)
    #expect(abs(path.boundingRect.maxY - 100) < 1e-9)
    var other = Path()
    other.addArc(
      center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
      clockwise: true)
    // Three quarters the other way: through (50, 0) and (0, 50).
    #expect(abs(other.boundingRect.minY - 0) < 1e-9)
    #expect(abs(other.boundingRect.minX - 0) < 1e-9)
  }

  @Test("a circle's path is four cubic curves whose middle points lie on the circle")
  func circle() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
    var curves = 0
    var start = CGPoint.zero
    // Path's own `forEach(_:)`, the API under test.
    // swift-format-ignore: ReplaceForEachWithForLoop
    path.forEach { element in
      switch element {
      case .move(let point): start = point
      case .curve(let end, let c1, let c2):
        curves += 1
        // The point at t = ½, (start + 3·c1 + 3·c2 + end) / 8, lies 100 from the centre
        // within the approximation's error (0.03 %).
        let x = (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8
        let y = (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8
        #expect(abs(hypot(x - 100, y - 100) - 100) < 0.03)
        start = end
      default: break
      }
    }
    #expect(curves == 4)
    let bounds = path.boundingRect
    #expect(abs(bounds.width - 200) < 1e-9 && abs(bounds.height - 200) < 1e-9)
  }

  @Test("trimming keeps a fraction of the length from the start")
  func trimming() {
    var square = Path()
    square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    // 40 points around: 0.25…0.5 is the right side, (10, 0) to (10, 10).
    #expect(square.trimmedPath(from: 0.25, to: 0.5).svgPathData == "M 10 0 L 10 10")
    // 0.125…0.375: half the top, then half the right side.
    #expect(square.trimmedPath(from: 0.125, to: 0.375).svgPathData == "M 5 0 L 10 0 L 10 5")
    #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(square.trimmedPath(from: 0, to: 1) == square)
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let quarter = circle.trimmedPath(from: 0, to: 0.25)
    let end = quarter.currentPoint ?? .zero
    // A quarter of the way round from 3 o'clock: 6 o'clock (50, 100), within 0.1 point.
    #expect(abs(end.x - 50) < 0.1 && abs(end.y - 100) < 0.1)
  }

  @Test("rounded rectangles clamp their corners to half the shorter side")
  func roundedRect() {
    let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 50)
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(path.svgPathData.hasPrefix("M 5 0 L 15 0 C"))
  }
}
