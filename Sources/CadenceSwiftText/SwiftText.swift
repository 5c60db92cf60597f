/// Swift source as bytes, with what the macros need to read it without a parser: trivia
/// (blanks and comments) skipped, string literals (multi-line, raw, interpolated) skipped
/// whole, and brackets matched across both.
public struct SwiftText {
  public let bytes: [UInt8]

  public init(_ text: String) { bytes = Array(text.utf8) }

  public var count: Int { bytes.count }

  public subscript(index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

  /// The text of a range of bytes.
  public func text(_ range: Range<Int>) -> String {
    String(
      decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)], as: UTF8.self)
  }

  /// Whether `word` is spelled at `index`.
  public func has(_ word: String, at index: Int) -> Bool {
    let word = Array(word.utf8)
    guard index >= 0, index + word.count <= bytes.count else { return false }
    return bytes[index..<index + word.count].elementsEqual(word)
  }

  /// The index of the first byte from `index` that is neither blank nor in a comment.
  public func skipTrivia(from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      if Self.isBlank(bytes[index]) {
        index += 1
      } else if let end = commentEnd(at: index) {
        index = end
      } else {
        break
      }
    }
    return index
  }

  /// The index after the comment starting at `index`, if one does (an unclosed block comment
  /// runs to the end).
  public func commentEnd(at index: Int) -> Int? {
    guard self[index] == UInt8(ascii: "/") else { return nil }
    if self[index + 1] == UInt8(ascii: "/") {
      var end = index + 2
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      return end
    }
    guard self[index + 1] == UInt8(ascii: "*") else { return nil }
    var depth = 1
    var end = index + 2
    while end < bytes.count && depth > 0 {
      if has("/*", at: end) {
        depth += 1
        end += 2
      } else if has("*/", at: end) {
        depth -= 1
        end += 2
      } else {
        end += 1
      }
    }
    return end
  }

  /// The index after the string literal starting at `index` (`"…"`, `"""…"""`, `#"…"#`, with
  /// interpolations), if one does; an unclosed literal runs to the end.
  public func stringEnd(at index: Int) -> Int? {
    var hashes = 0
    while self[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
    let quote = index + hashes
    guard self[quote] == UInt8(ascii: "\"") else { return nil }
    let multiline = has("\"\"\"", at: quote)
    var position = quote + (multiline ? 3 : 1)
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\")
        && (0..<hashes).allSatisfy({ self[position + 1 + $0] == UInt8(ascii: "#") })
      {
        let escaped = position + 1 + hashes
        if self[escaped] == UInt8(ascii: "("), let close = closing(at: escaped) {
          position = close + 1
        } else {
          position = escaped + 1
        }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        let closes = multiline ? has("\"\"\"", at: position) : true
        let length = multiline ? 3 : 1
        if closes && (0..<hashes).allSatisfy({ self[position + length + $0] == UInt8(ascii: "#") })
        {
          return position + length + hashes
        }
      }
      if byte == UInt8(ascii: "\n") && !multiline && hashes == 0 { return position }
      position += 1
    }
    return bytes.count
  }

  /// The index after the comment or string literal at `index`, if one starts there.
  public func skippedEnd(at index: Int) -> Int? {
    commentEnd(at: index) ?? stringEnd(at: index)
  }

  /// The index of the bracket closing the `(`, `[` or `{` at `index`; nil when it is not
  /// closed, or closed by the wrong kind.
  public func closing(at index: Int) -> Int? {
    var expected: [UInt8] = []
    var position = index
    while position < bytes.count {
      if let end = skippedEnd(at: position) {
        position = end
        continue
      }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "("): expected.append(UInt8(ascii: ")"))
      case UInt8(ascii: "["): expected.append(UInt8(ascii: "]"))
      case UInt8(ascii: "{"): expected.append(UInt8(ascii: "}"))
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        guard expected.last == byte else { return nil }
        expected.removeLast()
        if expected.isEmpty { return position }
      default: break
      }
      position += 1
    }
    return nil
  }

  /// The identifier at `index` (a plain or back-quoted name), if one starts there, with the
  /// index after it.
  public func identifier(at index: Int) -> (name: String, end: Int)? {
    if self[index] == UInt8(ascii: "`") {
      var end = index + 1
      while end < bytes.count && bytes[end] != UInt8(ascii: "`") && bytes[end] != UInt8(ascii: "\n")
      {
        end += 1
      }
      guard self[end] == UInt8(ascii: "`"), end > index + 1 else { return nil }
      return (text(index + 1..<end), end + 1)
    }
    guard index < bytes.count, Self.isIdentifierHead(bytes[index]) else { return nil }
    var end = index + 1
    while end < bytes.count && Self.isIdentifierBody(bytes[end]) { end += 1 }
    return (text(index..<end), end)
  }

  /// The ranges of the parts of `range` separated by top-level commas, each without its
  /// surrounding trivia.
  public func commaSeparated(_ range: Range<Int>) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var position = range.lowerBound
    while position < range.upperBound {
      if let end = skippedEnd(at: position) {
        position = end
        continue
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        position = (closing(at: position) ?? range.upperBound - 1) + 1
        continue
      }
      if byte == UInt8(ascii: ",") {
        parts.append(trimmed(start..<position))
        start = position + 1
      }
      position += 1
    }
    let last = trimmed(start..<range.upperBound)
    if !last.isEmpty || !parts.isEmpty { parts.append(last) }
    return parts
  }

  /// `range` without the trivia at either end.
  public func trimmed(_ range: Range<Int>) -> Range<Int> {
    let start = min(skipTrivia(from: range.lowerBound), range.upperBound)
    var end = range.upperBound
    while end > start && Self.isBlank(bytes[end - 1]) { end -= 1 }
    return start..<end
  }

  public static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  public static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  public static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}

extension String {
  /// The text as the contents of a Swift string literal.
  public var swiftLiteral: String {
    var literal = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      default:
        if scalar.value < 0x20 {
          literal += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }
}
