import Cadence
import CadenceTesting
import Foundation
import Testing

/// A progress ring in the style people write: a track and a trimmed arc drawing on.
private struct ProgressRing: View {
  @State private var progress = 0.0

  var body: some View {
    VStack {
      ZStack {
        Circle().stroke(.gray.opacity(0.2), lineWidth: 10)
        Circle()
          .trim(from: 0, to: progress)
          .stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
          .accessibilityIdentifier("arc")
      }
      .frame(width: 100, height: 100)
      Button("Load") { withAnimation(.linear(duration: 1)) { progress = 1 } }
    }
  }
}

/// A shape of one's own whose data animates: a bar rising from the bottom of its frame.
private struct Bar: Shape {
  var level: Double

  var animatableData: Double {
    get { level }
    set { level = newValue }
  }

  func path(in rect: CGRect) -> Path {
    Path(
      CGRect(
        x: rect.minX, y: rect.maxY - rect.height * level, width: rect.width,
        height: rect.height * level))
  }
}

/// A triangle with no animatable data (its `AnimatableData` is inferred as empty).
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

private struct Chart: View {
  @State private var level = 0.2
  var body: some View {
    VStack {
      Bar(level: level).fill(.green).frame(width: 20, height: 100)
      Button("Rise") { withAnimation(.linear(duration: 2)) { level = 1 } }
    }
  }
}

/// Points of SVG path data, in order.
private func points(_ data: String?) -> [CGPoint] {
  let numbers = (data ?? "").split(separator: " ").compactMap { Double($0) }
  return stride(from: 0, to: numbers.count - 1, by: 2).map {
    CGPoint(x: numbers[$0], y: numbers[$0 + 1])
  }
}

/// Shapes as SwiftUI draws them: a path in the frame, filled with the foreground by default;
/// `trim` keeps a fraction of the outline's length from its start, which for a circle is the
/// 3 o'clock point going clockwise on screen ("trim(from:to:)", "Path.addEllipse(in:)").
@MainActor
@Suite("Shapes")
struct ShapeTests {
  @Test("a trimmed circle draws on along its animation: half the circle at the midpoint")
  func drawingOn() throws {
    let host = ViewHost(ProgressRing())
    #expect(host.snapshot().first("arc")?["trim.to"] == 0)
    try host.tap("Load")
    host.advance(by: 0.5)
    let arc = try #require(host.snapshot().first("arc"))
    #expect(abs((arc["trim.to"] ?? 0) - 0.5) < 1e-9)
    #expect(arc.style("stroke") == "blue")
    #expect(arc["stroke.lineWidth"] == 10)
    #expect(arc.style("stroke.lineCap") == "round")
    let path = points(arc.style("path"))
    // From 3 o'clock (100, 50) clockwise through 6 o'clock to 9 o'clock (0, 50).
    #expect(path.first == CGPoint(x: 100, y: 50))
    let end = try #require(path.last)
    #expect(abs(end.x - 0) < 0.01 && abs(end.y - 50) < 0.01)
    #expect(path.contains { abs($0.x - 50) < 0.01 && abs($0.y - 100) < 0.01 })
    host.advance(by: 0.5)
    #expect(host.snapshot().first("arc")?["trim.to"] == 1)
  }

  @Test("a custom shape's path is computed from its presented data at every frame")
  func customShapeAnimates() throws {
    let host = ViewHost(Chart())
    let before = try #require(host.snapshot().first("Bar"))
    #expect(before.style("fill") == "green")
    #expect(points(before.style("path")).first == CGPoint(x: 0, y: 80))
    try host.tap("Rise")
    host.advance(by: 1)
    // Linear, half way: 0.2 + 0.4 = 0.6 of 100 points, so the top at y = 40.
    let middle = try #require(host.snapshot().first("Bar"))
    let top = try #require(points(middle.style("path")).first)
    #expect(abs(top.y - 40) < 1e-6)
  }

  @Test("a shape without animatable data compiles as in SwiftUI and draws its path")
  func triangle() {
    let host = ViewHost(Triangle().frame(width: 40, height: 20))
    let node = host.snapshot().first("Triangle")
    #expect(node?.style("path") == "M 20 0 L 40 20 L 0 20 Z")
  }

  @Test("fill then stroke records both; strokeBorder insets the outline by half the width")
  func paints() {
    let host = ViewHost(
      VStack {
        Capsule().fill(.yellow).stroke(.black, lineWidth: 2).frame(width: 60, height: 20)
        RoundedRectangle(cornerRadius: 8).strokeBorder(.red, lineWidth: 4)
          .frame(width: 50, height: 30)
        Rectangle().fill(.purple, style: FillStyle(eoFill: true)).frame(width: 10, height: 10)
      })
    let snapshot = host.snapshot()
    let capsule = snapshot.first("Capsule")
    #expect(capsule?.style("fill") == "yellow")
    #expect(capsule?.style("stroke") == "black")
    #expect(capsule?["stroke.lineWidth"] == 2)
    let border = snapshot.first("RoundedRectangle")
    #expect(border?.style("stroke.border") == "true")
    // Inset by 2: the outline starts after the (8 − 2)-point corner, 2 points in.
    #expect(points(border?.style("path")).first == CGPoint(x: 8, y: 2))
    #expect(snapshot.first("Rectangle")?.style("fill.rule") == "evenOdd")
  }

  @Test(
    "a negative line width, a trim outside 0…1 and a non-finite path are corrected and reported with the view"
  )
  func badInput() {
    struct Broken: View {
      var body: some View {
        VStack {
          Circle().stroke(.red, lineWidth: -3).frame(width: 10, height: 10)
          Circle().trim(from: -0.5, to: 2).stroke(.red).frame(width: 10, height: 10)
          Path { $0.addLines([.zero, CGPoint(x: CGFloat.nan, y: 3)]) }.stroke(.blue)
        }
      }
    }
    let host = ViewHost(Broken())
    let snapshot = host.snapshot()
    let circles = snapshot.all("Circle")
    #expect(circles.first?["stroke.lineWidth"] == 0)
    #expect(circles.last?["trim.from"] == 0)
    #expect(circles.last?["trim.to"] == 1)
    #expect(snapshot.first("Path")?.style("path") == "M 0 0 L 0 3")
    let messages = host.diagnostics.filter { $0.kind == .invalidShape }.map(\.message)
    #expect(messages.contains { $0.contains("line width of -3.0") })
    #expect(messages.contains { $0.contains("trim.from = -0.5") })
    #expect(messages.contains { $0.contains("trim.to = 2.0") })
    #expect(messages.contains { $0.contains("non-finite points") })
    #expect(host.diagnostics.allSatisfy { $0.kind != .invalidShape || $0.path == "Broken" })
  }

  @Test("a shape's path is written again when its size, its view or its foreground changes")
  func pathFollowsChanges() throws {
    struct Dot: View {
      @State var size: CGFloat = 10
      @State var offset: CGFloat = 0
      @State var tint = Color.red
      @State var capsule = false
      var body: some View {
        VStack {
          Group {
            if capsule { AnyView(Capsule()) } else { AnyView(Circle()) }
          }
          .foregroundStyle(tint).frame(width: size, height: size / 2 + 5).offset(x: offset)
          Button("Move") { offset = 5 }
          Button("Grow") { size = 20 }
          Button("Tint") { tint = .blue }
          Button("Shape") { capsule = true }
        }
      }
    }
    let host = ViewHost(Dot())
    func dot() -> SnapshotNode? { host.snapshot().allNodes.first { $0.style("path") != nil } }
    let first = try #require(dot())
    try host.tap("Move")
    // Only moved: the same path, at the new offset.
    #expect(dot()?.style("path") == first.style("path"))
    #expect(dot()?["offset.x"] == 5)
    try host.tap("Grow")
    #expect(dot()?.style("path") != first.style("path"))
    // A circle offered 20 × 15 is a 15-point square (the shorter side): its rightmost point
    // is at (15, 7.5) in its own frame.
    #expect(dot()?.style("path")?.hasPrefix("M 15 7.5 C") == true)
    #expect(dot()?.frame.size == CGSize(width: 15, height: 15))
    try host.tap("Tint")
    #expect(dot()?.style("foreground") == "blue")
    try host.tap("Shape")
    #expect(dot()?.kind == "Capsule")
  }
}

/// Shapes' own sizes and the button border shape (Apple's documentation of `Circle`,
/// `ButtonBorderShape` and `InsettableShape`; the circle's sizing as OpenSwiftUI's
/// `Circle.sizeThatFits`: the shorter proposed side, the one proposed side, or 10).
@MainActor
@Suite("Shape sizes and button borders")
struct ShapeSizingTests {
  @Test("a circle sizes itself square: the shorter side of what it is offered")
  func circleIsSquare() throws {
    #expect(
      Circle().sizeThatFits(ProposedViewSize(width: 390, height: 844))
        == CGSize(width: 390, height: 390))
    #expect(
      Circle().sizeThatFits(ProposedViewSize(width: nil, height: 30))
        == CGSize(width: 30, height: 30))
    #expect(Circle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    let host = ViewHost(VStack { Circle() })
    // Centred on the 390×844 screen.
    #expect(host.snapshot().first("Circle")?.frame == CGRect(x: 0, y: 227, width: 390, height: 390))
  }

  @Test("a button border shape draws its border: system radius, capsule, circle, inset")
  func buttonBorderPaths() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(
      ButtonBorderShape.capsule.path(in: rect).svgPathData
        == Capsule().path(in: rect).svgPathData)
    #expect(
      ButtonBorderShape.roundedRectangle(radius: 4).path(in: rect).svgPathData
        == RoundedRectangle(cornerRadius: 4).path(in: rect).svgPathData)
    #expect(
      ButtonBorderShape.automatic.path(in: rect).svgPathData
        == RoundedRectangle(cornerRadius: 6, style: .continuous).path(in: rect).svgPathData)
    #expect(
      ButtonBorderShape.circle.inset(by: 5).path(in: rect).boundingRect
        == CGRect(x: 35, y: 5, width: 30, height: 30))
    let shape: ButtonBorderShape = .buttonBorder
    #expect(shape == .automatic)
  }

  @Test("a rotated insettable shape insets before it rotates")
  func rotatedInset() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let inset = Rectangle().rotation(.degrees(90)).inset(by: 10).path(in: rect).boundingRect
    #expect(abs(inset.minX - 10) < 1e-9 && abs(inset.width - 80) < 1e-9)
  }
}

/// `AnyShape` animates as the shape it wraps (its `animatableData` is the wrapped shape's,
/// erased: `_AnyAnimatableData`).
@MainActor
@Suite("Erased animatable data")
struct ErasedAnimatableDataTests {
  @Test("an AnyShape's corner radius animates linearly, as the wrapped shape's would")
  func anyShapeAnimates() throws {
    struct Card: View {
      @State var radius: CGFloat = 0
      var body: some View {
        VStack {
          AnyShape(RoundedRectangle(cornerRadius: radius)).frame(width: 100, height: 100)
          Button("Round") { withAnimation(.linear(duration: 1)) { radius = 40 } }
        }
      }
    }
    let host = ViewHost(Card())
    try host.tap("Round")
    host.advance(to: 0.5)
    let halfway = try #require(host.snapshot().first("AnyShape")?.style("path"))
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(halfway == RoundedRectangle(cornerRadius: 20).path(in: square).svgPathData)
    host.advance(to: 1)
    #expect(
      host.snapshot().first("AnyShape")?.style("path")
        == RoundedRectangle(cornerRadius: 40).path(in: square).svgPathData)
  }
}
