import Cadence
import Foundation
import Testing

/// Angles, edges and affine transforms: closed-form values (Core Graphics' definitions for
/// `CGAffineTransform`, which Linux lacks: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
@Suite("Geometry values")
struct GeometryTests {
  @Test("an angle converts between degrees and radians, and orders by radians")
  func angles() {
    #expect(abs(Angle(degrees: 180).radians - .pi) < 1e-15)
    #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
    #expect(Angle.degrees(10) < Angle.degrees(20))
    #expect(abs((Angle.degrees(30) * 2 + .degrees(30)).degrees - 90) < 1e-12)
    #expect(abs((-Angle.degrees(45)).degrees + 45) < 1e-12)
  }

  @Test("edge sets combine their edges; horizontal is leading and trailing")
  func edgeSets() {
    let horizontal: Edge.Set = [.leading, .trailing]
    #expect(Edge.Set.horizontal == horizontal)
    #expect(Edge.Set.all == Edge.Set.horizontal.union(.vertical))
    #expect(Edge.Set(.top).isSubset(of: .vertical))
    #expect(!Edge.Set(.top).contains(.bottom))
  }

  @Test("a transform maps points as Core Graphics does: concatenation applies self first")
  func transforms() {
    let move = CGAffineTransform(translationX: 10, y: 20)
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    // Scale first, then move: (1, 1) → (2, 3) → (12, 23).
    let point = CGPoint(x: 1, y: 1).applying(scale.concatenating(move))
    #expect(point == CGPoint(x: 12, y: 23))
    // Move first, then scale: (1, 1) → (11, 21) → (22, 63).
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    // A quarter turn takes the x axis to the y axis.
    let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.x) < 1e-15 && abs(turned.y - 1) < 1e-15)
  }

  @Test("a transform composed with its inverse is the identity")
  func inverse() {
    let transform = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
    let round = transform.concatenating(transform.inverted())
    for (value, expected) in [
      (round.a, 1.0), (round.b, 0), (round.c, 0), (round.d, 1), (round.tx, 0), (round.ty, 0),
    ] {
      #expect(abs(value - expected) < 1e-12)
    }
    // A rectangle's image is the bounding box of its transformed corners.
    let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(transform)
    #expect(box == CGRect(x: 4, y: -7, width: 5, height: 5))
  }
}
