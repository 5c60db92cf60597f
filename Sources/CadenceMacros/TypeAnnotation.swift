import CadenceSwiftText

/// Where a property's written type ends: at its `=`, at its accessor block's `{`, or at
/// `limit`; brackets, literals and comments inside it skipped whole (`[String: Int]`,
/// `(Int, Int)`).
func endOfTypeAnnotation(_ text: SwiftText, from start: Int, limit: Int) -> Int {
  var end = start
  while end < limit {
    if let skipped = text.skippedEnd(at: end) {
      end = skipped
      continue
    }
    let byte = text[end]
    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
      end = (text.closing(at: end) ?? limit - 1) + 1
      continue
    }
    if byte == UInt8(ascii: "=") || byte == UInt8(ascii: "{") { break }
    end += 1
  }
  return end
}
