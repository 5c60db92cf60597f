import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// A text's ideal size and whether it keeps its ideal height are one question when its node
/// measures it (`LeafView.idealSize(in:stackAxis:)`): the answer must be the two separate
/// answers, for every kind of string and line layout. Cadence's metric: a character is half
/// the point size wide (8.5 points in the body font, 6 in the caption font), a line 1.25 × the
/// point size tall, rounded (21 and 15).
@MainActor
@Suite("Text ideal size")
struct TextIdealSizeTests {
  /// Strings of each shape: one line of ASCII, empty, broken by `\n`, by `\r`, by `\r\n`,
  /// one line outside ASCII, broken outside ASCII, spaces only.
  private let strings = [
    "row 12", "", "a\nbc", "ab\rc", "ab\r\ncd", "café crème", "naïve\nlines", "   ",
  ]

  /// Environments: the default, a caption font, three reserved lines with spacing, a limit of
  /// one line, a minimum scale factor.
  private var environments: [EnvironmentValues] {
    var caption = EnvironmentValues()
    caption.font = .caption
    var reserved = EnvironmentValues()
    reserved.textLineLayout.minimum = 3
    reserved.textLineLayout.spacing = 4
    var limited = EnvironmentValues()
    limited.lineLimit = 1
    var shrinking = EnvironmentValues()
    shrinking.minimumScaleFactor = 0.5
    return [EnvironmentValues(), caption, reserved, limited, shrinking]
  }

  @Test("one reading of a plain text answers as sizeThatFits(.unspecified) and keepsIdealHeight")
  func sameAnswersAsTheTwoQuestions() {
    for environment in environments {
      for string in strings {
        let text = Text(verbatim: string)
        let ideal = text.idealSize(in: environment, stackAxis: .vertical)
        let size = text.sizeThatFits(.unspecified, in: environment, stackAxis: .vertical)
        #expect(ideal.size == size, "\(string.debugDescription)")
        #expect(ideal.keepsIdealHeight == text.keepsIdealHeight, "\(string.debugDescription)")
      }
    }
  }

  @Test("a plain text's ideal size and height keeping, in numbers")
  func numbers() {
    let body = EnvironmentValues()
    let row = Text(verbatim: "row 12").idealSize(in: body, stackAxis: nil)
    #expect(row.size == CGSize(width: 51, height: 21))
    #expect(row.keepsIdealHeight)
    // The widest line is two characters; two lines.
    let broken = Text(verbatim: "a\nbc").idealSize(in: body, stackAxis: nil)
    #expect(broken.size == CGSize(width: 17, height: 42))
    #expect(!broken.keepsIdealHeight)
    // Ten characters outside ASCII's fast path, one line.
    let accented = Text(verbatim: "café crème").idealSize(in: body, stackAxis: nil)
    #expect(accented.size == CGSize(width: 85, height: 21))
    #expect(accented.keepsIdealHeight)
    // Three reserved lines 4 points apart hold one line of caption text: 3 × 15 + 2 × 4.
    var reserved = EnvironmentValues()
    reserved.font = .caption
    reserved.textLineLayout.minimum = 3
    reserved.textLineLayout.spacing = 4
    let held = Text(verbatim: "row 12").idealSize(in: reserved, stackAxis: nil)
    #expect(held.size == CGSize(width: 36, height: 53))
  }

  @Test("a styled text and a titled button answer as their two questions do")
  func styledTextAndButton() {
    let environment = EnvironmentValues()
    let styled = Text("bold\nline").bold()
    let ideal = styled.idealSize(in: environment, stackAxis: nil)
    #expect(ideal.size == styled.sizeThatFits(.unspecified, in: environment, stackAxis: nil))
    #expect(ideal.keepsIdealHeight == styled.keepsIdealHeight)
    let button = _TitledButton(button: Button("Save") {})
    let answer = button.idealSize(in: environment, stackAxis: .horizontal)
    #expect(answer.size == CGSize(width: 34, height: 21))
    #expect(answer.keepsIdealHeight)
  }

  @Test("the shape of a string's lines, read from its bytes")
  func lineShapes() {
    #expect(TextMetrics.lineShape(of: "") == .empty)
    #expect(TextMetrics.lineShape(of: "row 12") == .oneLineASCII)
    #expect(TextMetrics.lineShape(of: "café") == .oneLine)
    #expect(TextMetrics.lineShape(of: "a\nb") == .broken)
    #expect(TextMetrics.lineShape(of: "é\rb") == .broken)
    // A line separator outside ASCII is not a break the metric takes (as `hasLineBreak`).
    #expect(TextMetrics.lineShape(of: "a\u{2028}b") == .oneLine)
  }

  @Test("a string's line shape is read eight bytes at a time, and its tail a byte at a time")
  func lineShapesOfLongStrings() {
    let ascii = String(repeating: "abcdefgh", count: 8)
    #expect(TextMetrics.lineShape(of: ascii) == .oneLineASCII)
    #expect(TextMetrics.lineShape(of: ascii + "xyz") == .oneLineASCII)
    // Each byte of a word and of the tail, a break or a character outside ASCII there: the
    // answer is the same wherever it falls, and `hasLineBreak` and `isOneLineASCII` agree.
    for length in [8, 11, 16, 19] {
      for position in 0..<length {
        for inserted in ["\n", "\r", "é"] {
          var characters = Array(repeating: Character("a"), count: length)
          characters[position] = Character(inserted)
          let string = String(characters)
          let expected: TextMetrics.LineShape =
            inserted == "é" ? .oneLine : .broken
          #expect(TextMetrics.lineShape(of: string) == expected, "\(string.debugDescription)")
          #expect(TextMetrics.hasLineBreak(string) == (expected == .broken))
          #expect(!TextMetrics.isOneLineASCII(string))
        }
      }
    }
    // Bytes next to a break's value (0x09, 0x0B, 0x0C, 0x0E) are not breaks.
    #expect(TextMetrics.lineShape(of: "a\tb\u{0B}c\u{0C}d\u{0E}efgh") == .oneLineASCII)
  }
}
