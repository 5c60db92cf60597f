import Foundation

/// How the lines of a text are laid out: how many it shows at most, how many it keeps room for
/// at least, and the space between two lines. One environment value, so that a text reads
/// all three with one look-up when it is measured.
struct TextLineLayout: Hashable, Sendable {
  /// The most lines shown (nil: no limit).
  var limit: Int?
  /// The fewest lines a text takes the height of, even when it has fewer (nil: one):
  /// `lineLimit(_:reservesSpace:)` and the lower bound of a range of lines set it.
  var minimum: Int?
  /// The space between the bottom of one line and the top of the next, as set.
  var spacing: CGFloat = 0
  /// The smallest factor a text may shrink its font by to fit (`minimumScaleFactor`).
  var minimumScaleFactor: CGFloat = 1

  /// The spacing as measured: a negative or non-finite spacing adds nothing (as
  /// `NSParagraphStyle.lineSpacing`, which is never negative).
  var measuredSpacing: CGFloat { spacing.isFinite && spacing > 0 ? spacing : 0 }

  /// The most lines shown, at least one.
  var shownLimit: Int { limit.map { max($0, 1) } ?? Int.max }

  /// How many lines of `lineHeight` fit in a proposed `height`, at least one, at most
  /// `shownLimit`.
  func fitting(height: CGFloat?, lineHeight: CGFloat) -> Int {
    guard let height, height.isFinite, lineHeight > 0 else { return shownLimit }
    let spacing = measuredSpacing
    let fitting = ((height + spacing) / (lineHeight + spacing) + 1e-9).rounded(.down)
    guard fitting < 1e15 else { return shownLimit }
    return min(shownLimit, max(Int(max(fitting, 0)), 1))
  }

  /// The lines a text of `count` lines takes the height of: at least its minimum.
  func heldLines(_ count: Int) -> Int {
    guard let minimum, minimum > count else { return count }
    return min(minimum, shownLimit)
  }

  /// The height of `count` lines each `lineHeight` tall: the spacing goes between them, and a
  /// text keeps the room of its minimum of lines.
  func height(lines count: Int, lineHeight: CGFloat) -> CGFloat {
    let count = heldLines(count)
    guard count > 0 else { return 0 }
    return CGFloat(count) * lineHeight + CGFloat(count - 1) * measuredSpacing
  }

  /// The height of lines of the given heights (a line of height 0 is as tall as `fallback`).
  func height(of lineHeights: some Collection<CGFloat>, fallback: CGFloat) -> CGFloat {
    let total = lineHeights.reduce(0) { $0 + ($1 > 0 ? $1 : fallback) }
    let count = lineHeights.count
    let reserved = CGFloat(heldLines(count) - count) * (fallback + measuredSpacing)
    guard count > 0 else { return max(reserved - measuredSpacing, 0) }
    return total + CGFloat(count - 1) * measuredSpacing + reserved
  }
}

struct TextLineLayoutKey: EnvironmentKey {
  static let defaultValue = TextLineLayout()
}

extension EnvironmentValues {
  /// The line limit, reserved space and line spacing of text below.
  var textLineLayout: TextLineLayout {
    get { self[TextLineLayoutKey.self] }
    set { self[TextLineLayoutKey.self] = newValue }
  }

  /// The most lines a text shows (nil: no limit).
  public var lineLimit: Int? {
    get { textLineLayout.limit }
    set { textLineLayout.limit = newValue }
  }

  /// The space between the bottom of one line of text and the top of the next, in points.
  public var lineSpacing: CGFloat {
    get { textLineLayout.spacing }
    set { textLineLayout.spacing = newValue }
  }

  /// The smallest factor text below may shrink its font by to fit the space it is given.
  public var minimumScaleFactor: CGFloat {
    get { textLineLayout.minimumScaleFactor }
    set { textLineLayout.minimumScaleFactor = newValue }
  }
}

extension View {
  /// Sets the most lines text in this view shows.
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number)
  }

  /// Sets the most lines text in this view shows; when `reservesSpace`, a text takes the
  /// height of `limit` lines even when it has fewer.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lines(minimum: reservesSpace ? limit : nil, limit: limit)
      .recorded("lineLimit.reservesSpace", reservesSpace ? "true" : "false")
  }

  /// Sets the range of lines text and vertical text fields in this view take: fewer lines
  /// keep the room of the lower bound, more are cut at the upper (recorded as `lineLimit`).
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    lines(minimum: limit.lowerBound, limit: limit.upperBound)
      .recorded("lineLimit", "\(limit.lowerBound)...\(limit.upperBound)")
  }

  /// Sets the fewest lines text and vertical text fields in this view take the room of, with
  /// no most (recorded as `lineLimit`).
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    lines(minimum: limit.lowerBound, limit: nil)
      .recorded("lineLimit", "\(limit.lowerBound)...")
  }

  /// Sets the most lines text and vertical text fields in this view show (recorded as
  /// `lineLimit`).
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    lines(minimum: nil, limit: limit.upperBound)
      .recorded("lineLimit", "...\(limit.upperBound)")
  }

  private func lines(minimum: Int?, limit: Int?) -> some View {
    transformEnvironment(\.textLineLayout) {
      $0.limit = limit
      $0.minimum = minimum
    }
  }

  /// Sets the space between the lines of text in this view, in points (recorded as
  /// `lineSpacing`): a text of several lines is taller by it between each two lines.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing)
      .recorded("lineSpacing", DecimalFormatting.format(Double(lineSpacing)))
  }
}

extension TextMetrics {
  /// The size of `text` in `font` for `proposal`, shrunk to fit when it does not: with a
  /// minimum scale factor (`minimumScaleFactor`) below 1, a text whose lines at its font's size are more than fit
  /// (its line limit, the lines of the proposed height) is measured at the largest scale, down
  /// to that factor, at which they fit, or at the factor when none does (then truncated).
  static func shrinkingSize(
    of text: String, font: Font, proposal: ProposedViewSize, lines: TextLineLayout
  ) -> CGSize {
    let whole = size(of: text, font: font, proposal: proposal, lines: lines)
    let minimumScaleFactor = lines.minimumScaleFactor
    guard minimumScaleFactor.isFinite, minimumScaleFactor < 1,
      let width = proposal.width, width.isFinite, width >= 0
    else { return whole }
    func scaled(_ scale: CGFloat) -> Font {
      var scaled = font
      scaled.size = font.size * scale
      return scaled
    }
    func fits(_ scale: CGFloat) -> Bool {
      let font = scaled(scale)
      let count = lineLengths(text, advance: advance(font), width: width).count
      return count <= lines.fitting(height: proposal.height, lineHeight: lineHeight(font))
    }
    guard !fits(1) else { return whole }
    var low = max(minimumScaleFactor, 0)
    if fits(low) {
      // The largest scale that fits, to a millionth.
      var high: CGFloat = 1
      while high - low > 1e-6 {
        let middle = (low + high) / 2
        if fits(middle) { low = middle } else { high = middle }
      }
    }
    return size(of: text, font: scaled(low), proposal: proposal, lines: lines)
  }
}

extension TextMetrics {
  /// What the bytes of a string say of its lines.
  enum LineShape {
    /// No characters.
    case empty
    /// One line of ASCII.
    case oneLineASCII
    /// One line with a character outside ASCII.
    case oneLine
    /// A line break (`\n` or `\r`) in it.
    case broken
  }

  /// What `text`'s bytes say of its lines, read once over its contiguous bytes, eight at a
  /// time (a byte at a time cost 13 instructions a byte of a row's label). A line break is a
  /// byte below 0x80, which no byte of a longer UTF-8 sequence is.
  static func lineShape(of text: String) -> LineShape {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return .empty }
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      var ascii = true
      var index = 0
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // A word has a zero byte exactly when `(w - ones) & ~w & highs` is not zero: each
        // byte equal to `\n` or `\r` is a zero byte of the word xor that byte repeated.
        let newline = word ^ (ones &* 0x0A)
        let carriage = word ^ (ones &* 0x0D)
        let zeros = ((newline &- ones) & ~newline) | ((carriage &- ones) & ~carriage)
        if zeros & highs != 0 { return .broken }
        if word & highs != 0 { ascii = false }
        index += 8
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D { return .broken }
        if byte >= 0x80 { ascii = false }
        index += 1
      }
      return ascii ? .oneLineASCII : .oneLine
    }
  }

  /// The ideal size of `text` in `font` (its size for `.unspecified`), its lines laid out as
  /// `lines` says, and whether it holds a line break: its bytes are read once for both (a
  /// text row's measure asked each, two readings).
  static func idealSize(of text: String, font: Font, lines: TextLineLayout)
    -> (size: CGSize, hasLineBreak: Bool)
  {
    let shape = lineShape(of: text)
    if shape == .oneLineASCII {
      // What `size(of:font:proposal:lines:)` answers for one line of ASCII, at any width.
      let width = CGFloat(text.utf8.count) * advance(font)
      return (
        CGSize(width: width, height: lines.height(lines: 1, lineHeight: lineHeight(font))), false
      )
    }
    let size = shrinkingSize(of: text, font: font, proposal: .unspecified, lines: lines)
    return (size, shape == .broken)
  }
}

extension Text {
  /// A plain text's ideal size and whether it keeps its ideal height, from one reading of
  /// its string; any other asks `sizeThatFits` and `keepsIdealHeight`.
  @MainActor
  func idealSize(in environment: EnvironmentValues, stackAxis: Axis?)
    -> (size: CGSize, keepsIdealHeight: Bool)
  {
    guard isPlainString, environment.measuresTextPlain else {
      return (sizeThatFits(.unspecified, in: environment, stackAxis: stackAxis), keepsIdealHeight)
    }
    let ideal = TextMetrics.idealSize(
      of: content, font: environment.resolvedFont, lines: environment.textLineLayout)
    return (ideal.size, !ideal.hasLineBreak)
  }
}
