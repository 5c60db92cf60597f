import Cadence
import Foundation
import Testing

/// The Foundation API that SwiftUI code calls and Linux's Foundation lacks (Apple's
/// documentation of `String(localized:)`, `String.LocalizationValue` (a key is the literal
/// with `%@` for each value), `LocalizedStringResource` and `AttributedString(markdown:)`,
/// whose inline syntax is CommonMark's: a delimiter opens before a non-space and closes
/// after one, an underscore inside a word is a letter).
@Suite("Foundation on Linux")
struct FoundationShimTests {
  @Test("String(localized:) reads as written with no table, its values formatted in place")
  func localizedStrings() {
    let count = 3
    let formatter = NumberFormatter()
    formatter.minimumFractionDigits = 2
    #expect(String(localized: "\(count) items") == "3 items")
    #expect(String(localized: "100% of \(count)") == "100% of 3")
    #expect(String(localized: "cost \(NSNumber(value: 1.5), formatter: formatter)") == "cost 1.50")
    #expect(String(localized: "pi \(3.14159, specifier: "%.2f")") == "pi 3.14")
    #expect(String(localized: "greeting", defaultValue: "Hello, \("Ada")") == "Hello, Ada")
    let resource: LocalizedStringResource = "Welcome \("back")"
    #expect(String(localized: resource) == "Welcome back")
    #expect(resource.key == "Welcome %@")
  }

  @Test("Markdown's inline syntax becomes presentation intents and links")
  func attributedMarkdown() throws {
    let string = try AttributedString(
      markdown: "**Bold**, *it*, `co*de*`, ~~gone~~ and [docs](guide.html)",
      baseURL: URL(string: "https://example.com/")!)
    #expect(String(string.characters) == "Bold, it, co*de*, gone and docs")
    let runs = string.runs.map { run in
      (
        String(string.characters[run.range]), run.inlinePresentationIntent?.rawValue ?? 0,
        run.link?.absoluteString ?? ""
      )
    }
    #expect(runs.map(\.0) == ["Bold", ", ", "it", ", ", "co*de*", ", ", "gone", " and ", "docs"])
    #expect(runs.map(\.1) == [2, 0, 1, 0, 4, 0, 32, 0, 0])
    #expect(runs.last?.2 == "https://example.com/guide.html")
  }

  @Test("what is not markup stays as written")
  func notMarkup() throws {
    for source in [
      "2 * 3 * 4", "snake_case_name", "a ** b", "**unclosed", "[no link]", "[bad](has space)",
      "`", "~single~",
    ] {
      #expect(String(try AttributedString(markdown: source).characters) == source)
    }
    #expect(String(try AttributedString(markdown: #"\*literal\*"#).characters) == "*literal*")
    let both = try AttributedString(markdown: "***both***")
    #expect(both.runs.first?.inlinePresentationIntent == [.emphasized, .stronglyEmphasized])
  }
}
