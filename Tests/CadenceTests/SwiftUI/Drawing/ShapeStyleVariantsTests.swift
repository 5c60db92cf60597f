import Cadence
import CadenceTesting
import Foundation
import Testing

/// Semantic styles, image paints, elliptical gradients and style modifiers (Apple's
/// documentation of `ShapeStyle`: `.separator`, `.selection`, `.link`, `.placeholder`,
/// `.windowBackground`, `ImagePaint`, `EllipticalGradient`, `opacity(_:)`, `blendMode(_:)`,
/// `in(_:)`), `Shape.size(_:)`, `AnyGesture`, `EmptyModifier` and `EnvironmentalModifier`.
@MainActor
@Suite("Shape style variants")
struct ShapeStyleVariantsTests {
  @Test("styles read as their names and arguments where they paint")
  func styles() {
    let host = ViewHost(
      VStack {
        Rectangle().fill(.separator).frame(height: 1).accessibilityIdentifier("separator")
        Rectangle().fill(.image(Image("brick"), scale: 0.5)).accessibilityIdentifier("bricks")
        Circle().fill(EllipticalGradient(colors: [.red, .blue])).accessibilityIdentifier("glow")
        Rectangle().fill(Color.red.opacity(0.25).blendMode(.multiply))
          .accessibilityIdentifier("tint")
        Text("link").foregroundStyle(.link)
      })
    let snapshot = host.snapshot()
    #expect(snapshot.first("separator")?.style("fill") == "separator")
    #expect(snapshot.first("bricks")?.style("fill") == "image(brick, 0 0 1 1, ×0.5)")
    #expect(
      snapshot.first("glow")?.style("fill") == "ellipticalGradient(red 0, blue 1; center, 0 → 0.5)")
    #expect(snapshot.first("tint")?.style("fill") == "red.opacity(0.25).blendMode(multiply)")
    #expect(snapshot.first("link")?.style("foreground") == "link")
  }

  @Test("a sized shape keeps its size at the top-leading corner of a larger frame")
  func sizedShape() {
    let host = ViewHost(
      Circle().size(width: 20, height: 20).fill(.red).frame(width: 100, height: 100))
    let path = host.snapshot().allNodes.first { $0.style("fill") == "red" }?.style("path") ?? ""
    // A circle of radius 10 centred at (10, 10): its rightmost point is at x = 20.
    #expect(path.hasPrefix("M 20 10"))
  }

  @Test("AnyGesture recognizes as its gesture; EmptyModifier and EnvironmentalModifier apply")
  func gesturesAndModifiers() throws {
    struct Tinted: EnvironmentalModifier {
      func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        Mark(name: environment.colorScheme == .dark ? "dark" : "light")
      }
    }
    struct Mark: ViewModifier {
      let name: String
      func body(content: Content) -> some View { content.accessibilityIdentifier(name) }
    }
    struct Screen: View {
      @State var taps = 0
      var body: some View {
        VStack {
          Text("taps \(taps)")
            .gesture(AnyGesture(TapGesture().map { _ in () }).onEnded { taps += 1 })
            .modifier(EmptyModifier.identity)
          Text("scheme").modifier(Tinted()).environment(\.colorScheme, .dark)
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("taps 0")
    #expect(host.snapshot().first("taps 1") != nil)
    #expect(host.snapshot().first("dark") != nil)
  }
}

@MainActor
@Suite("A style's own hierarchy")
struct ShapeStyleHierarchyTests {
  @Test("Color.red.secondary is red's second level (HierarchicalShapeStyleModifier)")
  func levels() {
    let style = Color.red.secondary
    #expect(style is HierarchicalShapeStyleModifier<Color>)
    #expect("\(Color.red.tertiary)" == "red.tertiary")
    let snapshot = ViewHost(Text("note").foregroundStyle(Color.red.secondary)).snapshot()
    #expect(snapshot.first("note")?.style("foreground") == "red.secondary")
  }
}
