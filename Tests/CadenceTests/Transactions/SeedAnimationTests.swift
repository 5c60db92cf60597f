import Cadence
import CadenceTesting
import Testing

/// The "old way" of a password shake: staggered `withAnimation` blocks, one curve each.
private struct StaggeredShake: View {
  @State private var offset: CGFloat = 0
  @State private var rotation: Angle = .zero

  var body: some View {
    VStack {
      SecureField("Password", text: .constant(""))
        .offset(x: offset)
        .rotationEffect(rotation)
      Button("Wrong") {
        withAnimation(.linear(duration: 0.05)) { offset = -8 }
        withAnimation(.linear(duration: 0.05).delay(0.05)) { offset = 8 }
        withAnimation(.easeInOut(duration: 0.2)) { rotation = .degrees(5) }
      }
    }
  }
}

/// A custom `Animatable` view: a sine shake driven by its progress.
private struct SineShake: View, Animatable {
  var progress: Double

  var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }

  var body: some View {
    Color.gray
      .frame(width: 48, height: 48)
      .offset(x: -sin(progress * 2 * .pi) * 60)
  }
}

private struct SineShakeHost: View {
  @State private var progress = 0.0

  var body: some View {
    SineShake(progress: progress)
      .onTapGesture {
        withAnimation(.linear(duration: 1)) {
          progress += 1
        }
      }
  }
}

@MainActor
@Suite("Seed animations")
struct SeedAnimationTests {
  @Test(
    "staggered withAnimation blocks: offset to -8, then to 8; rotation eases to 5°",
    arguments: [
      (0.025, -4.0, 0.1556), (0.05, -8.0, 0.6458), (0.075, 0.0, 1.4639), (0.1, 8.0, 2.5),
      (0.2, 8.0, 5.0),
    ])
  func staggeredShake(after: Double, offset: Double, degrees: Double) throws {
    let host = ViewHost(StaggeredShake())
    host.advance(to: 0.5)
    try host.tap("Wrong")
    host.advance(by: after)
    let field = try #require(host.snapshot().first("Password"))
    #expect(abs(field["offset.x"]! - offset) < 1e-9)
    let expected = 5 * UnitCurve.easeInOut.value(at: after / 0.2)
    #expect(abs(field["rotation"]! - expected) < 1e-9)
    #expect(abs(field["rotation"]! - degrees) < 0.0001)
  }

  @Test(
    "the custom Animatable sine shake re-evaluates its body each frame",
    arguments: [(0.25, -60.0), (0.5, 0.0), (0.75, 60.0), (0.125, -42.4264), (1.0, 0.0)])
  func sineShake(time: Double, offset: Double) throws {
    let host = ViewHost(SineShakeHost())
    try host.tap("gray")
    host.advance(to: time)
    let box = try #require(host.snapshot().first("gray"))
    #expect(abs(box["offset.x"]! - offset) < 1e-4)
  }

  @Test("the Animatable view's body runs once per frame while it animates, then stops")
  func sineShakeEvaluations() throws {
    let host = ViewHost(SineShakeHost(), framesPerSecond: 60)
    try host.tap("gray")
    let start = host.statistics.bodyEvaluations
    host.advance(to: 0.5)
    // 30 frames in 0.5 s at 60 Hz: one evaluation of SineShake's body each.
    #expect(host.statistics.bodyEvaluations - start == 30)
    host.advance(to: 2)
    let settled = host.statistics.bodyEvaluations
    host.advance(to: 3)
    #expect(host.statistics.bodyEvaluations == settled)
  }
}
