import Cadence
import CadenceTesting
import Foundation
import Testing

/// How the lines of a text are laid out: `lineSpacing(_:)` is "the distance in points between
/// the bottom of one line fragment and the top of the next" (Apple's documentation of
/// `View.lineSpacing(_:)`), so a text of n lines is (n − 1) spacings taller;
/// `lineLimit(_:reservesSpace:)` "reserves space so that it always occupies the height required
/// to display the specified number of lines" (Apple's documentation). Heights with Cadence's
/// metric: a body line is 21 points, a caption line 15, a character 8.5 points wide.
@MainActor
@Suite("Text lines")
struct TextLinesTests {
  @Test("line spacing goes between the lines of a text, not above or below one line")
  func lineSpacing() {
    let three = ViewHost(Text("one\ntwo\nthree").lineSpacing(6).fixedSize())
    #expect(
      frame("one\ntwo\nthree", in: three)?.size == CGSize(width: 42.5, height: 3 * 21 + 2 * 6))
    let one = ViewHost(Text("single").lineSpacing(6).fixedSize())
    #expect(frame("single", in: one)?.size == CGSize(width: 51, height: 21))
    // Wrapped lines are spaced as broken ones: 45 points hold "aa bb", then "cc".
    let wrapped = ViewHost(Text("aa bb cc").lineSpacing(4).frame(width: 45))
    #expect(frame("aa bb cc", in: wrapped)?.size == CGSize(width: 42.5, height: 2 * 21 + 4))
    // The setting reaches every text below, and is still recorded where it is set.
    let stack = ViewHost(VStack(spacing: 0) { Text("a\nb") }.lineSpacing(10).fixedSize())
    #expect(frame("a\nb", in: stack)?.height == 52)
    #expect(stack.snapshot().allNodes.contains { $0.style("lineSpacing") == "10" })
  }

  @Test("a text of runs in different fonts spaces its lines by the same spacing")
  func lineSpacingOfRuns() {
    let text = Text("big\n") + Text("small").font(.caption)
    let host = ViewHost(text.lineSpacing(4).fixedSize())
    #expect(frame("big\nsmall", in: host)?.height == 40)  // 21 + 4 + 15
  }

  @Test("a proposed height holds the lines that fit with their spacing")
  func lineSpacingInAProposedHeight() {
    // Two lines take 21 + 10 + 21 = 52 ≤ 60; three would take 83.
    let host = ViewHost(Text("a\nb\nc").lineSpacing(10).frame(height: 60))
    #expect(frame("a\nb\nc", in: host)?.height == 52)
  }

  @Test("a negative or non-finite line spacing adds nothing")
  func badLineSpacing() {
    for spacing in [-8, CGFloat.nan, .infinity] {
      let host = ViewHost(Text("a\nb").lineSpacing(spacing).fixedSize())
      #expect(frame("a\nb", in: host)?.height == 42)
    }
  }

  @Test("lineLimit(_:reservesSpace:) keeps the room of its lines, and still limits them")
  func reservesSpace() {
    let short = ViewHost(Text("one").lineLimit(3, reservesSpace: true).fixedSize())
    #expect(frame("one", in: short)?.size == CGSize(width: 25.5, height: 63))
    let spaced = ViewHost(
      Text("one").lineLimit(3, reservesSpace: true).lineSpacing(5).fixedSize())
    #expect(frame("one", in: spaced)?.height == 73)  // 3 × 21 + 2 × 5
    let long = ViewHost(Text("1\n2\n3\n4\n5").lineLimit(3, reservesSpace: true).fixedSize())
    #expect(frame("1\n2\n3\n4\n5", in: long)?.height == 63)
    let free = ViewHost(Text("one").lineLimit(3, reservesSpace: false).fixedSize())
    #expect(frame("one", in: free)?.height == 21)
    #expect(short.snapshot().allNodes.contains { $0.style("lineLimit.reservesSpace") == "true" })
  }

  @Test("the secondary text scale measures and records the font at 80 % of its size")
  func secondaryScale() {
    // 17 × 0.8 = 13.6 points: 6.8 a character, a line of (13.6 × 1.25).rounded() = 17.
    let text = ViewHost(Text("Hello").textScale(.secondary).fixedSize())
    #expect(frame("Hello", in: text)?.size == CGSize(width: 34, height: 17))
    #expect(text.snapshot().first("Hello")?["font.size"] == 13.6)
    #expect(text.snapshot().first("Hello")?.style("textScale") == "secondary")
    let view = ViewHost(VStack { Text("Hello") }.textScale(.secondary).fixedSize())
    #expect(frame("Hello", in: view)?.size == CGSize(width: 34, height: 17))
    let disabled = ViewHost(
      VStack { Text("Hello") }.textScale(.secondary, isEnabled: false).fixedSize())
    #expect(frame("Hello", in: disabled)?.size == CGSize(width: 42.5, height: 21))
    // The inner setting wins; a disabled one leaves the outer in place.
    let inner = ViewHost(
      VStack { Text("Hello").textScale(.default) }.textScale(.secondary).fixedSize())
    #expect(frame("Hello", in: inner)?.width == 42.5)
    let kept = ViewHost(
      VStack { Text("Hello").textScale(.default, isEnabled: false) }.textScale(.secondary)
        .fixedSize())
    #expect(frame("Hello", in: kept)?.width == 34)
  }

  @Test("a run in the secondary scale is smaller than the runs beside it")
  func secondaryRun() {
    let text = Text("12") + Text("grams").textScale(.secondary)
    let host = ViewHost(text.fixedSize())
    // "12" at 8.5 a character, "grams" at 6.8; the line is as tall as the body run.
    #expect(frame("12grams", in: host)?.size == CGSize(width: 17 + 34, height: 21))
    #expect(
      host.snapshot().first("12grams")?.style("runs")?.contains("textScale secondary") == true)
  }
}

/// `lineLimit` with a range: "When the text of such views occupies less space than the
/// provided limit, that view expands to occupy the minimum number of lines"; past the upper
/// bound "a Text view truncates its content while a TextField becomes scrollable" (Apple's
/// documentation of `View.lineLimit(_:)` with `PartialRangeFrom`, `ClosedRange` and
/// `PartialRangeThrough`).
@MainActor
@Suite("Text line ranges")
struct TextLineRangeTests {
  @Test("a range of lines keeps the room of its lower bound and cuts at its upper")
  func ranges() {
    let short = ViewHost(Text("one").lineLimit(2...4).fixedSize())
    #expect(frame("one", in: short)?.height == 42)
    let long = ViewHost(Text("1\n2\n3\n4\n5\n6").lineLimit(2...4).fixedSize())
    #expect(frame("1\n2\n3\n4\n5\n6", in: long)?.height == 84)
    let from = ViewHost(Text("1\n2\n3\n4\n5\n6").lineLimit(3...).fixedSize())
    #expect(frame("1\n2\n3\n4\n5\n6", in: from)?.height == 126)
    let fromShort = ViewHost(Text("one").lineLimit(3...).fixedSize())
    #expect(frame("one", in: fromShort)?.height == 63)
    let through = ViewHost(Text("1\n2\n3").lineLimit(...2).fixedSize())
    #expect(frame("1\n2\n3", in: through)?.height == 42)
    #expect(short.snapshot().allNodes.contains { $0.style("lineLimit") == "2...4" })
  }

  @Test("a vertical text field grows with its lines within its range of lines")
  func verticalField() {
    func height(_ text: String, _ view: (TextField<Text>) -> some View) -> CGFloat? {
      let host = ViewHost(view(TextField("Notes", text: .constant(text), axis: .vertical)))
      return host.snapshot().first("Notes")?.frame.height
    }
    let one = height("a") { $0 }
    let three = height("a\nb\nc") { $0 }
    #expect(one != nil && three == one.map { $0 + 42 })
    // At least three lines, at most four: one line of text takes three lines' room, six
    // lines scroll in four.
    #expect(height("a") { $0.lineLimit(3...4) } == three)
    #expect(height("1\n2\n3\n4\n5\n6") { $0.lineLimit(3...4) } == one.map { $0 + 63 })
  }
}

/// `minimumScaleFactor(_:)`: "the minimum permissible proportion to shrink the font size to
/// fit the text into the available space" (Apple's documentation). With Cadence's metric a
/// character is half the point size wide, a line 1.25 × the point size (rounded) tall.
@MainActor
@Suite("Text shrinking to fit")
struct TextShrinkingTests {
  @Test("a line too long for its width shrinks its font as far as needed to fit")
  func shrinks() {
    // 10 characters at 8.5 = 85 points; 51 points fit them at 0.6 of 17 points: a line of
    // (10.2 × 1.25).rounded() = 13.
    let host = ViewHost(
      Text("abcdefghij").lineLimit(1).minimumScaleFactor(0.5).frame(width: 51))
    #expect(frame("abcdefghij", in: host)?.size == CGSize(width: 51, height: 13))
  }

  @Test("a factor too large to fit stops at the factor, truncated; a text that fits keeps its size")
  func limits() {
    // At 0.8 (13.6 points, 6.8 a character, 17-point lines) the line is 68 wide: the 7
    // characters that fit in 51 show, 47.6 points (48 on the half-point grid, both edges
    // rounded).
    let floor = ViewHost(
      Text("abcdefghij").lineLimit(1).minimumScaleFactor(0.8).frame(width: 51))
    #expect(frame("abcdefghij", in: floor)?.size == CGSize(width: 48, height: 17))
    let fits = ViewHost(Text("abc").lineLimit(1).minimumScaleFactor(0.5).frame(width: 51))
    #expect(frame("abc", in: fits)?.size == CGSize(width: 25.5, height: 21))
    // Without a line limit the text wraps into the unbounded height instead of shrinking.
    let wraps = ViewHost(Text("abcdefghij").minimumScaleFactor(0.5).frame(width: 51))
    #expect(frame("abcdefghij", in: wraps)?.height == 42)
  }
}
