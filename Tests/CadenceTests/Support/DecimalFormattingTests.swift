import Testing

@testable import Cadence

@Suite("DecimalFormatting")
struct DecimalFormattingTests {
  @Test(
    "formats with at most three decimals, trimmed",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (1.0, "1"), (-8.0, "-8"), (0.125, "0.125"), (0.1239, "0.124"),
      (-0.0004, "0"), (-0.0005, "0"), (-0.0006, "-0.001"), (1234.5, "1234.5"), (60.0, "60"),
      (4.166666, "4.167"), (1e-9, "0"),
    ])
  func formats(value: Double, expected: String) {
    #expect(DecimalFormatting.format(value) == expected)
  }

  @Test("non-finite values print as words, never trap")
  func nonFinite() {
    #expect(DecimalFormatting.format(.nan) == "nan")
    #expect(DecimalFormatting.format(.infinity) == "inf")
    #expect(DecimalFormatting.format(-.infinity) == "-inf")
  }

  @Test("precision is configurable")
  func precision() {
    #expect(DecimalFormatting.format(1.23456, fractionDigits: 1) == "1.2")
    #expect(DecimalFormatting.format(1.23456, fractionDigits: 0) == "1")
    #expect(DecimalFormatting.format(0.333333333, fractionDigits: 6) == "0.333333")
  }

  @Test("an integer is written as String(_:) writes it, sign and all")
  func integers() {
    var values = [0, 1, -1, 9, 10, -10, 99, 100, 12_345, -999_999, Int.max, Int.min]
    values += (0..<64).map { 1 << $0 } + (0..<63).map { -(1 << $0) }
    for value in values {
      #expect(DecimalFormatting.string(value) == String(value))
      #expect(DecimalFormatting.digits(of: value) == String(value).utf8.count)
    }
  }
}
