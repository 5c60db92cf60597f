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
