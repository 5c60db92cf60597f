import Cadence
import CadenceTesting
import Foundation
import Testing

/// Small value types of SwiftUI's drawing and text (Apple's documentation of
/// `AngularGradient`, `Gradient.ColorSpace`, `AnyGradient`, `SymbolVariants.contains`,
/// `Font.Width`, `TintShapeStyle`).
@MainActor
@Suite("Style values")
struct StyleValuesTests {
  @Test("gradients record their stops, angles and colour space")
  func gradients() {
    let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]
    let conic = AngularGradient(stops: stops, center: .center, angle: .degrees(90))
    #expect(conic.description == "angularGradient(red 0, blue 1; center, 90° → 450°)")
    let fromGradient = AngularGradient(gradient: Gradient(stops: stops), center: .center)
    #expect(fromGradient.description == "angularGradient(red 0, blue 1; center, 0° → 360°)")
    let any = Gradient(colors: [.red, .blue]).colorSpace(.perceptual)
    #expect(any.description == "gradient(red 0, blue 1) in perceptual")
    let host = ViewHost(Rectangle().fill(AnyGradient(Gradient(colors: [.red, .blue]))))
    #expect(host.snapshot().first("Rectangle")?.style("fill") == "gradient(red 0, blue 1)")
  }

  @Test("a symbol variant contains its parts; every variant contains none")
  func variants() {
    #expect(SymbolVariants.circle.fill.contains(.fill))
    #expect(SymbolVariants.circle.fill.contains(.circle))
    #expect(!SymbolVariants.fill.contains(.circle))
    #expect(SymbolVariants.slash.contains(.none))
  }

  @Test("font widths have the system's values; a custom width is recorded by value")
  func widths() {
    #expect(Font.Width.condensed.value == -0.2)
    #expect(Font.Width.expanded.value == 0.2)
    #expect(Font.Width(-0.2) == .condensed)
    let host = ViewHost(
      VStack {
        Text("narrow").font(.body.width(.condensed))
        Text("custom").font(.body.width(Font.Width(0.1)))
      })
    #expect(host.snapshot().first("narrow")?.style("font.width") == "condensed")
    #expect(host.snapshot().first("custom")?.style("font.width") == "width(0.1)")
    #expect(TintShapeStyle().description == "tint")
  }

  @Test("a stroke style animates its width, mitre limit and dash phase")
  func strokeStyleAnimatableData() {
    var style = StrokeStyle(lineWidth: 2, miterLimit: 4, dash: [3, 1], dashPhase: 1)
    #expect(style.animatableData == AnimatablePair(2, AnimatablePair(4, 1)))
    style.animatableData = AnimatablePair(5, AnimatablePair(6, 7))
    #expect(style.lineWidth == 5 && style.miterLimit == 6 && style.dashPhase == 7)
    #expect(style.dash == [3, 1])
  }
}
