import Cadence
import CadenceTesting
import Testing

/// A square that moves, turns and fades with `animation`, a wave whose body is evaluated
/// each frame, and a keyframe-driven bar.
private struct Mover: View {
  @State private var x: CGFloat = 0
  @State private var angle = 0.0
  @State private var phase = 0.0
  @State private var kick = 0
  let animation: Animation

  var body: some View {
    VStack {
      Color.blue.offset(x: x).rotationEffect(.degrees(angle))
      Swinging(phase: phase)
      Color.red.keyframeAnimator(initialValue: 0.0, trigger: kick) { bar, value in
        bar.offset(y: value)
      } keyframes: { _ in
        LinearKeyframe(10.0, duration: 1)
      }
      Button("go") {
        withAnimation(animation) {
          x = 100
          angle = 90
          phase = 1
        }
        kick += 1
      }
      Button("back") { withAnimation(animation) { x = 0 } }
    }
  }
}

private struct Swinging: View, Animatable {
  var phase: Double
  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }
  var body: some View { Color.green.offset(x: sin(phase) * 10) }
}

/// Two bars driven by one keyframe track (a linear ramp, then a cubic swing): one follows
/// the value affinely, the other through a sine.
private struct KeyframeBars: View {
  @State private var kick = 0

  var body: some View {
    VStack {
      Color.red.keyframeAnimator(initialValue: 0.0, trigger: kick) { bar, value in
        bar.offset(x: 2 * value + 5)
      } keyframes: { _ in
        LinearKeyframe(10.0, duration: 0.5)
        CubicKeyframe(-10.0, duration: 0.5)
        CubicKeyframe(0.0, duration: 0.5)
      }
      Color.green.keyframeAnimator(initialValue: 0.0, trigger: kick) { bar, value in
        bar.offset(x: sin(value))
      } keyframes: { _ in
        LinearKeyframe(10.0, duration: 0.5)
      }
      Button("kick") { kick += 1 }
    }
  }
}

/// A square faded by two opacities animated at once, and a bar that enters with an opacity
/// transition and a frame that grows.
private struct Fader: View {
  @State private var faded = false
  @State private var shown = false

  var body: some View {
    VStack {
      Color.blue.frame(width: 10, height: 10).opacity(faded ? 0 : 1).opacity(faded ? 0.5 : 1)
      if shown { Color.orange.transition(.opacity) }
      Color.gray.frame(width: faded ? 200 : 100, height: 10)
      Button("go") {
        withAnimation(.linear(duration: 1)) {
          faded = true
          shown = true
        }
      }
    }
  }
}

@MainActor
@Suite("Exact velocities")
struct ExactVelocityTests {
  @Test("a linear animation moves at its constant rate, in the units of each attribute")
  func linear() throws {
    let host = ViewHost(Mover(animation: .linear(duration: 2)))
    #expect(host.velocities(of: "blue")?["offset.x"] == 0, "at rest")
    try host.tap("go")
    host.advance(to: 0.7)
    let rates = try #require(host.velocities(of: "blue"))
    #expect(abs((rates["offset.x"] ?? .nan) - 50) < 1e-6)
    // Degrees per second, though the animated data is radians × 128.
    #expect(abs((rates["rotation"] ?? .nan) - 45) < 1e-6)
    host.advance(to: 2.5)
    #expect(host.velocities(of: "blue")?["offset.x"] == 0, "ended")
  }

  @Test("easeInOut at its midpoint moves at the Bézier's slope 1.5 / 0.87 times the average")
  func easeInOutMidpoint() throws {
    let host = ViewHost(Mover(animation: .easeInOut(duration: 1)))
    try host.tap("go")
    host.advance(to: 0.5)
    // dy/ds = 1.5 and dx/ds = 3·0.25·0.42·2 + 6·0.25·0.16 = 0.87 at s = 0.5.
    let rate = try #require(host.velocities(of: "blue")?["offset.x"])
    #expect(abs(rate - 100 * 1.5 / 0.87) < 0.01)
  }

  @Test("a Bézier whose control points leave 0…1 moves at the slope of the curve it shows")
  func overshootingBezier() throws {
    let host = ViewHost(Mover(animation: .timingCurve(0.2, 0.9, 0.3, 1.4, duration: 1)))
    try host.tap("go")
    host.advance(to: 0.299)
    let before = host.snapshot().first("blue")?["offset.x"] ?? .nan
    host.advance(to: 0.3)
    let rate = try #require(host.velocities(of: "blue")?["offset.x"])
    host.advance(to: 0.301)
    let after = host.snapshot().first("blue")?["offset.x"] ?? .nan
    // The curve with its second control point at (0.3, 1) has slope 1.0804 at x = 0.3 (the
    // unclamped one, 1.4762); the values are rounded to 2⁻²⁰, so the difference to 0.2 %.
    let difference = (after - before) / 0.002
    #expect(abs(rate - 108.041) < 0.01)
    #expect(abs(rate - difference) < 0.002 * abs(difference), "\(rate) vs \(difference)")
  }

  @Test("an interpolating spring moves at the derivative of its closed form")
  func interpolatingSpring() throws {
    let host = ViewHost(Mover(animation: .interpolatingSpring(stiffness: 100, damping: 10)))
    try host.tap("go")
    host.advance(to: 0.3)
    // ω0 = 10, ζ = 0.5: x(t) = 1 − e^{−λt}(cos ωd·t + (λ/ωd) sin ωd·t), x'(t) = e^{−λt}(ω0²/ωd) sin ωd·t.
    let lambda = 5.0
    let omegaD = (100.0 - 25).squareRoot()
    let expected = 100 * exp(-lambda * 0.3) * (100 / omegaD) * sin(omegaD * 0.3)
    let rate = try #require(host.velocities(of: "blue")?["offset.x"])
    #expect(abs(rate - expected) < 1e-9 * abs(expected))
  }

  @Test("two combined curves move at the chain rule's rate")
  func combinedCurves() throws {
    let host = ViewHost(Mover(animation: .linear(duration: 1)))
    try host.tap("go")
    host.advance(to: 0.5)
    try host.tap("back")
    host.advance(to: 0.6)
    // R = R1 + (0 − R1)·f2 with R1 = 100·t and f2 = t − 0.5: at 0.6, R = 54 and
    // R' = 100·(1 − f2) − R1 = 30.
    #expect(abs((host.snapshot().first("blue")?["offset.x"] ?? .nan) - 54) < 1e-9)
    let rate = try #require(host.velocities(of: "blue")?["offset.x"])
    #expect(abs(rate - 30) < 1e-6)
  }

  @Test("a fluid spring retargeted mid-flight keeps its velocity")
  func fluidSpringRetarget() throws {
    let host = ViewHost(Mover(animation: .spring(response: 0.5, dampingFraction: 0.8)))
    try host.tap("go")
    #expect(host.velocities(of: "blue")?["offset.x"] == 0, "no step taken at its start")
    host.advance(to: 0.15)
    let before = try #require(host.velocities(of: "blue")?["offset.x"])
    try host.tap("back")
    let after = try #require(host.velocities(of: "blue")?["offset.x"])
    #expect(before > 100)
    #expect(after == before, "the takeover starts from the simulated velocity")
    host.advance(to: 0.2)
    #expect(try #require(host.velocities(of: "blue")?["offset.x"]) < before)
  }

  @Test("content evaluated over time has no exact velocity: bodies and keyframe animators")
  func timeDrivenContent() throws {
    let host = ViewHost(Mover(animation: .linear(duration: 2)))
    #expect(host.velocities(of: "green") != nil, "at rest")
    try host.tap("go")
    host.advance(to: 0.5)
    #expect(host.velocities(of: "green") == nil)
    #expect(host.velocities(of: "red") == nil)
    #expect(host.velocities(of: "blue") != nil)
    #expect(host.velocities(of: "nothing") == nil)
  }

  @Test("a keyframe animator's attribute that follows its value gets the timeline's rate")
  func keyframeContent() throws {
    let host = ViewHost(KeyframeBars(), framesPerSecond: 120)
    try host.tap("kick")
    let (series, _) = host.motion(of: "Color", until: 2)
    let red = try #require(series.first { $0.title == "Color \"red\"" })
    let rates = try #require(red.exactVelocities, "offset 2·value + 5 follows the value")
    // The linear keyframe: 10 in 0.5 s, times 2.
    #expect(abs(rates[30] - 40) < 1e-9, "at 0.25 s")
    #expect(rates[200] == 0, "at rest after the timeline")
    let green = try #require(series.first { $0.title == "Color \"green\"" })
    #expect(green.exactVelocities == nil, "a sine of the value follows no number affinely")
  }

  @Test("the continuity of a linear motion from exact velocities: jumps of ±50 at its ends")
  func continuityFromExactVelocities() throws {
    let host = ViewHost(Mover(animation: .linear(duration: 2)), framesPerSecond: 120)
    host.advance(to: 0.25)
    try host.tap("go")
    let (series, _) = host.motion(of: "blue", until: 3)
    let offset = try #require(series.first { $0.attribute == "offset.x" })
    let velocities = try #require(offset.exactVelocities)
    #expect(velocities.allSatisfy { $0 == 0 || abs($0 - 50) < 1e-6 })
    let report = offset.continuity(atRestOutside: true)
    #expect(report.order == .c0)
    #expect(report.breaks.map(\.kind) == [.velocity, .velocity])
    #expect(abs(report.breaks[0].size - 50) < 1e-6)
    #expect(abs(report.breaks[1].size + 50) < 1e-6)
    #expect(abs(report.breaks[0].time - 0.25) <= 0.5 / 120)
    #expect(abs(report.breaks[1].time - 2.25) <= 0.5 / 120)
  }

  @Test("motion(of:until:every:) samples at the interval asked for")
  func motionEvery() throws {
    let host = ViewHost(Mover(animation: .linear(duration: 2)), framesPerSecond: 120)
    try host.tap("go")
    let (series, _) = host.motion(of: "blue", until: 1, every: 0.25)
    let offset = try #require(series.first { $0.attribute == "offset.x" })
    #expect(offset.step == 0.25)
    #expect(offset.values == [0, 12.5, 25, 37.5, 50])
    let rates = try #require(offset.exactVelocities)
    #expect(rates.count == 5 && rates.allSatisfy { abs($0 - 50) < 1e-9 })
  }

  @Test("two animated opacities multiply: the rate follows the product rule")
  func productOfEffects() throws {
    let host = ViewHost(Fader())
    try host.tap("go")
    host.advance(to: 0.5)
    // a = 1 − t (rate −1), b = 1 − t/2 (rate −1/2): at t = 0.5, (ab)' = −1·0.75 + 0.5·(−0.5).
    let rates = try #require(host.velocities(of: "blue"))
    #expect(abs((rates["opacity"] ?? .nan) + 1) < 1e-9)
  }

  @Test("a view entering with an opacity transition fades in at the animation's rate")
  func transitionRate() throws {
    let host = ViewHost(Fader())
    try host.tap("go")
    host.advance(to: 0.25)
    let rates = try #require(host.velocities(of: "orange"))
    #expect(abs((rates["opacity"] ?? .nan) - 1) < 1e-9, "0 → 1 in a second, linearly")
  }

  @Test("an animated frame moves at its rate; the width grows 100 points a second")
  func frameRate() throws {
    let host = ViewHost(Fader())
    try host.tap("go")
    host.advance(to: 0.5)
    let rates = try #require(host.velocities(of: "gray"))
    #expect(abs((rates["frame.width"] ?? .nan) - 100) < 1e-6)
  }

  @Test("measuring velocities renders nothing and changes nothing the next snapshot shows")
  func measuringRendersNothing() throws {
    let host = ViewHost(Fader())
    try host.tap("go")
    host.advance(to: 0.5)
    let before = host.snapshot()
    let rendered = host.statistics.renderedNodes
    _ = host.allVelocities()
    #expect(host.statistics.renderedNodes == rendered)
    #expect(host.snapshot() == before)
  }
}
