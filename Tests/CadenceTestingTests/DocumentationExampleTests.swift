import Foundation
import Testing

/// The first test Documentation/Testing.md shows is this target's `FirstTestExample.swift`,
/// which the suite compiles and runs: the page's example cannot drift into one that does not
/// compile or pass.
@Suite("Documentation example")
struct DocumentationExampleTests {
  @Test("Testing.md's first test is FirstTestExample.swift, line for line")
  func firstTestIsTheFile() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = folder.deletingLastPathComponent().deletingLastPathComponent()
    let page = try String(
      contentsOf: root.appendingPathComponent("Documentation/Testing.md"), encoding: .utf8)
    let example = try String(
      contentsOf: folder.appendingPathComponent("FirstTestExample.swift"), encoding: .utf8)
    let step = try #require(page.range(of: "**2. Write the test.**"))
    let open = try #require(page.range(of: "```swift\n", range: step.upperBound..<page.endIndex))
    let close = try #require(page.range(of: "```\n", range: open.upperBound..<page.endIndex))
    let shown = String(page[open.upperBound..<close.lowerBound])
    let code = example.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.hasPrefix("//") }.joined(separator: "\n")
    #expect(shown == code)
  }
}
