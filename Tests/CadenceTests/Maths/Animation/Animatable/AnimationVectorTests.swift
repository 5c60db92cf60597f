import Foundation
import Testing

@testable import Cadence

@Suite("The frame-tick store's vectors")
struct AnimationVectorTests {
  @Test("a vector is finite when each component is, however large (its square may overflow)")
  func finiteness() {
    #expect(AnimationVector(SIMD4(1, -2, 0, 3)).isFinite)
    #expect(AnimationVector(SIMD4(1e300, -1e300, 0, .greatestFiniteMagnitude)).isFinite)
    #expect(!AnimationVector(SIMD4(0, .infinity, 0, 0)).isFinite)
    #expect(!AnimationVector(SIMD4(0, 0, -.infinity, 0)).isFinite)
    #expect(!AnimationVector(SIMD4(0, 0, 0, .nan)).isFinite)
    #expect(!AnimationVector(SIMD4(.nan, 0, 0, 0)).isFinite)
  }

  @Test("scaling multiplies each component")
  func scaling() {
    let vector = AnimationVector(SIMD4(1, -2, 0.5, 4)).scaled(by: 0.25)
    #expect(vector.storage == SIMD4(0.25, -0.5, 0.125, 1))
  }

  @Test("a base and interval stay finite within a bounded fraction unless a sum overflows")
  func boundedSums() {
    let small = AnimationVector(SIMD4(1, -2, 3, 0))
    #expect(AnimationVector.staysFinite(base: small, interval: small))
    let huge = AnimationVector(SIMD4(0, 0, 0.6 * .greatestFiniteMagnitude, 0))
    // |base| + 2 |interval| = 1.8 × the largest finite number: base − interval could overflow.
    #expect(!AnimationVector.staysFinite(base: huge, interval: huge))
    #expect(
      !AnimationVector.staysFinite(base: small, interval: AnimationVector(SIMD4(.nan, 0, 0, 0))))
  }
}
