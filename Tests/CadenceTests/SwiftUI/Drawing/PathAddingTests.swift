import Cadence
import CadenceTesting
import Foundation
import Testing

/// `Path`'s transform-taking adders, relative and tangent arcs, per-corner rounded rectangles
/// and hit testing (SwiftUI's `Path` documentation; Core Graphics' `addArc(tangent1End:…)`:
/// the arc is tangent to both lines, joined to the current point by a line; `contains(_:eoFill:)`
/// fills by the non-zero or the even-odd rule).
@MainActor
@Suite("Path: transforms, arcs, corners and containment")
struct PathAddingTests {
  private func lastPoint(_ path: Path) -> CGPoint? { path.currentPoint }

  @Test("a transform given to an adder applies to the points it adds")
  func transformedAdders() {
    var moved = Path()
    moved.addRect(CGRect(x: 0, y: 0, width: 10, height: 5), transform: .init(translationX: 3, y: 4))
    #expect(moved == Path(CGRect(x: 3, y: 4, width: 10, height: 5)))
    var scaled = Path()
    scaled.addEllipse(
      in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: .init(scaleX: 2, y: 2))
    #expect(scaled.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20))
    var added = Path()
    added.addPath(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), transform: .init(scaleX: 4, y: 4))
    #expect(added.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 4))
    var arc = Path()
    arc.move(to: .zero)
    arc.addArc(
      center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false, transform: .init(translationX: 0, y: 10))
    // The arc joins the current point with a line to its (transformed) start.
    var elements: [Path.Element] = []
    // swift-format-ignore: ReplaceForEachWithForLoop
    arc.forEach { elements.append($0) }
    #expect(elements[1] == .line(to: CGPoint(x: 15, y: 10)))
    #expect(abs((lastPoint(arc)?.x ?? 0) - 10) < 1e-9)
    #expect(abs((lastPoint(arc)?.y ?? 0) - 15) < 1e-9)
  }

  @Test("a relative arc turns by its delta from its start angle, either way")
  func relativeArc() {
    var path = Path()
    path.addRelativeArc(
      center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, delta: .degrees(90))
    #expect(abs((lastPoint(path)?.x ?? 0) - 5) < 1e-9)
    #expect(abs((lastPoint(path)?.y ?? 0) - 10) < 1e-9)
    var back = Path()
    back.addRelativeArc(
      center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, delta: .degrees(-90))
    #expect(abs((lastPoint(back)?.y ?? 0) - 0) < 1e-9)
  }

  @Test("a tangent arc rounds the corner between two lines with the given radius")
  func tangentArc() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
    var elements: [Path.Element] = []
    // swift-format-ignore: ReplaceForEachWithForLoop
    path.forEach { elements.append($0) }
    // Tangent points 4 from the corner along each line; a quarter circle between them.
    guard case .line(let start) = elements[1] else {
      Issue.record("expected a line to the arc's start, got \(elements[1])")
      return
    }
    #expect(abs(start.x - 6) < 1e-9 && abs(start.y) < 1e-9)
    #expect(abs((lastPoint(path)?.x ?? 0) - 10) < 1e-9)
    #expect(abs((lastPoint(path)?.y ?? 0) - 4) < 1e-9)
    var straight = Path()
    straight.move(to: .zero)
    straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 2)
    #expect(lastPoint(straight) == CGPoint(x: 5, y: 0))
  }

  @Test("a path of per-corner radii is the uneven rounded rectangle's")
  func cornerRadii() {
    let radii = RectangleCornerRadii(
      topLeading: 2, bottomLeading: 0, bottomTrailing: 6, topTrailing: 30)
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let path = Path(roundedRect: rect, cornerRadii: radii)
    #expect(path == UnevenRoundedRectangle(cornerRadii: radii).path(in: rect))
    // The 30-point corner is clamped to half the shorter side.
    #expect(path.contains(CGPoint(x: 39, y: 1)) == false)
    #expect(path.contains(CGPoint(x: 1, y: 19)))
  }

  @Test("contains fills by the non-zero rule, or the even-odd rule when asked")
  func containment() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(circle.contains(CGPoint(x: 5, y: 5)))
    #expect(!circle.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(!circle.contains(CGPoint(x: CGFloat.nan, y: 1)))
    var ring = Path()
    ring.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    ring.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(ring.contains(CGPoint(x: 10, y: 10)))
    #expect(!ring.contains(CGPoint(x: 10, y: 10), eoFill: true))
    #expect(ring.contains(CGPoint(x: 2.5, y: 10), eoFill: true))
    var open = Path()
    open.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    // An open subpath is filled as if closed.
    #expect(open.contains(CGPoint(x: 8, y: 2)))
  }
}
