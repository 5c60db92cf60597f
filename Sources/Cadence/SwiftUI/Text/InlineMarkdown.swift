import Foundation

/// Markdown's inline syntax, as SwiftUI reads it in a `Text`'s string literal and
/// `AttributedString(markdown:)` reads it: `**strong**` (or `__`), `*emphasis*` (or `_`),
/// `***both***`, `` `code` ``, `~~strikethrough~~`, `[links](url)` and backslash escapes.
/// A delimiter opens only before a character that is not a space and closes only after one
/// (an underscore not inside a word), so `2 * 3 * 4` and `snake_case_name` stay as written;
/// one without its match stays too. Pure: it knows nothing of views.
enum InlineMarkdown {
  /// A piece of text with one style.
  struct Span: Equatable {
    var text: String
    var strong = false
    var emphasis = false
    var code = false
    var strikethrough = false
    var link: URL?

    func sameStyle(as other: Span) -> Bool {
      strong == other.strong && emphasis == other.emphasis && code == other.code
        && strikethrough == other.strikethrough && link == other.link
    }
  }

  /// Whether `source` has a character that may start markup (`*`, `_`, `` ` ``, `~`, `[`,
  /// `\`): a loop over its contiguous bytes (every text of a literal is scanned: this is on
  /// the path of every row of a list).
  static func mightContainMarkup(_ source: String) -> Bool {
    var source = source
    return source.withUTF8 { bytes in
      for byte in bytes where byte == 0x2A || byte &- 0x5B < 6 || byte == 0x7E { return true }
      return false
    }
  }

  /// The spans of `source`, adjacent ones of one style merged.
  static func parse(_ source: String) -> [Span] {
    let characters = Array(source)
    var spans: [Span] = []
    parse(characters, 0..<characters.count, style: Span(text: ""), into: &spans)
    return spans
  }

  private static func append(_ text: String, _ style: Span, to spans: inout [Span]) {
    guard !text.isEmpty else { return }
    if let last = spans.last, last.sameStyle(as: style) {
      spans[spans.count - 1].text += text
    } else {
      var span = style
      span.text = text
      spans.append(span)
    }
  }

  private static func parse(
    _ chars: [Character], _ range: Range<Int>, style: Span, into spans: inout [Span]
  ) {
    var literal = ""
    var index = range.lowerBound
    func flush() {
      append(literal, style, to: &spans)
      literal = ""
    }
    while index < range.upperBound {
      let char = chars[index]
      if char == "\\", index + 1 < range.upperBound, chars[index + 1].isPunctuationOrSymbolASCII {
        literal.append(chars[index + 1])
        index += 2
        continue
      }
      if char == "`", let end = codeSpanEnd(chars, from: index, limit: range.upperBound) {
        flush()
        let run = backtickRun(chars, at: index, limit: range.upperBound)
        var code = String(chars[(index + run)..<(end - run)])
        if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " })
        {
          code = String(code.dropFirst().dropLast())
        }
        var codeStyle = style
        codeStyle.code = true
        append(code, codeStyle, to: &spans)
        index = end
        continue
      }
      if char == "[", let link = link(chars, at: index, limit: range.upperBound) {
        flush()
        var linkStyle = style
        linkStyle.link = link.url
        parse(chars, link.text, style: linkStyle, into: &spans)
        index = link.end
        continue
      }
      if char == "*" || char == "_" || char == "~",
        let close = closingDelimiter(chars, at: index, limit: range.upperBound)
      {
        flush()
        let run = close.length
        var inner = style
        if char == "~" {
          inner.strikethrough = true
        } else {
          if run != 2 { inner.emphasis = true }
          if run >= 2 { inner.strong = true }
        }
        parse(chars, (index + run)..<close.start, style: inner, into: &spans)
        index = close.start + run
        continue
      }
      literal.append(char)
      index += 1
    }
    flush()
  }

  private static func backtickRun(_ chars: [Character], at index: Int, limit: Int) -> Int {
    var count = 0
    while index + count < limit, chars[index + count] == "`" { count += 1 }
    return count
  }

  /// The index after the closing backticks of the code span opening at `index`, if any.
  private static func codeSpanEnd(_ chars: [Character], from index: Int, limit: Int) -> Int? {
    let run = backtickRun(chars, at: index, limit: limit)
    var position = index + run
    while position < limit {
      if chars[position] == "`" {
        let closing = backtickRun(chars, at: position, limit: limit)
        if closing == run { return position + run }
        position += closing
      } else {
        position += 1
      }
    }
    return nil
  }

  /// `[text](url)` at `index`: the text's range, the URL, the index after it.
  private static func link(_ chars: [Character], at index: Int, limit: Int)
    -> (text: Range<Int>, url: URL, end: Int)?
  {
    var depth = 0
    var position = index
    var close: Int?
    while position < limit {
      switch chars[position] {
      case "\\": position += 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { close = position }
      default: break
      }
      if close != nil { break }
      position += 1
    }
    guard let close, close + 1 < limit, chars[close + 1] == "(" else { return nil }
    guard let end = chars[(close + 2)..<limit].firstIndex(of: ")") else { return nil }
    let target = String(chars[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
    guard !target.isEmpty, !target.contains(" "), let url = URL(string: target) else { return nil }
    return ((index + 1)..<close, url, end + 1)
  }

  /// The closing run for the delimiter run at `index` (`*`, `_`, or `~~`), if it opens one.
  private static func closingDelimiter(_ chars: [Character], at index: Int, limit: Int)
    -> (start: Int, length: Int)?
  {
    let mark = chars[index]
    var run = 0
    while index + run < limit, chars[index + run] == mark { run += 1 }
    if mark == "~" { guard run == 2 else { return nil } }
    guard run <= 3 else { return nil }
    // Opens before a non-space; an underscore not after a letter or digit.
    guard index + run < limit, !chars[index + run].isWhitespace else { return nil }
    if mark == "_", index > 0, chars[index - 1].isLetter || chars[index - 1].isNumber {
      return nil
    }
    var position = index + run
    while position < limit {
      let char = chars[position]
      if char == "\\" {
        position += 2
        continue
      }
      if char == "`", let end = codeSpanEnd(chars, from: position, limit: limit) {
        position = end
        continue
      }
      guard char == mark else {
        position += 1
        continue
      }
      var closing = 0
      while position + closing < limit, chars[position + closing] == mark { closing += 1 }
      let after = position + closing
      let closes =
        closing == run && !chars[position - 1].isWhitespace && position > index + run
        && !(mark == "_" && after < limit && (chars[after].isLetter || chars[after].isNumber))
      if closes { return (position, run) }
      position += closing
    }
    return nil
  }
}

extension Character {
  /// Whether this is an ASCII punctuation or symbol character (what a backslash escapes).
  fileprivate var isPunctuationOrSymbolASCII: Bool {
    isASCII && (isPunctuation || isSymbol)
  }
}
