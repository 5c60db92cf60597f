import Cadence
import CadenceTesting
import Foundation
import Testing

private struct Counter: View {
  @State var count = 0
  @State var color = Color.red
  var body: some View {
    VStack {
      ForEach(0..<50) { index in Text("row \(index)") }
      Text("count \(count)").foregroundStyle(color)
      Button("Recolour") { color = .blue }
      Button("Increment") { count += 1 }
      Button("Grow") { count += 10 }
    }
  }
}

/// Cadence's text metric (README): each character advances half the point size; a line is
/// 1.25 × the point size rounded to a whole point. Apple's default text-style sizes: body
/// 17, largeTitle 34, caption 12 ("Typography", Human Interface Guidelines).
@MainActor
@Suite("Text layout")
struct TextLayoutTests {
  @Test("a text's ideal size follows the metric, in the environment's font")
  func idealSizes() {
    let body = ViewHost(Text("Hello").fixedSize())
    #expect(frame("Hello", in: body)?.size == CGSize(width: 42.5, height: 21))
    let title = ViewHost(Text("Hello").font(.largeTitle).fixedSize())
    #expect(frame("Hello", in: title)?.size == CGSize(width: 85, height: 43))
    let caption = ViewHost(Text("Hello").font(.caption).fixedSize())
    #expect(frame("Hello", in: caption)?.size == CGSize(width: 30, height: 15))
    let custom = ViewHost(Text("Hi").font(.system(size: 20, weight: .bold)).fixedSize())
    #expect(frame("Hi", in: custom)?.size == CGSize(width: 20, height: 25))
    #expect(custom.snapshot().first("Hi")?.style("font.weight") == "bold")
    #expect(custom.snapshot().first("Hi")?["font.size"] == 20)
  }

  @Test("a text wraps at word boundaries and breaks a word longer than a line")
  func wrapping() {
    let words = ViewHost(Text("aa bb cc").frame(width: 45))
    // 45 / 8.5 → 5 characters a line: "aa bb", "cc".
    #expect(frame("aa bb cc", in: words)?.size == CGSize(width: 42.5, height: 42))
    let long = ViewHost(Text("abcdefgh").frame(width: 30))
    // 3 characters a line: "abc", "def", "gh".
    #expect(frame("abcdefgh", in: long)?.size == CGSize(width: 25.5, height: 63))
  }

  @Test("lineLimit and the proposed height cap the lines")
  func lineLimit() {
    let limited = ViewHost(Text("aa bb cc dd").lineLimit(1).frame(width: 45))
    #expect(frame("aa bb cc dd", in: limited)?.height == 21)
    let short = ViewHost(Text("aa bb cc dd").frame(width: 45, height: 45))
    // Two lines of 21 fit in 45.
    #expect(frame("aa bb cc dd", in: short)?.height == 42)
  }

  @Test("a text measured at its ideal size is measured again when its font or string changes")
  func idealSizeFollowsChanges() throws {
    struct Growing: View {
      @State var big = false
      @State var word = "Hi"
      var body: some View {
        VStack {
          Text(word).font(big ? .largeTitle : .body)
          Button("Grow") { big = true }
          Button("Lengthen") { word = "Hello" }
        }
      }
    }
    let host = ViewHost(Growing())
    #expect(frame("Hi", in: host)?.size == CGSize(width: 17, height: 21))
    try host.tap("Grow")
    #expect(frame("Hi", in: host)?.size == CGSize(width: 34, height: 43))
    try host.tap("Lengthen")
    #expect(frame("Hello", in: host)?.size == CGSize(width: 85, height: 43))
  }

  @Test("a text offered its ideal width and less height keeps one line, and loses lines past it")
  func idealWidthLessHeight() {
    // One line never shows less than a line (the proposed height caps lines at one or more).
    let one = ViewHost(Text("Hello").frame(width: 100, height: 5))
    #expect(frame("Hello", in: one)?.size == CGSize(width: 42.5, height: 21))
    // Three lines of 21 in 30 points: the first line, as wide as it is.
    let three = ViewHost(Text("a\nbb\nc").frame(width: 100, height: 30))
    #expect(frame("a\nbb\nc", in: three)?.size == CGSize(width: 8.5, height: 21))
    let all = ViewHost(Text("a\nbb\nc").frame(width: 100, height: 70))
    #expect(frame("a\nbb\nc", in: all)?.size == CGSize(width: 17, height: 63))
  }

  @Test("a symbol is a square one line of its font tall")
  func symbol() {
    let host = ViewHost(Image(systemName: "star").font(.title))
    #expect(frame("star", in: host)?.size == CGSize(width: 35, height: 35))
  }

  @Test("a change that cannot change a size does no layout work; one that can, only its path")
  func incremental() throws {
    let host = ViewHost(Counter())
    let start = host.statistics.layoutComputations
    try host.tap("Recolour")
    #expect(host.statistics.layoutComputations == start)
    #expect(host.snapshot().first("count 0")?.style("foreground") == "blue")
    // Same length ("count 0" → "count 1"): the text's size is recomputed for its cached
    // proposals and found equal, so nothing above it is laid out again.
    try host.tap("Increment")
    #expect(host.statistics.layoutComputations == start)
    #expect(host.snapshot().first("count 1") != nil)
    // Longer ("count 11"): the text and the stack above it are measured again, not the rows.
    let placements = host.statistics.layoutPlacements
    try host.tap("Grow")
    #expect(host.statistics.layoutComputations > start)
    #expect(host.statistics.layoutComputations - start < 20)
    #expect(host.statistics.layoutPlacements - placements < 10)
    #expect(frame("count 11", in: host)?.width == 68)
  }

  @Test("setting the host's size lays the tree out again")
  func hostSize() {
    let host = ViewHost(Color.red)
    host.size = CGSize(width: 100, height: 50)
    #expect(frame("red", in: host) == rect(0, 0, 100, 50))
    host.size = CGSize(width: -1, height: CGFloat.nan)
    #expect(host.diagnostics.contains { $0.kind == .invalidFrame })
    #expect(frame("red", in: host) == rect(0, 0, 390, 844))
  }
}
