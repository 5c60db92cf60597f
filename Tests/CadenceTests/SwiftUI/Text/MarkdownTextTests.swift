import Cadence
import CadenceTesting
import Foundation
import Testing

/// A `Text` of a string literal applies its Markdown (SwiftUI's documentation of
/// `Text.init(_:tableName:bundle:comment:)`: "…you can use Markdown in the string literal";
/// `Text(verbatim:)` and a `String` variable do not), and `Text(AttributedString)` its
/// attributes.
@MainActor
@Suite("Markdown in texts")
struct MarkdownTextTests {
  @Test("a literal's Markdown styles its runs; verbatim text and a variable stay as written")
  func literalMarkdown() {
    let variable = "**raw**"
    let host = ViewHost(
      VStack {
        Text("**Hello** *you* at [home](https://example.com)")
        Text(verbatim: "**raw**")
        Text(variable)
      })
    let texts = host.snapshot().allNodes.filter { $0.kind == "Text" }
    #expect(texts.map(\.label) == ["Hello you at home", "**raw**", "**raw**"])
    #expect(
      texts[0].style("runs")
        == #""Hello" (bold) + " " + "you" (italic) + " at " + "home" (link https://example.com)"#)
  }

  @Test("Text of an attributed string from Markdown renders as the literal does")
  func attributedString() throws {
    let markdown = "**Hello** `code` ~~old~~"
    let literal = ViewHost(Text("**Hello** `code` ~~old~~"))
    let attributed = ViewHost(Text(try AttributedString(markdown: markdown)))
    #expect(literal.render() == attributed.render())
    #expect(literal.snapshot().first("Text")?.label == "Hello code old")
  }

  @Test("a formatter formats an interpolated value and a Text of a value")
  func formatters() {
    let formatter = NumberFormatter()
    formatter.numberStyle = .percent
    let host = ViewHost(
      VStack {
        Text("done \(NSNumber(value: 0.25), formatter: formatter)")
        Text(NSNumber(value: 0.5), formatter: formatter)
      })
    let labels = host.snapshot().allNodes.filter { $0.kind == "Text" }.map(\.label)
    #expect(labels == ["done 25%", "50%"])
  }
}
