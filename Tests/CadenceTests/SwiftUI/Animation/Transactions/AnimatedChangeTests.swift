import Cadence
import CadenceTesting
import Testing

/// A square whose offset, rotation, scale and opacity follow state, changed by buttons in
/// the animations under test.
private struct Square: View {
  @State var x: CGFloat = 0
  @State var angle: Angle = .zero
  @State var scale: CGFloat = 1
  @State var opacity = 1.0
  let animation: Animation?

  var body: some View {
    VStack {
      Color.blue
        .frame(width: 10, height: 10)
        .offset(x: x)
        .rotationEffect(angle)
        .scaleEffect(scale)
        .opacity(opacity)
      Button("move") { withAnimation(animation) { x += 100 } }
      Button("back") { withAnimation(animation) { x -= 100 } }
      Button("turn") { withAnimation(animation) { angle = .degrees(90) } }
      Button("grow") { withAnimation(animation) { scale = 3 } }
      Button("fade") { withAnimation(animation) { opacity = 0 } }
      Button("jump") { x = 500 }
    }
  }
}

@MainActor
private func value(_ host: ViewHost<Square>, _ attribute: String = "offset.x") -> Double {
  host.snapshot().first("blue")?[attribute] ?? .nan
}

@MainActor
@Suite("Animated state changes")
struct AnimatedChangeTests {
  @Test(
    "a timing curve moves the attribute along its curve and ends exactly at its duration",
    arguments: [
      (Animation.linear(duration: 1), [0.25, 0.5, 0.75]),
      (Animation.easeInOut(duration: 1), [0.1292, 0.5, 0.8708]),
      (Animation.easeIn(duration: 1), [0.0935, 0.3154, 0.6219]),
      (Animation.easeOut(duration: 1), [0.3781, 0.6846, 0.9065]),
    ])
  func timingCurve(animation: Animation, fractions: [Double]) throws {
    let host = ViewHost(Square(animation: animation))
    host.advance(to: 0.5)
    try host.tap("move")
    #expect(value(host) == 0, "an animation starts at the instant of its event")
    for (index, fraction) in fractions.enumerated() {
      host.advance(to: 0.5 + 0.25 * Double(index + 1))
      #expect(abs(value(host) - 100 * fraction) < 0.006)
    }
    host.advance(to: 1.5)
    #expect(value(host) == 100)
  }

  @Test("the default animation is a critically damped spring of response 0.55")
  func defaultAnimation() throws {
    let host = ViewHost(Square(animation: .default))
    try host.tap("move")
    host.advance(to: 0.1)
    #expect(abs(value(host) - 32.84) < 0.006)
    host.advance(to: 0.3)
    #expect(abs(value(host) - 85.31) < 0.006)
  }

  @Test("values do not depend on the frame rate", arguments: [30.0, 60.0, 120.0, 7.0])
  func frameRateIndependence(fps: Double) throws {
    for animation in [Animation.easeInOut(duration: 0.4), .bouncy, .interpolatingSpring] {
      let reference = ViewHost(Square(animation: animation), framesPerSecond: 1000)
      let host = ViewHost(Square(animation: animation), framesPerSecond: fps)
      for h in [reference, host] {
        try h.tap("move")
        h.advance(to: 0.137)
      }
      #expect(value(host) == value(reference))
    }
  }

  @Test("angles animate in degrees through radians × 128; scales and opacities too")
  func otherAttributes() throws {
    let host = ViewHost(Square(animation: .linear(duration: 1)))
    try host.tap("turn")
    try host.tap("grow")
    try host.tap("fade")
    host.advance(to: 0.25)
    #expect(abs(value(host, "rotation") - 22.5) < 1e-9)
    #expect(abs(value(host, "scale.x") - 1.5) < 1e-9)
    #expect(abs(value(host, "opacity") - 0.75) < 1e-9)
  }

  @Test("a change without animation jumps at once")
  func noAnimation() throws {
    let host = ViewHost(Square(animation: nil))
    try host.tap("move")
    #expect(value(host) == 100)
    try host.tap("jump")
    #expect(value(host) == 500)
  }

  @Test("interrupting a timing curve continues from where the motion is")
  func interruptCurve() throws {
    let host = ViewHost(Square(animation: .linear(duration: 1)))
    try host.tap("move")
    host.advance(to: 0.5)
    #expect(abs(value(host) - 50) < 1e-9)
    try host.tap("back")
    // The new animation runs from the still-moving result (50 + …) towards 0.
    #expect(abs(value(host) - 50) < 1e-9)
    host.advance(to: 1.0)
    // First entry: 0 → 100 at 0.5 of its way + linear-in-time. Newest runs R→0 over 1 s.
    // At t = 1: R1 = 100, R2 = R1 + (0 − R1)·0.5 = 50.
    #expect(abs(value(host) - 50) < 1e-9)
    host.advance(to: 1.25)
    #expect(abs(value(host) - 25) < 1e-9)
    host.advance(to: 1.5)
    #expect(value(host) == 0)
  }

  @Test("interrupting a spring carries its position and velocity")
  func interruptSpring() throws {
    let host = ViewHost(Square(animation: .spring(response: 0.5, dampingFraction: 0.8)))
    try host.tap("move")
    host.advance(to: 0.2)
    let before = value(host)
    host.advance(to: 0.2 + 1.0 / 120)
    let velocity = (value(host) - before) * 120
    #expect(velocity > 100, "moving right quickly")
    try host.tap("back")
    let atInterrupt = value(host)
    host.advance(to: 0.2 + 2.0 / 120)
    // Still moving right just after the interruption: velocity was carried.
    #expect(value(host) > atInterrupt)
    host.advance(to: 3)
    #expect(value(host) == 0)
  }

  @Test("a non-animated change during an animation shifts it and lets it finish")
  func jumpDuringAnimation() throws {
    let host = ViewHost(Square(animation: .linear(duration: 1)))
    try host.tap("move")
    host.advance(to: 0.5)
    try host.tap("jump")
    // model 500, interval 100, offset 50: 500 − 100 + 50.
    #expect(abs(value(host) - 450) < 1e-9)
    host.advance(to: 1)
    #expect(value(host) == 500)
  }

  @Test("interpolating springs add up: each runs its closed form over its own interval")
  func interpolatingSpringsAdd() throws {
    let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10)
    let host = ViewHost(Square(animation: spring))
    try host.tap("move")
    host.advance(to: 0.1)
    try host.tap("move")
    host.advance(to: 0.3)
    let unit = Spring(mass: 1, stiffness: 100, damping: 10)
    // Combined: R1 = 100·F(0.3); R2 = R1 + (200 − R1)·F(0.2).
    let r1 = 100 * unit.value(target: 1.0, time: 0.3)
    let expected = r1 + (200 - r1) * unit.value(target: 1.0, time: 0.2)
    #expect(abs(value(host) - expected) < 1e-9)
  }
}
