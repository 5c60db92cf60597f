import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 17's shape views (SwiftUI's documentation of `ShapeView`, `FillShapeView`,
/// `StrokeShapeView` and `StrokeBorderShapeView`: each paints its shape over its background,
/// the shape view it was called on; `strokeBorder` strokes the shape inset by half the line
/// width, so the border stays inside the frame).
@MainActor
@Suite("Shape views: fill, stroke and strokeBorder chains")
struct ShapeViewTests {
  @Test("each step of a chain is SwiftUI's type, keeping its shape, style and background")
  func chainTypes() {
    let filled = Circle().fill(.blue)
    let stroked = filled.stroke(.red, lineWidth: 3)
    let bordered = stroked.strokeBorder(
      .green, style: StrokeStyle(lineWidth: 4), antialiased: false)
    let _: _ShapeView<Circle, Color> = filled
    let _: StrokeShapeView<Circle, Color, _ShapeView<Circle, Color>> = stroked
    let _:
      StrokeBorderShapeView<
        Circle, Color, StrokeShapeView<Circle, Color, _ShapeView<Circle, Color>>
      > =
        bordered
    #expect(stroked.strokeStyle.lineWidth == 3)
    #expect(stroked.background.style == .blue)
    #expect(bordered.isAntialiased == false)
    #expect(bordered.background.isAntialiased)
    let refilled: FillShapeView<Capsule, Color, StrokeShapeView<Capsule, Color, EmptyView>> =
      Capsule().stroke(.black).fill(.yellow, style: FillStyle(eoFill: true))
    #expect(refilled.fillStyle.isEOFilled)
  }

  @Test("a stroke then a fill draws as one node with both paints")
  func strokeThenFill() {
    let host = ViewHost(
      Capsule().stroke(.black, lineWidth: 2).fill(.yellow).frame(width: 60, height: 20))
    let capsule = host.snapshot().first("Capsule")
    #expect(capsule?.style("fill") == "yellow")
    #expect(capsule?.style("stroke") == "black")
    #expect(capsule?["stroke.lineWidth"] == 2)
    #expect(
      capsule?.style("path")
        == ViewHost(Capsule().frame(width: 60, height: 20)).snapshot().first("Capsule")?.style(
          "path"))
  }

  @Test("a border over a fill keeps the shape's path and records how far inside the border is")
  func borderOverFill() {
    let host = ViewHost(
      RoundedRectangle(cornerRadius: 8).fill(.white).strokeBorder(.red, lineWidth: 4)
        .frame(width: 50, height: 30))
    let node = host.snapshot().first("RoundedRectangle")
    #expect(node?.style("fill") == "white")
    #expect(node?.style("stroke") == "red")
    #expect(node?.style("stroke.border") == "true")
    #expect(node?["stroke.inset"] == 2)
    let plain = ViewHost(RoundedRectangle(cornerRadius: 8).frame(width: 50, height: 30))
    #expect(node?.style("path") == plain.snapshot().first("RoundedRectangle")?.style("path"))
  }

  @Test("a border alone is the inset shape stroked, as before")
  func borderAlone() {
    let host = ViewHost(
      Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 2)).frame(width: 10, height: 10))
    let node = host.snapshot().first("Rectangle")
    #expect(node?.style("path") == "M 1 1 L 9 1 L 9 9 L 1 9 Z")
    #expect(node?["stroke.inset"] == nil)
  }

  @Test("a filled shape's animatable data animates through the chain")
  func animatesThroughChain() throws {
    struct Screen: View {
      @State var radius: CGFloat = 0
      var body: some View {
        VStack {
          RoundedRectangle(cornerRadius: radius).fill(.blue).stroke(.red)
            .frame(width: 40, height: 40)
          Button("round") { withAnimation(.linear(duration: 1)) { radius = 20 } }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("round")
    host.advance(by: 0.5)
    #expect(host.snapshot().first("RoundedRectangle")?["cornerRadius"] == 10)
  }
}

/// `Shape.layoutDirectionBehavior` (SwiftUI's documentation: defaults to `.mirrors` from
/// iOS 17, and a shape that mirrors has its path mirrored horizontally in that layout
/// direction; `.fixed` never mirrors).
@MainActor
@Suite("Shapes in right-to-left layouts")
struct ShapeLayoutDirectionTests {
  struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
      Path {
        $0.addLines([
          CGPoint(x: 0, y: 0), CGPoint(x: rect.width, y: rect.midY), CGPoint(x: 0, y: rect.height),
        ])
      }
    }
  }

  struct FixedWedge: Shape {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
  }

  private func path<S: Shape>(_ shape: S, _ direction: LayoutDirection) -> String? {
    let host = ViewHost(
      shape.fill(.red).frame(width: 20, height: 10).environment(\.layoutDirection, direction))
    return host.snapshot().allNodes.first { $0.style("path") != nil }?.style("path")
  }

  @Test("a shape of one's own mirrors in a right-to-left layout unless it is fixed")
  func mirrorsByDefault() {
    #expect(path(Wedge(), .leftToRight) == "M 0 0 L 20 5 L 0 10")
    #expect(path(Wedge(), .rightToLeft) == "M 20 0 L 0 5 L 20 10")
    #expect(path(FixedWedge(), .rightToLeft) == "M 0 0 L 20 5 L 0 10")
    #expect(Wedge().layoutDirectionBehavior == .mirrors)
    #expect(AnyShape(FixedWedge()).layoutDirectionBehavior == .fixed)
    #expect(Wedge().rotation(.degrees(10)).layoutDirectionBehavior == .mirrors)
  }

  @Test("an uneven rounded rectangle's leading corner is on the right in a right-to-left layout")
  func unevenCornersFollowLeading() {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 4)
    #expect(path(shape, .leftToRight)?.hasPrefix("M 4 0") == true)
    #expect(path(shape, .rightToLeft)?.hasPrefix("M 16 0") == true)
  }
}
