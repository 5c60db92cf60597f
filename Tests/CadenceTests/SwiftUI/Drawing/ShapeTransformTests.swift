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

/// A shape stroked as a shape (Apple's documentation of `Shape.stroke(lineWidth:)` and
/// `stroke(style:)`, which return `some Shape`) and shapes found by their wrappers' names.
@MainActor
@Suite("Stroked shapes and wrapper names")
struct StrokedShapeTests {
  @Test("a shape stroked as a shape can be moved and turned, and renders as its shape stroked")
  func strokedShapeTransforms() throws {
    let host = ViewHost(
      Circle().stroke(lineWidth: 3).offset(x: 4).rotation(.degrees(10))
        .frame(width: 20, height: 20))
    let circle = try #require(host.snapshot().first("Circle"))
    #expect(circle["offset.x"] == 4 && circle["rotation"] == 10)
    #expect(circle["stroke.lineWidth"] == 3 && circle.style("stroke") == "foreground")
    #expect(circle.style("fill") == nil)
    // Its path as a shape is the stroke's area: a ring 3 wide.
    let area = Circle().stroke(lineWidth: 3).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(area.contains(CGPoint(x: 10, y: 1)) && !area.contains(CGPoint(x: 10, y: 10)))
  }

  @Test("filling a stroked shape paints its stroke")
  func filledStroke() throws {
    let node = try #require(
      ViewHost(
        Capsule().stroke(style: StrokeStyle(lineWidth: 2, dash: [4])).fill(.blue)
          .frame(width: 40, height: 20)
      ).snapshot().first("Capsule"))
    #expect(node.style("stroke") == "blue" && node.style("stroke.dash") == "4")
    #expect(node["stroke.lineWidth"] == 2 && node.style("fill") == nil)
  }

  @Test("a shape drawn through its own modifiers is found by its shape's and its wrappers' names")
  func wrapperNames() throws {
    struct Taps: View {
      @State var taps = 0
      var body: some View {
        VStack {
          Rectangle().offset(x: 2).rotation(.degrees(5)).frame(width: 30, height: 30)
            .onTapGesture { taps += 1 }
          Text("taps \(taps)")
        }
      }
    }
    let host = ViewHost(Taps())
    let snapshot = host.snapshot()
    for name in ["Rectangle", "OffsetShape", "RotatedShape"] {
      #expect(snapshot.first(name)?.kind == "Rectangle", "found as \(name)")
    }
    #expect(snapshot.first("ScaledShape") == nil)
    try host.tap("RotatedShape")
    try host.tap("Rectangle")
    #expect(host.snapshot().first("taps 2") != nil)
  }
}
