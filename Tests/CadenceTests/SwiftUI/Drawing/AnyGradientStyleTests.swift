import Cadence
import CadenceTesting
import Foundation
import Testing

/// The gradient styles made from a system gradient (SwiftUI's `ShapeStyle.linearGradient(_:
/// startPoint:endPoint:)` and its radial, elliptical, angular and conic kin take an
/// `AnyGradient`, as `Color.blue.gradient` is): recorded as the geometry with the gradient.
@MainActor
@Suite("Gradient styles of a system gradient")
struct AnyGradientStyleTests {
  @Test("each geometry records the system gradient it draws, with its points, radii or angles")
  func eachGeometryRecordsItsGradient() {
    let host = ViewHost(
      VStack {
        Text("linear").foregroundStyle(
          .linearGradient(Color.blue.gradient, startPoint: .top, endPoint: .bottom))
        Text("radial").foregroundStyle(.radialGradient(Color.red.gradient, endRadius: 40))
        Text("elliptical").foregroundStyle(.ellipticalGradient(Color.green.gradient))
        Text("angular").foregroundStyle(
          .angularGradient(Color.orange.gradient, startAngle: .zero, endAngle: .degrees(90)))
        Text("conic").foregroundStyle(.conicGradient(Color.pink.gradient, angle: .degrees(45)))
      })
    let snapshot = host.snapshot()
    #expect(
      snapshot.first("linear")?.style("foreground")
        == "linearGradient(blue.gradient; top → bottom)")
    #expect(
      snapshot.first("radial")?.style("foreground")
        == "radialGradient(red.gradient; center, 0 → 40)")
    #expect(
      snapshot.first("elliptical")?.style("foreground")
        == "ellipticalGradient(green.gradient; center, 0 → 0.5)")
    #expect(
      snapshot.first("angular")?.style("foreground")
        == "angularGradient(orange.gradient; center, 0° → 90°)")
    #expect(
      snapshot.first("conic")?.style("foreground")
        == "angularGradient(pink.gradient; center, 45° → 405°)")
  }

  @Test("a gradient given as stops still makes the concrete gradient type")
  func stopsStillMakeTheConcreteType() {
    let style: LinearGradient = .linearGradient(
      colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    #expect(style.description == "linearGradient(red 0, blue 1; leading → trailing)")
  }
}
