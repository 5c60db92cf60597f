import Cadence
import Foundation
import Testing

/// `Path(_ string:)` reads the text form `description` writes (SwiftUI's documentation:
/// "Initializes from the result of a previous call to `Path.stringRepresentation`. Fails if
/// the string is invalid"), numbers first, then the command: `m l q c h`, and `re`.
@Suite("Paths from text")
struct PathStringTests {
  @Test("a path's description reads back as the same elements")
  func roundTrip() throws {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
    path.addCurve(
      to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 7, y: 12), control2: CGPoint(x: 3, y: 12))
    path.closeSubpath()
    let read = try #require(Path(path.description))
    #expect(read == path)
    #expect(read.description == path.description)
  }

  @Test("a rectangle command adds the rectangle's four sides")
  func rectangle() throws {
    let read = try #require(Path("1 2 30 40 re"))
    #expect(read.boundingRect == CGRect(x: 1, y: 2, width: 30, height: 40))
    var expected = Path()
    expected.addRect(CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(read == expected)
  }

  @Test(
    "text that is not a path fails: an unknown word, a wrong count of numbers, numbers left over, a number not finite",
    arguments: ["M 0 0 L 10 10", "0 0 0 m", "0 l", "0 0 m 5", "nan 0 m", "0 0 m 1 h", "inf 1 m"])
  func invalidText(_ text: String) {
    #expect(Path(text) == nil)
  }

  @Test("empty text is the empty path")
  func emptyText() throws {
    #expect(try #require(Path("")).isEmpty)
  }
}
