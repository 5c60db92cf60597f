/// Swift source as bytes, with what the macros need to read it without a parser: trivia
/// (blanks and comments) skipped, literals (strings — multi-line, raw, interpolated — and
/// regular expressions, bare `/…/` and extended `#/…/#`) skipped whole, and brackets matched
/// across both.
///
/// The text is read once, when it is made, in one pass that keeps its own stack (no
/// recursion, however deep interpolations nest): every comment and literal is found from its
/// first byte and every bracket from its opening one, so each question below is answered by
/// a look-up, and reading any text costs time in proportion to its length.
public struct SwiftText {
  public let bytes: [UInt8]
  /// For each byte that starts a comment, minus the index after it; for each that starts a
  /// literal, the index after it; 0 elsewhere.
  private let skips: [Int]
  /// For each opening bracket, the index after its closing one; 0 when it has none.
  private let matches: [Int]

  public init(_ text: String) {
    bytes = Array(text.utf8)
    var lexer = Lexer(bytes: bytes)
    lexer.run()
    skips = lexer.skips
    matches = lexer.matches
  }

  public var count: Int { bytes.count }

  public subscript(index: Int) -> UInt8 { index >= 0 && index < bytes.count ? bytes[index] : 0 }

  /// The text of a range of bytes.
  public func text(_ range: Range<Int>) -> String {
    let lower = min(max(0, range.lowerBound), bytes.count)
    return String(
      decoding: bytes[lower..<max(lower, min(bytes.count, range.upperBound))], as: UTF8.self)
  }

  /// Whether `word` is spelled at `index`.
  public func has(_ word: String, at index: Int) -> Bool {
    guard index >= 0 else { return false }
    var position = index
    for byte in word.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  /// The index of the first byte from `index` that is neither blank nor in a comment.
  public func skipTrivia(from index: Int) -> Int {
    var index = max(index, 0)
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

  /// The index after the comment starting at `index`, if one does (a line comment ends
  /// before its line break; an unclosed block comment runs to the end).
  public func commentEnd(at index: Int) -> Int? {
    guard index >= 0, index < skips.count, skips[index] < 0 else { return nil }
    return -skips[index]
  }

  /// The index after the literal starting at `index` — a string (`"…"`, `"""…"""`, `#"…"#`,
  /// with interpolations) or a regular expression (`/…/`, `#/…/#`) — if one does; an
  /// unclosed one runs to the end of its line, or of the text when it may span lines.
  public func stringEnd(at index: Int) -> Int? {
    guard index >= 0, index < skips.count, skips[index] > 0 else { return nil }
    return skips[index]
  }

  /// The index after the comment or literal at `index`, if one starts there.
  public func skippedEnd(at index: Int) -> Int? {
    guard index >= 0, index < skips.count, skips[index] != 0 else { return nil }
    return abs(skips[index])
  }

  /// The index of the bracket closing the `(`, `[` or `{` at `index`; nil when it is not
  /// closed, or closed by the wrong kind.
  public func closing(at index: Int) -> Int? {
    guard index >= 0, index < matches.count, matches[index] > 0 else { return nil }
    return matches[index] - 1
  }

  /// The identifier at `index` (a plain or back-quoted name), if one starts there, with the
  /// index after it.
  public func identifier(at index: Int) -> (name: String, end: Int)? {
    guard index >= 0, index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "`") {
      var end = index + 1
      while end < bytes.count && bytes[end] != UInt8(ascii: "`") && bytes[end] != UInt8(ascii: "\n")
      {
        end += 1
      }
      guard self[end] == UInt8(ascii: "`"), end > index + 1 else { return nil }
      return (text(index + 1..<end), end + 1)
    }
    guard Self.isIdentifierHead(bytes[index]) else { return nil }
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
      let byte = self[position]
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
    let last = trimmed(start..<min(range.upperBound, max(start, position)))
    if !last.isEmpty || !parts.isEmpty { parts.append(last) }
    return parts
  }

  /// `range` without the trivia at either end.
  public func trimmed(_ range: Range<Int>) -> Range<Int> {
    let start = min(skipTrivia(from: range.lowerBound), range.upperBound)
    var end = range.upperBound
    while end > start && Self.isBlank(self[end - 1]) { end -= 1 }
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
