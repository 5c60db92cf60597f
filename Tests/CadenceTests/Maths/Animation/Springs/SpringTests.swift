import Testing

@testable import Cadence

@Suite("Spring")
struct SpringTests {
  // Semantics file §11: closed form, target 1, v0 = 0; x(0.25), x(0.5), settlingDuration.
  @Test(
    "closed-form positions and settling durations match the reference table",
    arguments: [
      (Spring.smooth, 0.0, 12.566, 0.82103, 0.98640, 0.8),
      (Spring.snappy, 6.620, 10.681, 0.89451, 1.00602, 0.8768),
      (Spring.bouncy, 8.974, 8.796, 0.98409, 1.01450, 1.0447),
      (Spring(duration: 1), 0.0, 6.283, 0.46558, 0.82103, 1.5),
    ])
  func referenceTable(
    spring: Spring, omegaD: Double, lambda: Double, x25: Double, x50: Double, settling: Double
  ) {
    #expect(abs(spring.angularFrequency - omegaD) < 0.001)
    #expect(abs(spring.decayConstant - lambda) < 0.001)
    #expect(abs(spring.stiffness - 157.914 / (spring.duration == 1 ? 4 : 1)) < 0.01)
    #expect(abs(spring.value(target: 1.0, time: 0.25) - x25) < 0.00001)
    #expect(abs(spring.value(target: 1.0, time: 0.5) - x50) < 0.00001)
    #expect(abs(spring.settlingDuration - settling) < 0.0001)
  }

  @Test("Apple's overview example converts both ways")
  func appleExample() {
    let a = Spring(duration: 0.5, bounce: 0.3)
    #expect(a.mass == 1)
    #expect(abs(a.stiffness - 157.9) < 0.05)
    #expect(abs(a.damping - 17.6) < 0.05)
    let b = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(b.duration - 0.63) < 0.005)
    #expect(abs(b.bounce - 0.5) < 1e-12)
  }

  @Test("getters round-trip the parametrisations")
  func roundTrip() {
    let spring = Spring(response: 0.4, dampingRatio: 0.6)
    #expect(abs(spring.response - 0.4) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
    #expect(abs(Spring(duration: 0.5, bounce: -0.5).bounce - -0.5) < 1e-12)
    #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
  }

  @Test("over-damping is clamped to critical unless allowed")
  func overDamping() {
    let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
    #expect(clamped.angularFrequency == 0)
    #expect(clamped.dampingRatio == 1)
    let allowed = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    #expect(allowed.angularFrequency < 0)
    #expect(abs(allowed.dampingRatio - 2) < 1e-12)
  }

  @Test(
    "velocity is the derivative of value",
    arguments: [Spring.smooth, .bouncy, Spring(response: 0.5, dampingRatio: 1.7)])
  func velocityIsDerivative(spring: Spring) {
    for time in [0.01, 0.05, 0.2, 0.6] {
      let h = 1e-6
      let numeric =
        (spring.value(target: 3.0, initialVelocity: 2.0, time: time + h)
          - spring.value(target: 3.0, initialVelocity: 2.0, time: time - h)) / (2 * h)
      let exact = spring.velocity(target: 3.0, initialVelocity: 2.0, time: time)
      #expect(abs(numeric - exact) < 1e-4)
    }
  }

  @Test("update advances value and velocity like the closed form")
  func update() {
    let spring = Spring.bouncy
    var value = 0.0
    var velocity = 0.0
    for _ in 0..<10 {
      spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.03)
    }
    #expect(abs(value - spring.value(target: 1.0, time: 0.3)) < 1e-9)
    #expect(abs(velocity - spring.velocity(target: 1.0, time: 0.3)) < 1e-9)
  }

  @Test("force is stiffness times distance minus damping times velocity")
  func force() {
    let spring = Spring(mass: 2, stiffness: 50, damping: 4)
    let expected: Double = 50 * 6 - 4 * 3
    #expect(abs(spring.force(target: 10.0, position: 4.0, velocity: 3.0) - expected) < 1e-9)
  }

  @Test("settlingDuration:dampingRatio: settles when asked")
  func settlingInit() {
    let spring = Spring(settlingDuration: 1.2, dampingRatio: 0.5)
    #expect(abs(spring.settlingDuration - 1.2) < 1e-6)
    #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
  }

  @Test("undamped springs never settle")
  func undamped() {
    #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
  }

  @Test("bad parameters give finite springs", arguments: [Double.nan, -1, 0, .infinity])
  func badParameters(value: Double) {
    let springs = [
      Spring(duration: value, bounce: value), Spring(response: value, dampingRatio: value),
      Spring(mass: value, stiffness: value, damping: value),
    ]
    for spring in springs {
      #expect(spring.value(target: 1.0, time: 0.1).isFinite)
      #expect(spring.duration.isFinite)
    }
  }
}
