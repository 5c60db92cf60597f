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

  @Test(
    "rotation, scale and offset are recorded as the view effects' attributes, the frame kept; transform moves the path"
  )
  func transforms() throws {
    func node(_ shape: some View) throws -> SnapshotNode {
      try #require(
        ViewHost(shape.frame(width: 20, height: 10)).snapshot().allNodes.first {
          $0.style("path") != nil
        })
    }
    let rectangle = "M 0 0 L 20 0 L 20 10 L 0 10 Z"
    let turned = try node(Rectangle().rotation(.degrees(90)))
    #expect(turned.kind == "Rectangle" && turned["rotation"] == 90)
    #expect(turned.style("path") == rectangle)
    let scaled = try node(Rectangle().scale(x: 0.5, y: 2, anchor: .topLeading))
    #expect(scaled["scale.x"] == 0.5 && scaled["scale.y"] == 2)
    #expect(scaled.style("scale.anchor") == "topLeading")
    let moved = try node(Rectangle().offset(x: 3, y: -1))
    #expect(moved.kind == "Rectangle" && moved["offset.x"] == 3 && moved["offset.y"] == -1)
    #expect(moved.style("path") == rectangle)
    // Nested, they combine as the view effects do: offsets add, scales multiply.
    let both = try node(
      Circle().offset(x: 2).offset(y: 5).scale(2).scale(0.5).rotation(.degrees(30)))
    #expect(both.kind == "Circle")
    #expect(both["offset.x"] == 2 && both["offset.y"] == 5 && both["scale.x"] == 1)
    #expect(abs((both["rotation"] ?? 0) - 30) < 1e-9)
    #expect(
      path(Rectangle().transform(CGAffineTransform(scaleX: 2, y: 1)))
        == "M 0 0 L 40 0 L 40 10 L 0 10 Z")
    #expect(path(AnyShape(Rectangle())) == rectangle)
  }

  @Test(
    "Rectangle().offset(x:) animated by withAnimation is found as a Rectangle, its offset.x moving with a velocity, as .offset(x:) on a view"
  )
  func animatedShapeOffsetIsFindable() throws {
    struct Mover: View {
      @State var x: CGFloat = 0
      var body: some View {
        VStack {
          Rectangle().offset(x: x).frame(width: 40, height: 40)
            .onTapGesture { withAnimation(.linear(duration: 1)) { x = 100 } }
          Color.gray.frame(width: 40, height: 40).offset(x: x)
        }
      }
    }
    let host = ViewHost(Mover())
    try host.tap("Rectangle")
    host.advance(by: 0.25)
    let snapshot = host.snapshot()
    let shape = try #require(snapshot.first("Rectangle")?["offset.x"])
    let view = try #require(snapshot.first("gray")?["offset.x"])
    #expect(abs(shape - 25) < 1e-9 && abs(view - 25) < 1e-9)
    let velocity = try #require(host.velocities(of: "Rectangle")?["offset.x"])
    #expect(abs(velocity - 100) < 1e-6)
    #expect(snapshot.first("Rectangle")?.style("path") == "M 0 0 L 40 0 L 40 40 L 0 40 Z")
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
