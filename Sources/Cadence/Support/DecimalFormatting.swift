/// Fixed-precision decimal text for numbers in renderings and logs.
///
/// Output is byte-for-byte reproducible: it never depends on the locale or on
/// `String(format:)`, prints `-0` as `0`, and trims trailing fractional zeros.
package enum DecimalFormatting {
  /// Formats `value` rounded to `fractionDigits` decimals, trimming trailing zeros.
  ///
  /// Non-finite values print as `nan`, `inf` and `-inf`; they never reach snapshots, but a
  /// formatter must not trap on them.
  package static func format(_ value: Double, fractionDigits: Int = 3) -> String {
    guard value.isFinite else {
      return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
    }
    let digits = max(0, min(fractionDigits, 9))
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
    guard scaled < 9e17 else {
      // Too large for an integer representation: fall back to Swift's shortest description.
      return value.description
    }
    let units = UInt64(scaled)
    let divisor = UInt64(scale)
    let whole = units / divisor
    var fraction = units % divisor
    var fractionText = ""
    if digits > 0 && fraction > 0 {
      var width = digits
      while fraction % 10 == 0 {
        fraction /= 10
        width -= 1
      }
      let raw = String(fraction)
      fractionText = "." + String(repeating: "0", count: width - raw.count) + raw
    }
    let negative = value < 0 && units > 0
    return (negative ? "-" : "") + String(whole) + fractionText
  }

  /// The number of characters of `value` in decimal, its sign included.
  static func digits(of value: Int) -> Int {
    var digits = value < 0 ? 2 : 1
    var rest = value.magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }

  /// Writes `value` in decimal (`digits` characters, from `digits(of:)`) into `buffer` at
  /// `end`, and moves `end` past it.
  static func write(
    _ value: Int, digits: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at end: inout Int
  ) {
    var rest = value.magnitude
    var position = end + digits
    end = position
    repeat {
      position -= 1
      buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
    } while rest > 0
    if value < 0 { buffer[position - 1] = UInt8(ascii: "-") }
  }

  /// `value` in decimal, as `String(value)` writes it, without the standard library's generic
  /// printing (about 580 instructions an integer: a `ForEach`'s id at each row it mounts).
  static func string(_ value: Int) -> String {
    let digits = digits(of: value)
    return String(unsafeUninitializedCapacity: digits) { buffer in
      var end = 0
      write(value, digits: digits, into: buffer, at: &end)
      return end
    }
  }
}
