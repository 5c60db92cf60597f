import Foundation

/// A run of a text resolved in an environment: the string shown, its styling and its font.
struct ResolvedTextRun: Sendable {
  let string: String
  let styling: TextStyling
  let font: Font

  init(string: String, styling: TextStyling, environmentFont: Font) {
    self.string = string
    self.styling = styling
    font = styling.font(in: environmentFont)
  }

  /// The width of one character.
  var advance: CGFloat { max(TextMetrics.advance(font) + styling.extraAdvance, 0) }

  /// How the run reads in the `runs` attribute: its string in quotes, then its styling
  /// (its font's name and size unless every run has the same).
  func description(sharedFont: Bool) -> String {
    let summary = styling.summary(font: font, shared: sharedFont)
    let quoted = "\"\(string)\""
    return summary.isEmpty ? quoted : "\(quoted) (\(summary))"
  }
}

extension TextMetrics {
  /// The size of a text made of `runs` for `proposal`, its lines laid out as `layout` says:
  /// each character advances its run's advance (half its point size, plus tracking and
  /// kerning); a line is as tall as its tallest run. Lines break at spaces as for one run.
  static func size(
    of runs: [ResolvedTextRun], proposal: ProposedViewSize, lines layout: TextLineLayout
  )
    -> CGSize
  {
    // One run, or runs alike: the one-run measure with the run's advance.
    if let first = runs.first,
      runs.dropFirst().allSatisfy({ $0.advance == first.advance && $0.font.size == first.font.size }
      )
    {
      let string = runs.map(\.string).joined()
      return size(
        of: string, advance: first.advance, lineHeight: lineHeight(first.font),
        proposal: proposal, lines: layout)
    }
    var glyphs: [(character: Character, advance: CGFloat, height: CGFloat)] = []
    for run in runs {
      let height = lineHeight(run.font)
      for character in run.string { glyphs.append((character, run.advance, height)) }
    }
    let available = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    var lines: [(width: CGFloat, height: CGFloat)] = []
    var index = 0
    while index <= glyphs.count {
      // One paragraph: up to the next newline.
      var end = index
      while end < glyphs.count, glyphs[end].character != "\n" { end += 1 }
      lines += wrap(Array(glyphs[index..<end]), width: available)
      index = end + 1
    }
    let fallbackHeight = runs.first.map { lineHeight($0.font) } ?? 0
    var limit = layout.shownLimit
    if let height = proposal.height, height.isFinite {
      // As many lines as fit, at least one.
      let spacing = layout.measuredSpacing
      var used: CGFloat = -spacing
      var fitting = 0
      for line in lines {
        used += (line.height > 0 ? line.height : fallbackHeight) + spacing
        if used > height + 1e-9 { break }
        fitting += 1
      }
      limit = min(limit, max(fitting, 1))
    }
    let shown = lines.prefix(limit)
    var width = shown.map(\.width).max() ?? 0
    if let available { width = min(width, available) }
    let height = layout.height(of: shown.map(\.height), fallback: fallbackHeight)
    return CGSize(width: width, height: height)
  }

  /// The lines of one paragraph of `glyphs` broken at spaces to fit `width` (nil: one line);
  /// a word longer than a line breaks between characters.
  private static func wrap(
    _ glyphs: [(character: Character, advance: CGFloat, height: CGFloat)], width: CGFloat?
  ) -> [(width: CGFloat, height: CGFloat)] {
    guard !glyphs.isEmpty else { return [(0, 0)] }
    var lines: [(width: CGFloat, height: CGFloat)] = []
    var lineWidth: CGFloat = 0
    var lineHeight: CGFloat = 0
    var lineIsEmpty = true
    var start = 0
    func fits(_ value: CGFloat) -> Bool { width.map { value <= $0 + 1e-9 } ?? true }
    while start <= glyphs.count {
      var end = start
      while end < glyphs.count, glyphs[end].character != " " { end += 1 }
      var word = glyphs[start..<end]
      let space = start > 0 ? glyphs[start - 1].advance : 0
      var wordWidth = word.reduce(0) { $0 + $1.advance }
      let needed = lineIsEmpty ? wordWidth : lineWidth + space + wordWidth
      if fits(needed) {
        lineWidth = needed
        lineHeight = max(lineHeight, word.map(\.height).max() ?? 0)
        lineIsEmpty = false
      } else {
        if !lineIsEmpty {
          lines.append((lineWidth, lineHeight))
          lineWidth = 0
          lineHeight = 0
        }
        // A word wider than the line: as many characters per line as fit (at least one).
        while !fits(wordWidth), word.count > 1 {
          var taken: CGFloat = 0
          var count = 0
          var height: CGFloat = 0
          for glyph in word where count == 0 || fits(taken + glyph.advance) {
            taken += glyph.advance
            height = max(height, glyph.height)
            count += 1
          }
          lines.append((taken, height))
          word = word.dropFirst(count)
          wordWidth -= taken
        }
        lineWidth = wordWidth
        lineHeight = word.map(\.height).max() ?? 0
        lineIsEmpty = false
      }
      start = end + 1
    }
    lines.append((lineWidth, lineHeight))
    return lines
  }
}

// MARK: - Text modifiers (`Text -> Text`)

extension Text {
  /// A text decoration line: its pattern and colour.
  public struct LineStyle: Hashable, Sendable {
    /// The pattern of the line.
    public struct Pattern: Hashable, Sendable {
      let name: String
      /// A solid line.
      public static let solid = Pattern(name: "solid")
      /// A dotted line.
      public static let dot = Pattern(name: "dot")
      /// A dashed line.
      public static let dash = Pattern(name: "dash")
      /// A line of dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// A line of a dash and two dots.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }

    let pattern: Pattern
    let color: Color?
    let isActive: Bool

    /// Creates a line style.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
      isActive = true
    }

    /// A single solid line in the text's colour.
    public static let single = LineStyle()

    init(isActive: Bool, pattern: Pattern, color: Color?) {
      self.pattern = pattern
      self.color = color
      self.isActive = isActive
    }

    /// How the line reads in renderings: its pattern, then its colour when set.
    var description: String {
      [pattern.name, color?.name].compactMap { $0 }.joined(separator: " ")
    }
  }

  /// A case transformation of text (`textCase(_:)`).
  public enum Case: Hashable, Sendable {
    /// Upper case.
    case uppercase
    /// Lower case.
    case lowercase
  }

  /// Sets the font of the text.
  public func font(_ font: Font?) -> Text {
    styled { $0.font = font }
  }

  /// Sets the weight of the text's font.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    styled { $0.weight = weight }
  }

  /// Sets the design of the text's font.
  public func fontDesign(_ design: Font.Design?) -> Text {
    styled { $0.design = design }
  }

  /// Sets the width of the text's font (SwiftUI's deprecated spelling; the font's
  /// `width(_:)` does the same).
  public func fontWidth(_ width: Font.Width?) -> Text {
    styled { $0.width = width }
  }

  /// Makes the text bold.
  public func bold() -> Text { bold(true) }

  /// Makes the text bold when `isActive` is true.
  public func bold(_ isActive: Bool) -> Text {
    styled { $0.weight = isActive ? .bold : nil }
  }

  /// Makes the text italic.
  public func italic() -> Text { italic(true) }

  /// Makes the text italic when `isActive` is true.
  public func italic(_ isActive: Bool) -> Text {
    styled { $0.isItalic = isActive }
  }

  /// Uses the monospaced variant of the text's font when `isActive` is true.
  public func monospaced(_ isActive: Bool = true) -> Text {
    styled { $0.isMonospaced = isActive }
  }

  /// Gives the text's digits one width each.
  public func monospacedDigit() -> Text {
    styled { $0.hasMonospacedDigits = true }
  }

  /// Underlines the text when `isActive` is true.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    underline(isActive, pattern: .solid, color: color)
  }

  /// Underlines the text with a pattern when `isActive` is true.
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil)
    -> Text
  {
    styled { $0.underline = LineStyle(isActive: isActive, pattern: pattern, color: color) }
  }

  /// Strikes the text through when `isActive` is true.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    strikethrough(isActive, pattern: .solid, color: color)
  }

  /// Strikes the text through with a pattern when `isActive` is true.
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    styled { $0.strikethrough = LineStyle(isActive: isActive, pattern: pattern, color: color) }
  }

  /// Adds `kerning` points between characters (Cadence's metric adds it to every advance).
  public func kerning(_ kerning: CGFloat) -> Text {
    styled { $0.kerning = kerning }
  }

  /// Adds `tracking` points after every character.
  public func tracking(_ tracking: CGFloat) -> Text {
    styled { $0.tracking = tracking }
  }

  /// Moves the text's baseline up by `baselineOffset` points (recorded).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    styled { $0.baselineOffset = baselineOffset }
  }

  /// Sets the colour of the text.
  public func foregroundColor(_ color: Color?) -> Text {
    styled { $0.foreground = color?.name }
  }

  /// Sets the style of the text.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    styled { $0.foreground = style.styleDescription }
  }

  /// The two texts one after the other, each keeping its styling.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.allRuns + rhs.allRuns)
  }
}

// MARK: - View forms (through the environment)

struct TextStylingKey: EnvironmentKey {
  static let defaultValue = TextStyling()
}

extension EnvironmentValues {
  /// The text styling set on a view with the `View` forms of the text modifiers.
  var textStyling: TextStyling {
    get { self[TextStylingKey.self] }
    set { self[TextStylingKey.self] = newValue }
  }

  /// Whether the text styling here sets nothing (`TextStyling.isPlain`); true at once where
  /// no view set any, as for most rows of a list.
  var hasPlainTextStyling: Bool {
    !contains(TextStylingKey.self) || textStyling.isPlain
  }

  /// Whether the text styling here sets nothing that changes a text's size
  /// (`TextStyling.measuresPlain`).
  var measuresTextPlain: Bool {
    !contains(TextStylingKey.self) || textStyling.measuresPlain
  }

  /// The case transformation applied to text in the view, if any.
  public var textCase: Text.Case? {
    get { textStyling.textCase }
    set { textStyling.textCase = newValue }
  }
}

extension View {
  /// Applies `change` to the styling of text in this view.
  func textStyling(_ change: @escaping (inout TextStyling) -> Void)
    -> some View
  {
    transformEnvironment(\.textStyling, transform: change)
  }

  /// Makes text in this view bold when `isActive` is true.
  public func bold(_ isActive: Bool = true) -> some View {
    textStyling { $0.weight = isActive ? .bold : nil }
  }

  /// Makes text in this view italic when `isActive` is true.
  public func italic(_ isActive: Bool = true) -> some View {
    textStyling { $0.isItalic = isActive }
  }

  /// Sets the weight of text in this view.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    textStyling { $0.weight = weight }
  }

  /// Sets the design of text in this view.
  public func fontDesign(_ design: Font.Design?) -> some View {
    textStyling { $0.design = design }
  }

  /// Uses the monospaced variant of the font for text in this view when `isActive` is true.
  public func monospaced(_ isActive: Bool = true) -> some View {
    textStyling { $0.isMonospaced = isActive }
  }

  /// Gives digits in this view's text one width each.
  public func monospacedDigit() -> some View {
    textStyling { $0.hasMonospacedDigits = true }
  }

  /// Underlines text in this view when `isActive` is true.
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    textStyling {
      $0.underline = Text.LineStyle(isActive: isActive, pattern: pattern, color: color)
    }
  }

  /// Strikes text in this view through when `isActive` is true.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    textStyling {
      $0.strikethrough = Text.LineStyle(isActive: isActive, pattern: pattern, color: color)
    }
  }

  /// Adds kerning to text in this view.
  public func kerning(_ kerning: CGFloat) -> some View {
    textStyling { $0.kerning = kerning }
  }

  /// Adds tracking to text in this view.
  public func tracking(_ tracking: CGFloat) -> some View {
    textStyling { $0.tracking = tracking }
  }

  /// Moves the baseline of text in this view (recorded).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    textStyling { $0.baselineOffset = baselineOffset }
  }

  /// Transforms the case of text in this view (nil: as written).
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}
