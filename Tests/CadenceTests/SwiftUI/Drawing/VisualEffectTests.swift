import Cadence
import CadenceTesting
import Foundation
import Testing

/// The classic shake: a geometry effect whose animatable data counts shakes.
private struct Shake: GeometryEffect {
  var amount: CGFloat = 10
  var shakesPerUnit = 3.0
  var animatableData: CGFloat

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(
      CGAffineTransform(
        translationX: amount * sin(animatableData * .pi * shakesPerUnit), y: 0))
  }
}

/// A skew whose amount depends on the view's size.
private struct Skew: GeometryEffect {
  var animatableData: CGFloat = 0.5
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(
      CGAffineTransform(
        a: 1, b: 0, c: animatableData, d: 1, tx: -animatableData * size.height / 2, ty: 0))
  }
}

/// A counter written with the (deprecated) AnimatableModifier: its body shows the
/// presented number.
private struct CountingText: AnimatableModifier {
  var value: Double
  var animatableData: Double {
    get { value }
    set { value = newValue }
  }
  func body(content: Content) -> some View {
    Text("\(Int(value.rounded()))").accessibilityIdentifier("count")
  }
}

private struct Card: View {
  @State private var attempts = 0
  @State private var wide = false
  @State private var total = 0.0

  var body: some View {
    VStack {
      RoundedRectangle(cornerRadius: 12)
        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
        .frame(width: wide ? 200 : 100, height: 60)
        .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
        .modifier(Skew())
        .accessibilityIdentifier("card")
      Text("PIN").modifier(Shake(animatableData: CGFloat(attempts))).blur(radius: 3)
        .blur(radius: 4)
      Color.clear.modifier(CountingText(value: total))
      Button("Wrong") { withAnimation(.linear(duration: 1)) { attempts += 1 } }
      Button("Widen") { wide = true }
      Button("Count") { withAnimation(.linear(duration: 1)) { total = 100 } }
    }
  }
}

/// Visual effects are recorded as attributes of the nodes they apply to (they do not change
/// layout); geometry effects compose into one projection transform per node, computed from
/// the presented data and the node's size ("GeometryEffect", "ProjectionTransform").
@MainActor
@Suite("Visual effects")
struct VisualEffectTests {
  @Test("a shake effect moves the view along its animation: a sine of the presented data")
  func shake() throws {
    let host = ViewHost(Card())
    try host.tap("Wrong")
    host.advance(by: 0.25)
    let pin = try #require(host.snapshot().first("PIN"))
    // Linear: data 0.25 at a quarter; 10 · sin(0.25 · π · 3).
    let expected = 10 * sin(0.25 * Double.pi * 3)
    #expect(abs((pin["transform.m31"] ?? 0) - expected) < 1e-9)
    #expect(pin["transform.m11"] == 1)
    // Two blurs of 3 and 4 make one of 5.
    #expect(pin["blur.radius"] == 5)
    host.advance(by: 0.75)
    #expect(abs(host.snapshot().first("PIN")?["transform.m31"] ?? 1) < 1e-9)
  }

  @Test("a geometry effect that depends on the size is computed again when the size changes")
  func sizeDependentEffect() throws {
    let host = ViewHost(Card())
    #expect(host.snapshot().first("card")?["transform.m31"] == -15)
    try host.tap("Widen")
    // The height did not change, so neither did the skew's translation; its width did.
    let card = try #require(host.snapshot().first("card"))
    #expect(card.frame.width == 200)
    #expect(card["transform.m21"] == 0.5)
    #expect(host.snapshot() == host.snapshotFromScratch())
  }

  @Test("shadows, gradients and colour adjustments are recorded")
  func recorded() {
    let snapshot = ViewHost(Card()).snapshot()
    let card = snapshot.first("card")
    #expect(card?.style("fill") == "linearGradient(blue 0, purple 1; top → bottom)")
    #expect(card?.style("shadow.color") == "black.opacity(0.2)")
    #expect(card?["shadow.radius"] == 8)
    #expect(card?["shadow.y"] == 4)
    let adjusted = ViewHost(
      Color.red.brightness(0.1).brightness(0.2).saturation(0.5).grayscale(0.5).grayscale(0.5)
        .hueRotation(.degrees(30)).contrast(2)
    ).snapshot().first("Color")
    #expect(abs((adjusted?["brightness"] ?? 0) - 0.3) < 1e-12)
    #expect(adjusted?["saturation"] == 0.5)
    #expect(adjusted?["grayscale"] == 0.75)
    #expect(abs((adjusted?["hueRotation"] ?? 0) - 30) < 1e-9)
    #expect(adjusted?["contrast"] == 2)
  }

  @Test("an animatable modifier's body sees the presented value")
  func animatableModifier() throws {
    let host = ViewHost(Card())
    try host.tap("Count")
    host.advance(by: 0.5)
    #expect(host.snapshot().first("count")?.label == "50")
  }

  @Test("clip shapes, corner radii and masks")
  func clipping() {
    let snapshot = ViewHost(
      VStack {
        Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 6))
          .accessibilityIdentifier("a")
        Color.blue.frame(width: 40, height: 40).cornerRadius(4).accessibilityIdentifier("b")
        Color.green.frame(width: 40, height: 40).clipShape(Circle()).clipped()
          .accessibilityIdentifier("c")
        Color.yellow.frame(width: 40, height: 40).mask { Circle() }
      }
    ).snapshot()
    #expect(snapshot.first("a")?.style("clipShape") == "RoundedRectangle")
    #expect(snapshot.first("a")?["clipShape.cornerRadius"] == 6)
    #expect(snapshot.first("b")?["clipShape.cornerRadius"] == 4)
    #expect(snapshot.first("c")?.style("clipShape") == "Circle")
    let mask = snapshot.first("Circle")
    #expect(mask?.style("mask") == "true")
    #expect(mask?.frame.size == CGSize(width: 40, height: 40))
  }

  @Test("colours from hue, saturation and brightness; angle arithmetic")
  func colorsAndAngles() {
    let orange = Color(hue: 30.0 / 360, saturation: 1, brightness: 1).resolve(
      in: EnvironmentValues())
    #expect(orange.red == 1)
    #expect(abs(orange.green - 0.5) < 1e-6)
    #expect(orange.blue == 0)
    #expect((Angle.degrees(90) * 2).degrees == 180)
    // Degrees go through radians: equal within 1e-9.
    #expect(abs((Angle.degrees(90) + .degrees(45) - .degrees(15)).degrees - 120) < 1e-9)
    #expect(abs((-Angle.degrees(30) / 3).degrees + 10) < 1e-9)
  }
}
