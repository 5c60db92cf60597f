extension SwiftText {
  /// The one pass that reads a text: where each comment and literal ends, and where each
  /// bracket closes. Interpolations nest on an explicit stack, so depth costs memory, never
  /// the call stack; every byte is visited a bounded number of times.
  struct Lexer {
    let bytes: [UInt8]
    var skips: [Int]
    var matches: [Int]

    /// What the lexer is reading: code (the file, or an interpolation's expression), or a
    /// string literal's contents.
    enum Context {
      /// Code; in an interpolation, with the index of its `(`, how many parentheses are
      /// open in it, and where its brackets start on the bracket stack.
      case code(interpolation: Int?, parentheses: Int, bracketBase: Int)
      /// A string literal started at `start`, with `hashes` `#`s, on one line or many.
      case string(start: Int, hashes: Int, multiline: Bool)
    }

    private var contexts: [Context] = [.code(interpolation: nil, parentheses: 0, bracketBase: 0)]
    /// The open brackets, innermost last.
    private var brackets: [Int] = []

    init(bytes: [UInt8]) {
      self.bytes = bytes
      skips = Array(repeating: 0, count: bytes.count)
      matches = Array(repeating: 0, count: bytes.count)
    }

    private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    mutating func run() {
      var position = 0
      while position < bytes.count {
        switch contexts[contexts.count - 1] {
        case .code(let interpolation, let parentheses, let base):
          position = code(at: position, interpolation: interpolation, parentheses, base)
        case .string(let start, let hashes, let multiline):
          position = string(at: position, start: start, hashes: hashes, multiline: multiline)
        }
      }
      // What is still open at the end runs to it: strings end there; brackets and
      // interpolations stay unclosed.
      for context in contexts {
        if case .string(let start, _, _) = context { skips[start] = bytes.count }
      }
    }

    /// Reads code at `position`; the position to read next.
    private mutating func code(
      at position: Int, interpolation: Int?, _ parentheses: Int, _ base: Int
    ) -> Int {
      let current = bytes[position]
      switch current {
      case UInt8(ascii: "/"):
        if byte(position + 1) == UInt8(ascii: "/") {
          var end = position + 2
          while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
          skips[position] = -end
          return end
        }
        if byte(position + 1) == UInt8(ascii: "*") {
          let end = blockCommentEnd(from: position)
          skips[position] = -end
          return end
        }
        if startsBareRegex(at: position), let end = bareRegexEnd(from: position) {
          skips[position] = end
          return end
        }
        return position + 1
      case UInt8(ascii: "#"), UInt8(ascii: "\""):
        var hashes = 0
        while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let quote = position + hashes
        if byte(quote) == UInt8(ascii: "\"") {
          let multiline =
            byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
          contexts.append(.string(start: position, hashes: hashes, multiline: multiline))
          return quote + (multiline ? 3 : 1)
        }
        if hashes > 0 && byte(quote) == UInt8(ascii: "/") {
          let end = extendedRegexEnd(from: quote + 1, hashes: hashes)
          skips[position] = end
          return end
        }
        // A run of `#` that starts no literal (`#if`, `#Preview`) is read whole, once.
        return max(quote, position + 1)
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        brackets.append(position)
        if current == UInt8(ascii: "("), interpolation != nil {
          contexts[contexts.count - 1] = .code(
            interpolation: interpolation, parentheses: parentheses + 1, bracketBase: base)
        }
        return position + 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if current == UInt8(ascii: ")"), let interpolation {
          if parentheses == 0 {
            // The interpolation ends: what it left open stays unclosed.
            brackets.removeSubrange(base...)
            matches[interpolation] = position + 1
            contexts.removeLast()
            return position + 1
          }
          contexts[contexts.count - 1] = .code(
            interpolation: interpolation, parentheses: parentheses - 1, bracketBase: base)
        }
        if brackets.count > base {
          let open = brackets[brackets.count - 1]
          if Self.closer(of: bytes[open]) == current {
            matches[open] = position + 1
            brackets.removeLast()
          } else {
            // Closed by the wrong kind: no bracket open here has a match.
            brackets.removeSubrange(base...)
          }
        }
        return position + 1
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        if interpolation != nil, contexts.count >= 2,
          case .string(let start, _, false) = contexts[contexts.count - 2]
        {
          // A single-line string cannot go on past its line, nor can what it interpolates:
          // both end here, the interpolation unclosed.
          brackets.removeSubrange(base...)
          contexts.removeLast(2)
          skips[start] = position
          return position
        }
        return position + 1
      default:
        if SwiftText.isIdentifierBody(current) {
          var end = position + 1
          while end < bytes.count && SwiftText.isIdentifierBody(bytes[end]) { end += 1 }
          return end
        }
        return position + 1
      }
    }

    /// Reads a string literal's contents at `position`; the position to read next.
    private mutating func string(at position: Int, start: Int, hashes: Int, multiline: Bool)
      -> Int
    {
      let current = bytes[position]
      if current == UInt8(ascii: "\\") && hashesFollow(position + 1, hashes) {
        let escaped = position + 1 + hashes
        if byte(escaped) == UInt8(ascii: "(") {
          contexts.append(
            .code(interpolation: escaped, parentheses: 0, bracketBase: brackets.count))
          return escaped + 1
        }
        return min(escaped + 1, bytes.count)
      }
      if current == UInt8(ascii: "\"") {
        let length = multiline ? 3 : 1
        let closes =
          !multiline
          || (byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\""))
        if closes && hashesFollow(position + length, hashes) {
          let end = position + length + hashes
          skips[start] = end
          contexts.removeLast()
          return end
        }
      }
      if current == UInt8(ascii: "\n") && !multiline {
        // An unclosed single-line literal ends at its line.
        skips[start] = position
        contexts.removeLast()
        return position
      }
      return position + 1
    }

    /// Whether `count` `#`s follow from `index`.
    private func hashesFollow(_ index: Int, _ count: Int) -> Bool {
      var offset = 0
      while offset < count {
        guard byte(index + offset) == UInt8(ascii: "#") else { return false }
        offset += 1
      }
      return true
    }

    /// The index after the block comment at `start` (comments nest); the end of the text
    /// when it is not closed.
    private func blockCommentEnd(from start: Int) -> Int {
      var depth = 1
      var end = start + 2
      while end < bytes.count && depth > 0 {
        if bytes[end] == UInt8(ascii: "/") && byte(end + 1) == UInt8(ascii: "*") {
          depth += 1
          end += 2
        } else if bytes[end] == UInt8(ascii: "*") && byte(end + 1) == UInt8(ascii: "/") {
          depth -= 1
          end += 2
        } else {
          end += 1
        }
      }
      return min(end, bytes.count)
    }

    /// Whether the `/` at `index` is where a bare regular expression may start: as a prefix
    /// operator would, not bound to what is before it (a blank, an opening bracket or a
    /// separator, or an operator), and with no blank after it (SE-0354).
    private func startsBareRegex(at index: Int) -> Bool {
      let next = byte(index + 1)
      guard
        next != UInt8(ascii: " ") && next != UInt8(ascii: "\t") && next != UInt8(ascii: "\n")
          && next != UInt8(ascii: "\r") && next != 0
      else { return false }
      guard index > 0 else { return true }
      let before = bytes[index - 1]
      return SwiftText.isBlank(before) || "([{,;:=!^~&|+-*%<>?".utf8.contains(before)
    }

    /// The index after the bare regular expression at `start` (`/…/`, on one line), if one
    /// is there, as the compiler lexes it: it ends at the first `/` not escaped (in a
    /// character class too), which is not a blank's, nor followed by `*` or `/`, and it has
    /// no unbalanced `)` outside a character class (SE-0354). Ending at the first such `/`
    /// keeps the look-aheads from two starts apart: linear on any line.
    private func bareRegexEnd(from start: Int) -> Int? {
      var position = start + 1
      var classes = 0
      var groups = 0
      while position < bytes.count {
        let current = bytes[position]
        switch current {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
        case UInt8(ascii: "\\"):
          let escaped = byte(position + 1)
          guard escaped != UInt8(ascii: "\n") && escaped != UInt8(ascii: "\r") else { return nil }
          position += 2
          continue
        case UInt8(ascii: "["): classes += 1
        case UInt8(ascii: "]"): if classes > 0 { classes -= 1 }
        case UInt8(ascii: "("): if classes == 0 { groups += 1 }
        case UInt8(ascii: ")"):
          if classes == 0 {
            guard groups > 0 else { return nil }
            groups -= 1
          }
        case UInt8(ascii: "/"):
          let last = bytes[position - 1]
          let next = byte(position + 1)
          guard last != UInt8(ascii: " ") && last != UInt8(ascii: "\t"),
            next != UInt8(ascii: "*") && next != UInt8(ascii: "/")
          else { return nil }
          return position + 1
        default: break
        }
        position += 1
      }
      return nil
    }

    /// The index after the extended regular expression whose contents start at `start`
    /// (after `#…#/`), ending at `/` and `hashes` `#`s. One whose first line is blank spans
    /// lines, and when not closed ends at that first line break (as the compiler recovers);
    /// any other ends at its line when not closed on it.
    private func extendedRegexEnd(from start: Int, hashes: Int) -> Int {
      var firstBreak = start
      while byte(firstBreak) == UInt8(ascii: " ") || byte(firstBreak) == UInt8(ascii: "\t") {
        firstBreak += 1
      }
      let multiline =
        byte(firstBreak) == UInt8(ascii: "\n") || byte(firstBreak) == UInt8(ascii: "\r")
      var position = start
      while position < bytes.count {
        let current = bytes[position]
        if current == UInt8(ascii: "\\") {
          position += 2
          continue
        }
        if current == UInt8(ascii: "/") && hashesFollow(position + 1, hashes) {
          return position + 1 + hashes
        }
        if (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) && !multiline {
          return position
        }
        position += 1
      }
      return multiline ? firstBreak : bytes.count
    }

    private static func closer(of open: UInt8) -> UInt8 {
      switch open {
      case UInt8(ascii: "("): UInt8(ascii: ")")
      case UInt8(ascii: "["): UInt8(ascii: "]")
      default: UInt8(ascii: "}")
      }
    }
  }
}
