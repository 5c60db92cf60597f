import Cadence
import CadenceTesting
import Foundation
import Testing

/// Shapes transformed as shapes (Apple's documentation of `Shape.rotation(_:anchor:)`,
/// `scale(x:y:anchor:)`, `offset(_:)`, `transform(_:)`: the path moves inside the frame, the
/// frame does not), `UnevenRoundedRectangle` (a radius per corner) and `AnyShape`.
@MainActor
@Suite("Shape transforms")
struct ShapeTransformTests {
  func path(_ shape: some View, width: CGFloat = 20, height: CGFloat = 10) -> String? {
    ViewHost(shape.frame(width: width, height: height)).snapshot().allNodes
      .first { $0.style("path") != nil }?.style("path")
  }

  @Test("rotation, scale, offset and transform move the path about the anchor, not the frame")
  func transforms() {
    // A quarter turn about the centre (10, 5) of a 20×10 rectangle.
    #expect(path(Rectangle().rotation(.degrees(90))) == "M 15 -5 L 15 15 L 5 15 L 5 -5 Z")
    #expect(
      path(Rectangle().scale(x: 0.5, y: 2, anchor: .topLeading)) == "M 0 0 L 10 0 L 10 20 L 0 20 Z")
    #expect(path(Rectangle().offset(x: 3, y: -1)) == "M 3 -1 L 23 -1 L 23 9 L 3 9 Z")
    #expect(
      path(Rectangle().transform(CGAffineTransform(scaleX: 2, y: 1)))
        == "M 0 0 L 40 0 L 40 10 L 0 10 Z")
    #expect(path(AnyShape(Rectangle())) == "M 0 0 L 20 0 L 20 10 L 0 10 Z")
  }

  @Test("an uneven rounded rectangle rounds each corner by its own radius, at most half a side")
  func unevenCorners() {
    let drawn = path(UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 50))!
    // The top leading corner starts 4 in; the bottom trailing radius is limited to 5.
    #expect(drawn.hasPrefix("M 4 0 L 20 0 L 20 5 C 20"))
    #expect(drawn.contains("L 0 10 L 0 4 C 0"))
    let viaStatic: UnevenRoundedRectangle = .rect(topLeadingRadius: 4, bottomTrailingRadius: 50)
    #expect(path(viaStatic) == drawn)
  }

  @Test("a rotated shape animates its angle with its own animatable data")
  func animatableRotation() {
    var shape = Rectangle().rotation(.degrees(0))
    shape.animatableData.second.first = Angle.degrees(180).animatableData
    #expect(abs(shape.angle.degrees - 180) < 1e-9)
  }
}
