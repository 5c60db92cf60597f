import Testing

@testable import Cadence

@Suite("VirtualTime")
struct VirtualTimeTests {
  @Test("seconds round to the nearest nanosecond")
  func rounding() {
    #expect(VirtualTime(seconds: 0.1).nanoseconds == 100_000_000)
    #expect(VirtualTime(seconds: 1.0 / 3).nanoseconds == 333_333_333)
    #expect(VirtualTime(seconds: 2.0 / 3).nanoseconds == 666_666_667)
  }

  @Test("NaN is zero and huge values saturate")
  func edgeCases() {
    #expect(VirtualTime(seconds: .nan) == .zero)
    #expect(VirtualTime(seconds: .infinity).nanoseconds == .max)
    #expect(VirtualTime(seconds: -.infinity).nanoseconds == .min)
    #expect((VirtualTime(nanoseconds: .max) + VirtualTime(nanoseconds: 1)).nanoseconds == .max)
  }

  @Test("prints as seconds")
  func description() {
    #expect(VirtualTime(seconds: 0.25).description == "0.25s")
    #expect(VirtualTime.zero.description == "0s")
  }
}
