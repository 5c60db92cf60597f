import Cadence
import Foundation
import Testing

/// `Path.strokedPath(_:)`: the area a stroke covers, filled with the non-zero rule (Apple's
/// documentation of `strokedPath(_:)` and of `CGLineCap`, `CGLineJoin`: butt caps end at
/// the end point, square ones half the line width beyond it, round ones in a half disc; a
/// mitre join is pointed while its length over the line width is within the mitre limit,
/// else bevelled). Points are tested 0.05 inside and outside each closed-form edge.
@Suite("Path stroking")
struct PathStrokingTests {
  /// A horizontal line from (0, 0) to (10, 0).
  var line: Path {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    return path
  }

  /// An L: right along y = 0 to x = 10, then down to y = 10.
  var corner: Path {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 10))
    return path
  }

  @Test("a line stroked 2 wide covers 1 either side, and ends as its cap says")
  func caps() {
    let butt = line.strokedPath(StrokeStyle(lineWidth: 2))
    #expect(butt.contains(CGPoint(x: 5, y: 0.95)) && butt.contains(CGPoint(x: 5, y: -0.95)))
    #expect(!butt.contains(CGPoint(x: 5, y: 1.05)) && !butt.contains(CGPoint(x: -0.05, y: 0)))
    #expect(butt.boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
    let square = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
    #expect(square.contains(CGPoint(x: -0.95, y: 0.95)))
    #expect(!square.contains(CGPoint(x: -1.05, y: 0)))
    #expect(square.boundingRect == CGRect(x: -1, y: -1, width: 12, height: 2))
    let round = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
    #expect(round.contains(CGPoint(x: -0.95, y: 0)) && round.contains(CGPoint(x: 10.95, y: 0)))
    // (-0.7, -0.7) is 0.99 from the end: inside the disc; (-0.75, -0.75) is 1.06: outside.
    #expect(round.contains(CGPoint(x: -0.7, y: -0.7)))
    #expect(!round.contains(CGPoint(x: -0.75, y: -0.75)))
  }

  @Test("a right-angle corner is pointed with a mitre join, cut with a bevel, rounded with round")
  func joins() {
    let mitre = corner.strokedPath(StrokeStyle(lineWidth: 2))
    // The outer corner of the stroke is (11, -1).
    #expect(mitre.contains(CGPoint(x: 10.95, y: -0.95)))
    #expect(mitre.boundingRect == CGRect(x: 0, y: -1, width: 11, height: 11))
    let bevel = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
    // The bevel cuts the corner along x − y = 11.
    #expect(bevel.contains(CGPoint(x: 10.45, y: -0.45)))
    #expect(!bevel.contains(CGPoint(x: 10.6, y: -0.6)))
    let round = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round))
    #expect(round.contains(CGPoint(x: 10.7, y: -0.7)))
    #expect(!round.contains(CGPoint(x: 10.75, y: -0.75)))
    // A mitre limit of 1.4 is below √2, the right angle's ratio: bevelled.
    let limited = corner.strokedPath(StrokeStyle(lineWidth: 2, miterLimit: 1.4))
    #expect(!limited.contains(CGPoint(x: 10.6, y: -0.6)))
  }

  @Test("a stroked rectangle covers its edges, not its inside")
  func closedRectangle() {
    let frame = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(
      StrokeStyle(lineWidth: 2))
    #expect(frame.contains(CGPoint(x: 5, y: 0.95)) && frame.contains(CGPoint(x: -0.95, y: 5)))
    #expect(frame.contains(CGPoint(x: -0.95, y: -0.95)))
    #expect(!frame.contains(CGPoint(x: 5, y: 5)) && !frame.contains(CGPoint(x: 5, y: 1.05)))
    #expect(frame.boundingRect == CGRect(x: -1, y: -1, width: 12, height: 12))
  }

  @Test("dashes stroke the lengths on and skip the lengths off, from the phase")
  func dashes() {
    let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3]))
    // On 0…2, off 2…5, on 5…7, off 7…10.
    #expect(dashed.contains(CGPoint(x: 1, y: 0)) && dashed.contains(CGPoint(x: 6, y: 0)))
    #expect(!dashed.contains(CGPoint(x: 3.5, y: 0)) && !dashed.contains(CGPoint(x: 8.5, y: 0)))
    let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3], dashPhase: 1))
    // From 1 into the pattern: on 0…1, off 1…4, on 4…6.
    #expect(shifted.contains(CGPoint(x: 0.5, y: 0)) && !shifted.contains(CGPoint(x: 1.5, y: 0)))
    #expect(shifted.contains(CGPoint(x: 5, y: 0)))
  }

  @Test("a width that is not positive and finite strokes nothing; a curve is followed")
  func degenerateAndCurves() {
    #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    #expect(line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
    let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).strokedPath(
      StrokeStyle(lineWidth: 2))
    #expect(ring.contains(CGPoint(x: 10, y: 0.5)) && ring.contains(CGPoint(x: 19.5, y: 10)))
    #expect(!ring.contains(CGPoint(x: 10, y: 10)) && !ring.contains(CGPoint(x: 10, y: 2)))
  }
}
