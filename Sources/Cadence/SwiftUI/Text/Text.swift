import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: Hashable, Sendable {
  /// Every run's string, in order.
  private(set) var content: String
  /// Runs, styling and dates, kept apart so that a plain text is a string and a nil: layout
  /// copies texts at every measurement.
  private var extras: TextExtras?

  /// The runs when the text was concatenated from texts styled differently; empty for one
  /// run (`content` styled with `styling`).
  var runs: [TextRun] {
    get { extras?.runs ?? [] }
    set { updateExtras { $0.runs = newValue } }
  }
  /// The styling of the text when it is one run.
  var styling: TextStyling {
    get { extras?.styling ?? TextStyling() }
    set { updateExtras { $0.styling = newValue } }
  }
  /// The date the text shows relative to now (`Text(_:style:)` with `.relative`, `.offset`
  /// or `.timer`): its content is computed when it is rendered.
  var liveDate: LiveDate? {
    get { extras?.liveDate }
    set { updateExtras { $0.liveDate = newValue } }
  }
  /// Settings SwiftUI applies only when it draws or speaks the text (accessibility, speech,
  /// scale): recorded on its node.
  var recordedSettings: [String: String] {
    get { extras?.values.recordedSettings ?? [:] }
    set { updateExtras { $0.recordedSettings = newValue } }
  }

  /// Whether the text is a plain string: no runs, no styling of its own, no date.
  var isPlainString: Bool { extras == nil }

  private mutating func updateExtras(_ change: (inout TextExtras.Values) -> Void) {
    var values = extras?.values ?? TextExtras.Values()
    change(&values)
    extras = values.isEmpty ? nil : TextExtras(values)
  }

  /// Creates a text view that displays a string (a variable; a literal is a
  /// `LocalizedStringKey`, as in SwiftUI, where this initializer is disfavoured too).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Creates a text view that displays a string without localization.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Creates a text view that displays a string literal, with its interpolations
  /// (`Text("\(value, specifier: "%.1f") pt")`), its Markdown styling applied (`**bold**`,
  /// `*italic*`, code between backticks, `~~struck~~`, `[links](url)`, as SwiftUI's literal
  /// texts). The key is looked up in `bundle`'s `tableName` strings when a bundle is given;
  /// else it reads as written.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    var string = key.text
    if let bundle {
      string = bundle.localizedString(forKey: string, value: string, table: tableName)
    }
    if InlineMarkdown.mightContainMarkup(string) {
      self.init(markdownSpans: InlineMarkdown.parse(string))
    } else {
      self.init(verbatim: string)
    }
  }
}

/// The key for a localized string: a string literal with interpolations, resolved as written
/// (no localization tables headless).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key reads as.
  let text: String

  /// Creates a key from a string.
  public init(_ value: String) {
    text = value
  }

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// The pieces of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      // Two characters an interpolation, as the standard library's guess: a short text
      // (`row 12 of 3`) then stays inline instead of reserving a buffer on the heap.
      let estimate = literalCapacity + interpolationCount * 2
      if estimate > 15 { text.reserveCapacity(estimate) }
    }

    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// A value, as string interpolation shows it.
    public mutating func appendInterpolation<T>(_ value: T) {
      // A `Text` reads as its content (overload resolution may pick this generic form).
      if let inner = value as? Text {
        text += inner.content
      } else {
        text += String(describing: value)
      }
    }

    /// An integer, in decimal (as its description reads, without a dynamic cast).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      text += String(value)
    }

    /// An `Int`, in decimal: the common case, not generic, so a call from another module
    /// needs no generic metadata.
    public mutating func appendInterpolation(_ value: Int) {
      text += String(value)
    }

    /// A string.
    public mutating func appendInterpolation(_ string: String) {
      text += string
    }

    /// A number formatted with a printf-style specifier: `%.1f`, `%d`, `%03d`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, value)
    }

    /// Another text's content.
    public mutating func appendInterpolation(_ text: Text) {
      self.text += text.content
    }

    /// A value formatted with a format style: `\(price, format: .number.precision(…))`.
    public mutating func appendInterpolation<F: FormatStyle>(
      _ input: F.FormatInput, format: F
    ) where F.FormatOutput == String {
      text += format.format(input)
    }
  }
}

/// The parts of a text other than its string.
final class TextExtras: Hashable, Sendable {
  struct Values: Hashable, Sendable {
    var runs: [TextRun] = []
    var styling = TextStyling()
    var liveDate: LiveDate?
    var recordedSettings: [String: String] = [:]

    var isEmpty: Bool {
      runs.isEmpty && styling == TextStyling() && liveDate == nil && recordedSettings.isEmpty
    }
  }

  let values: Values
  var runs: [TextRun] { values.runs }
  var styling: TextStyling { values.styling }
  var liveDate: LiveDate? { values.liveDate }

  init(_ values: Values) {
    self.values = values
  }

  static func == (lhs: TextExtras, rhs: TextExtras) -> Bool {
    lhs === rhs || lhs.values == rhs.values
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }
}

extension Text {
  /// The text's runs: one for a text that was not concatenated.
  var allRuns: [TextRun] {
    runs.isEmpty ? [TextRun(string: content, styling: styling)] : runs
  }

  /// A text of `runs`.
  init(runs: [TextRun]) {
    content = runs.map(\.string).joined()
    extras = nil
    if runs.count == 1 {
      styling = runs[0].styling
    } else if let first = runs.first, runs.allSatisfy({ $0.styling == first.styling }) {
      styling = first.styling
    } else {
      self.runs = runs
    }
  }

  /// A text shown relative to now.
  init(live: LiveDate) {
    content = ""
    extras = nil
    liveDate = live
  }

  /// The text with the styling `change` makes applied around it: what the text (or a run of
  /// it) already sets wins, as a modifier applied first does in SwiftUI.
  func styled(_ change: (inout TextStyling) -> Void) -> Text {
    var outer = TextStyling()
    change(&outer)
    var text = self
    if runs.isEmpty {
      text.styling = outer.merging(styling)
    } else {
      for index in text.runs.indices {
        text.runs[index].styling = outer.merging(text.runs[index].styling)
      }
    }
    return text
  }

  /// The string shown in `environment` at `date`: the live date's text, then the text case.
  func shownString(in environment: EnvironmentValues, at date: Date?) -> String {
    var string = content
    if let liveDate { string = liveDate.text(at: date ?? liveDate.date, in: environment) }
    switch environment.textCase {
    case .uppercase?: return string.uppercased()
    case .lowercase?: return string.lowercased()
    case nil: return string
    }
  }

  /// The runs resolved in `environment` (fonts, weights, spacing), with the shown strings.
  func resolvedRuns(in environment: EnvironmentValues, at date: Date?) -> [ResolvedTextRun] {
    let base = environment.textStyling
    let font = environment.resolvedFont
    guard runs.isEmpty else {
      return runs.map { run in
        ResolvedTextRun(
          string: Text(verbatim: run.string).shownString(in: environment, at: date),
          styling: base.merging(run.styling), environmentFont: font)
      }
    }
    return [
      ResolvedTextRun(
        string: shownString(in: environment, at: date), styling: base.merging(styling),
        environmentFont: font)
    ]
  }
}

/// A piece of a text with one styling.
struct TextRun: Hashable, Sendable {
  var string: String
  var styling: TextStyling
}

extension Text: LeafView {
  /// `Text` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    renderItem(in: environment, at: nil)
  }

  func renderItem(in environment: EnvironmentValues, at date: Date) -> RenderItem {
    renderItem(in: environment, at: Optional(date))
  }

  /// The rendered node; a relative date reads `date` as now (nil: the date itself).
  @MainActor
  private func renderItem(in environment: EnvironmentValues, at date: Date?) -> RenderItem {
    if isPlainString
      || (runs.isEmpty && liveDate == nil && styling.isPlain && recordedSettings.isEmpty)
    {
      // Plain text (the rows of a list): its string, the environment's style and font.
      if environment.hasPlainTextStyling {
        var item = RenderItem(kind: "Text", label: content)
        item.applyForegroundStyle(from: environment)
        item.applyFont(from: environment)
        return item
      }
    }
    let resolved = resolvedRuns(in: environment, at: date)
    var item = RenderItem(kind: "Text", label: resolved.map(\.string).joined())
    item.applyForegroundStyle(from: environment)
    if resolved.count == 1 || resolved.dropFirst().allSatisfy({ $0.styling == resolved[0].styling })
    {
      item.applyTextStyling(resolved[0], environment: environment)
    } else {
      let first = resolved[0].font
      let shared = resolved.allSatisfy { $0.font.name == first.name && $0.font.size == first.size }
      if shared, environment.font != nil || resolved.contains(where: { $0.styling.font != nil }) {
        item.styles["font"] = first.name
        item.attributes["font.size"] = first.size
      }
      item.styles["runs"] = resolved.map { $0.description(sharedFont: shared) }
        .joined(separator: " + ")
    }
    if let liveDate { item.styles["date.style"] = liveDate.style.name }
    for (name, value) in recordedSettings { item.styles[name] = value }
    return item
  }

  var isLive: Bool { liveDate?.isRelative ?? false }

  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?,
    at date: Date
  ) -> CGSize {
    TextMetrics.size(
      of: resolvedRuns(in: environment, at: date), proposal: proposal,
      lines: environment.textLineLayout)
  }

  /// The text's size with Cadence's text metric (`TextMetrics`), wrapped to the proposed
  /// width and limited by the line limit and the proposed height.
  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    if isPlainString || (runs.isEmpty && liveDate == nil && styling.measuresPlain),
      environment.measuresTextPlain
    {
      return TextMetrics.shrinkingSize(
        of: content, font: environment.resolvedFont, proposal: proposal,
        lines: environment.textLineLayout)
    }
    return TextMetrics.size(
      of: resolvedRuns(in: environment, at: nil), proposal: proposal,
      lines: environment.textLineLayout)
  }

  /// A text offered at least its ideal width lays out as it does unconstrained.
  static var hugsIdealSize: Bool { true }

  /// A plain text without line breaks is one line at its ideal width, and a text never shows
  /// less than one line.
  var keepsIdealHeight: Bool {
    // Not a closure here: one written in a view would be main-actor isolated, and check its
    // executor at every byte.
    isPlainString && !TextMetrics.hasLineBreak(content)
  }

  static var explicitGuideAxis: Axis? { .vertical }

  /// The first baseline is 4/5 of the first line down; the last is 1/5 of a line above the
  /// bottom.
  func explicitGuide(_ key: AlignmentKey, size: CGSize, in environment: EnvironmentValues)
    -> CGFloat?
  {
    let first = key == VerticalAlignment.firstTextBaseline.key
    guard first || key == VerticalAlignment.lastTextBaseline.key else { return nil }
    let outer = environment.textStyling
    let font: Font
    if isPlainString, outer.measuresPlain {
      font = environment.resolvedFont
    } else if runs.isEmpty {
      font = outer.merging(styling).font(in: environment.resolvedFont)
    } else {
      font = environment.resolvedFont
    }
    let line = min(TextMetrics.lineHeight(font), size.height)
    return first ? line * 0.8 : size.height - line * 0.2
  }
}

extension RenderItem {
  /// Records the environment's font, if one was set (see `applyFont(_:)`).
  mutating func applyFont(from environment: EnvironmentValues) {
    guard let font = environment.font else { return }
    applyFont(font)
  }

  /// Records `font` as `font` (its style, `system` or its name), `font.size`, and its
  /// weight, design, italics, digits, width, leading and small caps when not the default.
  mutating func applyFont(_ font: Font) {
    styles["font"] = font.name
    attributes["font.size"] = font.size
    if font.weight != .regular { styles["font.weight"] = font.weight.name }
    if font.design != .default { styles["font.design"] = font.design.rawValue }
    if font.isItalic { styles["font.italic"] = "true" }
    if font.hasMonospacedDigits { styles["font.monospacedDigit"] = "true" }
    if let width = font.widthName { styles["font.width"] = width }
    if let leading = font.leadingName { styles["font.leading"] = leading }
    if let smallCaps = font.smallCapsName { styles["font.smallCaps"] = smallCaps }
  }

  /// Records a text's styling: its font when one was set anywhere, decorations and spacing.
  mutating func applyTextStyling(_ run: ResolvedTextRun, environment: EnvironmentValues) {
    if run.styling.changesFont || environment.font != nil { applyFont(run.font) }
    run.styling.record(into: &self)
  }
}
