import Foundation
import Testing

@testable import Cadence

/// `_AnyAnimatableData`, the data of `AnyShape` and `AnyLayout`: the wrapped value's vector
/// arithmetic, with zero the identity of every type.
@Suite("Erased animatable data arithmetic")
struct AnyAnimatableDataTests {
  @Test("erased data adds, subtracts and scales its wrapped value; zero is the identity")
  func arithmetic() {
    let a = _AnyAnimatableData(3.0)
    let b = _AnyAnimatableData(1.0)
    #expect((a - b).unwrapped(as: Double.self) == 2)
    #expect((a + .zero).unwrapped(as: Double.self) == 3)
    #expect((_AnyAnimatableData.zero - b).unwrapped(as: Double.self) == -1)
    #expect(a.scaled(by: 0.5).unwrapped(as: Double.self) == 1.5)
    #expect(a.magnitudeSquared == 9)
    #expect(_AnyAnimatableData.zero.unwrapped(as: Double.self) == 0)
    #expect(_AnyAnimatableData.zero == _AnyAnimatableData(0.0))
    // A value of another type does not mix: the left one is kept.
    #expect((a + _AnyAnimatableData(CGFloat(5))).unwrapped(as: Double.self) == 3)
    #expect(a.unwrapped(as: CGFloat.self) == nil)
  }
}
