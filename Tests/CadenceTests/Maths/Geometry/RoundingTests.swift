import Foundation
import Testing

@testable import Cadence

@Suite("Rounding without the C library")
struct RoundingTests {
  @Test("rounds as rounded() does: halfway cases away from zero, big and odd numbers kept")
  func matchesRounded() {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, 4_503_599_627_370_495.5,
      4_503_599_627_370_496, 1e300, -1e300, .infinity, -.infinity, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, 1_048_575.5, 1_048_576.5,
    ]
    // Every grid step of a curve value (value × 2²⁰) near the ends and halfway, and a sweep.
    for start in [-3.0, 524_284, 1_048_572] {
      for step in stride(from: start, through: start + 8, by: 0.25) { values.append(step) }
    }
    for index in 0..<10_000 { values.append(Double(index) * 104.857_6 + 0.123) }
    for value in values {
      #expect(value.roundedHalfAwayFromZero.bitPattern == value.rounded().bitPattern, "\(value)")
      let float = CGFloat(value)
      #expect(float.roundedHalfAwayFromZero == float.rounded(), "\(value)")
    }
    #expect(Double.nan.roundedHalfAwayFromZero.isNaN)
  }
}
