import Testing

@testable import Cadence

@Suite("UnitCurve")
struct UnitCurveTests {
  // Reference values from the semantics file §11 (value / velocity at progress x), to the four
  // decimals (values) and three decimals (velocities) given there.
  @Test(
    "timing curves match the reference table",
    arguments: [
      ("easeIn", 0.1, 0.0170, 0.324), ("easeIn", 0.25, 0.0935, 0.675),
      ("easeIn", 0.5, 0.3154, 1.074), ("easeIn", 0.75, 0.6219, 1.368),
      ("easeIn", 0.9, 0.8394, 1.535), ("easeOut", 0.1, 0.1606, 1.535),
      ("easeOut", 0.25, 0.3781, 1.368), ("easeOut", 0.5, 0.6846, 1.074),
      ("easeOut", 0.75, 0.9065, 0.675), ("easeOut", 0.9, 0.9830, 0.324),
      ("easeInOut", 0.1, 0.0197, 0.402), ("easeInOut", 0.25, 0.1292, 1.059),
      ("easeInOut", 0.5, 0.5000, 1.724), ("easeInOut", 0.75, 0.8708, 1.059),
      ("easeInOut", 0.9, 0.9803, 0.402),
    ])
  func referenceTable(name: String, x: Double, value: Double, velocity: Double) {
    let curve: UnitCurve = ["easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut][name]!
    #expect(abs(curve.value(at: x) - value) < 0.00006)
    #expect(abs(curve.velocity(at: x) - velocity) < 0.0006)
  }

  @Test("end velocities follow SwiftUI, including easeOut's exact 1 at 0")
  func endVelocities() {
    #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
    #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
    #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
    #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
    #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
  }

  @Test("values are rounded to multiples of 2⁻²⁰ and clamped to [0, 1] input")
  func rounding() {
    let value = UnitCurve.easeInOut.value(at: 0.3)
    #expect((value * 1_048_576).rounded() == value * 1_048_576)
    #expect(UnitCurve.easeIn.value(at: -1) == 0)
    #expect(UnitCurve.easeIn.value(at: 2) == 1)
    #expect(UnitCurve.easeIn.value(at: .nan) == 0)
  }

  @Test("circular curves match their closed forms")
  func circular() {
    #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - 0.1340) < 0.0001)
    #expect(abs(UnitCurve.circularEaseOut.value(at: 0.25) - 0.6614) < 0.0001)
    #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.25) - 0.0670) < 0.0001)
    #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
    #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
    #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.75) < 1e-12)
  }

  @Test("velocity keeps control points' y unclamped; value clamps it")
  func overshootingBezier() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
    #expect(curve.velocity(at: 0.5) == -1)
    #expect(curve.value(at: 0.5) == 0.5)
  }

  @Test("the inverse swaps the axes")
  func inverse() {
    #expect(UnitCurve.linear.inverse == .linear)
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
    #expect(
      UnitCurve.easeIn.inverse
        == .bezier(
          startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
    #expect(UnitCurve.easeIn.inverse.value(at: 0.5) != UnitCurve.easeOut.value(at: 0.5))
    let y = UnitCurve.easeInOut.value(at: 0.3)
    #expect(abs(UnitCurve.easeInOut.inverse.value(at: y) - 0.3) < 1e-5)
  }
}
