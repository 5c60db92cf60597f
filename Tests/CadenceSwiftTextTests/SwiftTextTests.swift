import CadenceSwiftText
import Testing

@Suite("Swift text")
struct SwiftTextTests {
  @Test("brackets match across strings, raw strings, interpolations and comments")
  func closing() {
    let source = ##"f({ "}" + #"\(")"}"# + "\(g(")"))" /* } */ // )"## + "\n})"
    let text = SwiftText(source)
    #expect(text.closing(at: 1) == source.utf8.count - 1)
    #expect(text.closing(at: 2) == source.utf8.count - 2)
  }

  @Test("a multi-line string runs to its closing quotes")
  func multiline() {
    let source = "\"\"\"\n a \" b \"\" }\n\"\"\" x"
    #expect(SwiftText(source).stringEnd(at: 0) == source.utf8.count - 2)
  }

  @Test("nested block comments are skipped whole")
  func comments() {
    let text = SwiftText("/* a /* b */ c */ x")
    #expect(text.skipTrivia(from: 0) == 18)
  }

  @Test("commas split arguments only at the top level")
  func commas() {
    let source = #"a, f(b, c), [d, e], "f, g", { h, i }"#
    let text = SwiftText(source)
    let parts = text.commaSeparated(0..<text.count).map { text.text($0) }
    #expect(parts == ["a", "f(b, c)", "[d, e]", "\"f, g\"", "{ h, i }"])
  }

  @Test("an unbalanced or mismatched bracket has no match")
  func unbalanced() {
    #expect(SwiftText("(a").closing(at: 0) == nil)
    #expect(SwiftText("(a]").closing(at: 0) == nil)
  }

  @Test("text becomes a string literal with escapes")
  func literal() {
    #expect("a\"b\\c\nd\u{1}".swiftLiteral == #""a\"b\\c\nd\u{1}""#)
  }
}

@Suite("Swift text: regular expressions, depth and length")
struct SwiftTextLexingTests {
  /// The bytes of `source` before the first `marker`.
  private func index(of marker: String, in source: String) -> Int {
    let bytes = Array(source.utf8)
    let word = Array(marker.utf8)
    return (0...(bytes.count - word.count)).first {
      bytes[$0..<$0 + word.count].elementsEqual(word)
    }!
  }

  @Test(
    "a regular expression literal is skipped whole: its brackets are not the code's (SE-0354)",
    arguments: [
      "let r = /[}]+/", "let r = #/[}]+/#", "f(/}/)", "let r = ##/a/#}/##",
      "if x.contains(/(a|b)}/) {}", "let r = #/\n  [}]\n/#",
    ])
  func regexSkipped(literal: String) {
    let source = "#Preview { " + literal + " ; Text(\"a\") }"
    let text = SwiftText(source)
    #expect(text.closing(at: 9) == source.utf8.count - 1)
  }

  @Test(
    "a slash that is an operator starts no regular expression",
    arguments: [
      "a / b / c", "a/b/c", "x(1) / 2 / y", "let x = array.reduce(1, /) / 5", "foo(/a, /b)",
      "bar(/x) / 2", "(/x).foo(/y)", "let f = (/^x)/",
    ])
  func divisionIsNotRegex(code: String) {
    let source = "{ " + code + " }"
    let text = SwiftText(source)
    #expect(text.closing(at: 0) == source.utf8.count - 1)
    for index in 0..<text.count where text[index] == UInt8(ascii: "/") {
      #expect(text.stringEnd(at: index) == nil, "\(code) at \(index)")
    }
  }

  @Test("the extent of regular expressions, bare and extended, on one line and many")
  func regexExtent() {
    // The compiler ends a bare literal at its first unescaped `/`, in a class too.
    let bare = #"let r = /a\/b[/]/; x"#
    #expect(SwiftText(bare).stringEnd(at: 8) == index(of: "[/", in: bare) + 2)
    #expect(SwiftText("let r = /a//").stringEnd(at: 8) == nil)
    let extended = "let r = #/\n  a / b\n  /#; x"
    #expect(SwiftText(extended).stringEnd(at: 8) == index(of: "; x", in: extended))
    let unclosed = "let r = #/abc\n}"
    #expect(SwiftText(unclosed).stringEnd(at: 8) == index(of: "\n}", in: unclosed))
    let unclosedLines = "let r = #/  \n a\n}"
    #expect(SwiftText(unclosedLines).stringEnd(at: 8) == index(of: "\n a", in: unclosedLines))
    #expect(SwiftText("let r = / a/").stringEnd(at: 8) == nil)
    #expect(SwiftText("let r = /a /").stringEnd(at: 8) == nil)
  }

  @Test("a single-line string ends at its line, even inside an unclosed interpolation")
  func unclosedInterpolation() {
    let source = "let s = \"a \\(b(\nlet t = { }"
    let text = SwiftText(source)
    #expect(text.stringEnd(at: 8) == index(of: "\nlet t", in: source))
    let brace = index(of: "{ }", in: source)
    #expect(text.closing(at: brace) == brace + 2)
  }

  @Test("interpolations nested 100,000 deep are read without recursion")
  func deepInterpolations() {
    let depth = 100_000
    let source =
      "{ " + String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
      + " }"
    let text = SwiftText(source)
    #expect(text.stringEnd(at: 2) == source.utf8.count - 2)
    #expect(text.closing(at: 0) == source.utf8.count - 1)
    #expect(text.closing(at: 4) == source.utf8.count - 4)
  }

  @Test(
    "long lines and long runs of # are read in one pass, not once from each byte")
  func longLines() {
    let count = 1 << 20
    let hashes = SwiftText("{ " + String(repeating: "#", count: count) + " }")
    #expect(hashes.closing(at: 0) == count + 3)
    let openings = SwiftText("{ " + String(repeating: "(/a", count: count / 3) + " }")
    #expect(openings.closing(at: 0) == nil)
    let escapes = SwiftText("{ \"" + String(repeating: "\\(", count: count / 2))
    #expect(escapes.stringEnd(at: 2) == escapes.count)
    let comments = SwiftText(String(repeating: "/*", count: count / 2))
    #expect(comments.skipTrivia(from: 0) == comments.count)
  }
}
