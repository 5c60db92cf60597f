import Cadence
import Foundation
import Testing

/// The area a polygon path fills: the sum of its subpaths' signed areas (the shoelace
/// formula), taken positive. Results of boolean operations are polygons whose holes run the
/// other way round, so the sum is the region's area.
private func area(_ path: Path) -> Double {
  var total = 0.0
  var start: CGPoint?
  var last: CGPoint?
  func edge(_ a: CGPoint, _ b: CGPoint) { total += Double(a.x * b.y - b.x * a.y) / 2 }
  // Path's own `forEach(_:)`: a path is not a sequence.
  // swift-format-ignore: ReplaceForEachWithForLoop
  path.forEach { element in
    switch element {
    case .move(let p):
      if let last, let start { edge(last, start) }
      start = p
      last = p
    case .line(let p):
      if let from = last { edge(from, p) }
      last = p
    case .closeSubpath:
      if let last, let start { edge(last, start) }
      last = start
    case .quadCurve, .curve:
      Issue.record("a boolean operation's result has a curve")
    }
  }
  if let last, let start { edge(last, start) }
  return abs(total)
}

/// The lengths of a path's subpaths (lines only).
private func lengths(_ path: Path) -> [Double] {
  var result: [Double] = []
  var last: CGPoint?
  // Path's own `forEach(_:)`: a path is not a sequence.
  // swift-format-ignore: ReplaceForEachWithForLoop
  path.forEach { element in
    switch element {
    case .move(let p):
      result.append(0)
      last = p
    case .line(let p):
      if let from = last { result[result.count - 1] += Double(hypot(p.x - from.x, p.y - from.y)) }
      last = p
    default: break
    }
  }
  return result
}

private func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat) -> Path {
  Path(CGRect(x: x, y: y, width: side, height: side))
}

/// Boolean operations of paths and shapes (iOS 17's `Path.union(_:eoFill:)` and its family:
/// Apple documents each as the region the operation makes of the two filled regions, by the
/// even-odd or non-zero rule; the line forms keep this path's lines inside or outside the
/// other's region). Areas are checked against closed forms: squares exactly, circles within
/// the flattening and Bézier-circle error (0.2 %).
@MainActor
@Suite("Path boolean operations")
struct PathBooleanTests {
  @Test("two overlapping squares: union, intersection, difference and symmetric difference")
  func overlappingSquares() {
    let a = square(0, 0, 10)
    let b = square(5, 0, 10)
    #expect(abs(area(a.union(b)) - 150) < 1e-9)
    #expect(abs(area(a.intersection(b)) - 50) < 1e-9)
    #expect(abs(area(a.subtracting(b)) - 50) < 1e-9)
    #expect(abs(area(a.symmetricDifference(b)) - 100) < 1e-9)
    #expect(a.intersection(b).boundingRect == CGRect(x: 5, y: 0, width: 5, height: 10))
    #expect(a.subtracting(b).contains(CGPoint(x: 2, y: 5)))
    #expect(!a.subtracting(b).contains(CGPoint(x: 7, y: 5)))
  }

  @Test("identical squares share every edge: their union is the square, their difference empty")
  func identicalSquares() {
    let a = square(0, 0, 10)
    #expect(abs(area(a.union(a)) - 100) < 1e-9)
    #expect(abs(area(a.intersection(a)) - 100) < 1e-9)
    #expect(a.subtracting(a).isEmpty)
    #expect(a.symmetricDifference(a).isEmpty)
  }

  @Test("disjoint squares: an empty intersection, a union of two contours")
  func disjointSquares() {
    let a = square(0, 0, 10)
    let b = square(20, 0, 10)
    #expect(a.intersection(b).isEmpty)
    #expect(abs(area(a.union(b)) - 200) < 1e-9)
    #expect(lengths(a.union(b)).count == 2)
  }

  @Test("two circles of radius r, centres r apart: the lens 2r²acos(½) − (r/2)√(3r²)")
  func circleLens() {
    let r = 10.0
    let a = Path(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))
    let b = Path(ellipseIn: CGRect(x: 0, y: -r, width: 2 * r, height: 2 * r))
    let lens = 2 * r * r * acos(0.5) - (r / 2) * (3 * r * r).squareRoot()
    let disc = Double.pi * r * r
    #expect(abs(area(a.intersection(b)) / lens - 1) < 0.002)
    #expect(abs(area(a.union(b)) / (2 * disc - lens) - 1) < 0.002)
    #expect(abs(area(a.subtracting(b)) / (disc - lens) - 1) < 0.002)
  }

  @Test("a square with a hole: the even-odd rule leaves the hole, the non-zero rule fills it")
  func fillRules() {
    var framed = square(0, 0, 20)
    framed.addPath(square(5, 5, 10))
    #expect(abs(area(framed.normalized(eoFill: true)) - 300) < 1e-9)
    #expect(!framed.normalized(eoFill: true).contains(CGPoint(x: 10, y: 10)))
    #expect(abs(area(framed.normalized(eoFill: false)) - 400) < 1e-9)
    // The rule applies to both paths.
    #expect(abs(area(framed.intersection(square(0, 0, 10), eoFill: true)) - 75) < 1e-9)
    #expect(abs(area(framed.intersection(square(0, 0, 10), eoFill: false)) - 100) < 1e-9)
  }

  @Test("a line across a square: the piece inside, and the two outside")
  func lineClipping() {
    var line = Path()
    line.move(to: CGPoint(x: -5, y: 5))
    line.addLine(to: CGPoint(x: 25, y: 5))
    let box = square(0, 0, 10)
    #expect(lengths(line.lineIntersection(box)) == [10])
    #expect(lengths(line.lineSubtraction(box)) == [5, 15])
    // A closed outline clipped by a square keeps its sides' pieces inside.
    #expect(lengths(square(5, 5, 10).lineIntersection(box)) == [10])
  }

  @Test("a shape's boolean operation is taken in the rectangle it is drawn in")
  func shapeOperations() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let ring = Rectangle().subtracting(Circle())
    #expect(abs(area(ring.path(in: rect)) / (10_000 - Double.pi * 2_500) - 1) < 0.002)
    #expect(abs(area(Rectangle().union(Circle()).path(in: rect)) - 10_000) < 1e-6)
  }

  @Test("points that are not finite leave their contour out")
  func nonFiniteContoursAreLeftOut() {
    var bad = Path()
    bad.move(to: CGPoint(x: 0, y: 0))
    bad.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
    bad.addLine(to: CGPoint(x: 5, y: 5))
    bad.closeSubpath()
    #expect(abs(area(bad.union(square(0, 0, 10))) - 100) < 1e-9)
  }
}
