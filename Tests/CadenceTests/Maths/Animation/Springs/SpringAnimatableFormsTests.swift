import Cadence
import Foundation
import Testing

/// The `Animatable` forms of a spring's force and settling duration (SwiftUI's documentation:
/// the same quantities as the vector forms, measured from the start value).
@MainActor
@Suite("Spring animatable forms")
struct SpringAnimatableFormsTests {
  @Test("force on points is k·(to − position) − c·velocity, measured from the start")
  func force() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    let force = spring.force(
      fromValue: CGPoint(x: 10, y: 10), toValue: CGPoint(x: 30, y: 10),
      position: CGPoint(x: 20, y: 10), velocity: CGPoint(x: 2, y: 0))
    // The result keeps the start value's type; its animatable data is the force:
    // 100 · (20 − 10) − 10 · 2 = 980 along x, 0 along y.
    #expect(abs(force.x - 980) < 1e-9)
    #expect(abs(force.y - 0) < 1e-9)
  }

  @Test("settling duration of a motion equals the vector form over its distance")
  func settling() {
    let spring = Spring(duration: 0.5, bounce: 0.2)
    let between = spring.settlingDuration(
      fromValue: CGPoint(x: 0, y: 0), toValue: CGPoint(x: 3, y: 4),
      initialVelocity: CGPoint.zero, epsilon: 0.001)
    let vector = spring.settlingDuration(
      target: AnimatablePair(CGFloat(3), CGFloat(4)), epsilon: 0.001)
    #expect(abs(between - vector) < 1e-12)
    #expect(between > 0)
  }
}
