import Cadence
import Foundation
import Testing

/// `VectorArithmetic` as SwiftUI defines it: a vector space (addition, scaling by a real,
/// `magnitudeSquared` the dot product with itself); `AnimatablePair` is the product space and
/// `EmptyAnimatableData` the zero-dimensional one.
@Suite("Vector arithmetic")
struct VectorArithmeticTests {
  @Test("numbers scale, interpolate and measure as reals")
  func numbers() {
    #expect(3.0.scaled(by: 2) == 6)
    #expect(2.0.interpolated(towards: 6, amount: 0.25) == 3)
    #expect(3.0.magnitudeSquared == 9)
    var value = CGFloat(4)
    value.scale(by: 0.5)
    #expect(value == 2)
  }

  @Test("a pair is the product space: componentwise sums, scales and a summed magnitude")
  func pairs() {
    let a = AnimatablePair(1.0, AnimatablePair(2.0, 3.0))
    let b = AnimatablePair(4.0, AnimatablePair(5.0, 6.0))
    let sum = a + b
    #expect(sum.first == 5 && sum.second.first == 7 && sum.second.second == 9)
    #expect((b - a).second.second == 3)
    #expect(a.scaled(by: 2).second.first == 4)
    #expect(a.magnitudeSquared == 1 + 4 + 9)
    let halfway = a.interpolated(towards: b, amount: 0.5)
    #expect(halfway.first == 2.5 && halfway.second.second == 4.5)
  }

  @Test("empty data has no dimension: every operation leaves it as it is")
  func empty() {
    var data = EmptyAnimatableData()
    data.scale(by: 10)
    #expect(data == .zero)
    #expect(data.magnitudeSquared == 0)
    #expect(data + data == .zero)
  }

  @Test("a size and a rect animate as their numbers")
  @MainActor
  func geometry() {
    var size = CGSize(width: 10, height: 20)
    size.animatableData = size.animatableData.scaled(by: 0.5)
    #expect(size == CGSize(width: 5, height: 10))
    var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let target = CGRect(x: 10, y: 20, width: 30, height: 40)
    rect.animatableData = rect.animatableData.interpolated(
      towards: target.animatableData, amount: 0.5)
    #expect(rect == CGRect(x: 5, y: 10, width: 20, height: 25))
  }
}
