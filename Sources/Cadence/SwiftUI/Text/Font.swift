/// A font: a point size, a weight and a design. Text is measured with Cadence's
/// deterministic metric (see `TextMetrics`), so a font's size is what sizes text.
public struct Font: Hashable, Sendable {
  /// The point size.
  var size: CGFloat
  /// The weight.
  let weight: Weight
  /// The design.
  let design: Design
  /// The text style's name, `system` for an explicit size, or a custom font's name.
  let name: String
  /// Whether the font is italic.
  var isItalic = false
  /// Whether digits take one width each (`monospacedDigit()`).
  var hasMonospacedDigits = false
  /// The width, when not the standard one.
  var widthName: String?
  /// The line spacing, when not the standard one.
  var leadingName: String?
  /// The small-capitals variant, when one is asked for.
  var smallCapsName: String?

  init(size: CGFloat, weight: Weight, design: Design, name: String) {
    self.size = size
    self.weight = weight
    self.design = design
    self.name = name
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// The thinnest weight.
    public static let ultraLight = Weight(name: "ultraLight")
    /// A thin weight.
    public static let thin = Weight(name: "thin")
    /// A light weight.
    public static let light = Weight(name: "light")
    /// The regular weight.
    public static let regular = Weight(name: "regular")
    /// A medium weight.
    public static let medium = Weight(name: "medium")
    /// A semibold weight.
    public static let semibold = Weight(name: "semibold")
    /// A bold weight.
    public static let bold = Weight(name: "bold")
    /// A heavy weight.
    public static let heavy = Weight(name: "heavy")
    /// The heaviest weight.
    public static let black = Weight(name: "black")
  }

  /// A font design.
  public enum Design: String, Hashable, Sendable {
    /// The default design.
    case `default`
    /// A serif design.
    case serif
    /// A rounded design.
    case rounded
    /// A monospaced design.
    case monospaced
  }

  /// The dynamic type styles, with Apple's default (Large) point sizes on iOS.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
      caption, caption2

    /// The point size at the default Dynamic Type size.
    var pointSize: CGFloat {
      switch self {
      case .largeTitle: return 34
      case .title: return 28
      case .title2: return 22
      case .title3: return 20
      case .headline: return 17
      case .body: return 17
      case .callout: return 16
      case .subheadline: return 15
      case .footnote: return 13
      case .caption: return 12
      case .caption2: return 11
      }
    }
  }

  /// A system font of the given size, weight and design.
  public static func system(
    size: CGFloat, weight: Weight? = nil, design: Design? = nil
  ) -> Font {
    Font(size: size, weight: weight ?? .regular, design: design ?? .default, name: "system")
  }

  /// A system font for a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(
      size: style.pointSize, weight: weight ?? (style == .headline ? .semibold : .regular),
      design: design ?? .default, name: style.rawValue)
  }

  /// 34 points.
  public static let largeTitle = system(.largeTitle)
  /// 28 points.
  public static let title = system(.title)
  /// 22 points.
  public static let title2 = system(.title2)
  /// 20 points.
  public static let title3 = system(.title3)
  /// 17 points, semibold.
  public static let headline = system(.headline)
  /// 15 points.
  public static let subheadline = system(.subheadline)
  /// 17 points: the default.
  public static let body = system(.body)
  /// 16 points.
  public static let callout = system(.callout)
  /// 13 points.
  public static let footnote = system(.footnote)
  /// 12 points.
  public static let caption = system(.caption)
  /// 11 points.
  public static let caption2 = system(.caption2)

  /// A font with the given name and size, scaled with Dynamic Type like the body style (at
  /// the default size headless: the size given). No font files exist headless: the name is
  /// recorded and the text measured with Cadence's metric.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(size: size, weight: .regular, design: .default, name: name)
  }

  /// A font with the given name and size, scaled relative to `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    custom(name, size: size)
  }

  /// A font with the given name and a size that does not scale with Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    custom(name, size: fixedSize)
  }

  /// This font with another weight.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weightValue = weight
    return font
  }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }

  /// This font in italics.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font with digits of one width each.
  public func monospacedDigit() -> Font {
    var font = self
    font.hasMonospacedDigits = true
    return font
  }

  /// This font with its letters as small capitals (recorded as `font.smallCaps`; Cadence's
  /// metric measures them as any letter).
  public func smallCaps() -> Font { withSmallCaps("smallCaps") }

  /// This font with its lowercase letters as small capitals.
  public func lowercaseSmallCaps() -> Font { withSmallCaps("lowercaseSmallCaps") }

  /// This font with its uppercase letters as small capitals.
  public func uppercaseSmallCaps() -> Font { withSmallCaps("uppercaseSmallCaps") }

  private func withSmallCaps(_ name: String) -> Font {
    var font = self
    font.smallCapsName = name
    return font
  }

  /// This font's monospaced variant.
  public func monospaced() -> Font {
    var font = self
    font.designValue = .monospaced
    return font
  }

  /// This font with another width (recorded; Cadence's metric gives every width the same
  /// advance).
  public func width(_ width: Width) -> Font {
    var font = self
    font.widthName = width == .standard ? nil : width.name
    return font
  }

  /// Line spacing of a font.
  public enum Leading: String, Hashable, Sendable {
    /// The default line spacing.
    case standard
    /// Reduced line spacing.
    case tight
    /// Increased line spacing.
    case loose
  }

  /// This font with another line spacing (recorded).
  public func leading(_ leading: Leading) -> Font {
    var font = self
    font.leadingName = leading == .standard ? nil : leading.rawValue
    return font
  }

  /// The weight, as a settable property.
  private var weightValue: Weight {
    get { weight }
    set { self = Font(copying: self, weight: newValue, design: design) }
  }

  /// The design, as a settable property.
  private var designValue: Design {
    get { design }
    set { self = Font(copying: self, weight: weight, design: newValue) }
  }

  private init(copying font: Font, weight: Weight, design: Design) {
    self.init(size: font.size, weight: weight, design: design, name: font.name)
    isItalic = font.isItalic
    hasMonospacedDigits = font.hasMonospacedDigits
    widthName = font.widthName
    leadingName = font.leadingName
    smallCapsName = font.smallCapsName
  }
}

/// The layout of text in Cadence: a deterministic metric so that anyone can predict a
/// text's size without fonts. Every character (grapheme cluster) advances half the point
/// size; a line is 1.25 × the point size, rounded to a whole point, tall. Lines break at
/// spaces; a word longer than a line breaks between characters.
enum TextMetrics {
  /// Whether `text` is one non-empty line of ASCII (`lineShape(of:)`: every row of a list is
  /// asked at every layout).
  static func isOneLineASCII(_ text: String) -> Bool { lineShape(of: text) == .oneLineASCII }

  /// Whether `text` holds a line break (`lineShape(of:)`).
  static func hasLineBreak(_ text: String) -> Bool { lineShape(of: text) == .broken }

  /// The width of one character in `font`.
  static func advance(_ font: Font) -> CGFloat { pointSize(font) / 2 }

  /// The height of one line in `font`.
  static func lineHeight(_ font: Font) -> CGFloat { (pointSize(font) * 1.25).rounded() }

  /// The font's point size as measured: a negative or non-finite size measures as 0.
  static func pointSize(_ font: Font) -> CGFloat {
    font.size.isFinite && font.size > 0 ? font.size : 0
  }

  /// The lines of `text` (as character counts) when wrapped at `width` points.
  static func lineLengths(_ text: String, font: Font, width: CGFloat?) -> [Int] {
    lineLengths(text, advance: advance(font), width: width)
  }

  /// The lines of `text` (as character counts) when wrapped at `width` points, each
  /// character advancing `advance`.
  static func lineLengths(_ text: String, advance: CGFloat, width: CGFloat?) -> [Int] {
    let characters = Array(text)
    guard !characters.isEmpty else { return [] }
    let limit: Int
    if let width, width.isFinite, advance > 0 {
      // A huge width holds every line whole (and must not overflow `Int`).
      let characters = (width / advance + 1e-9).rounded(.down)
      limit = characters >= 1e15 ? Int.max : max(Int(max(characters, 0)), 1)
    } else {
      limit = Int.max
    }
    var lines: [Int] = []
    for paragraph in characters.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = 0  // characters on the current line, spaces included
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var length = word.count
        let needed = current == 0 ? length : current + 1 + length
        if needed <= limit {
          current = needed
          continue
        }
        if current > 0 {
          lines.append(current)
          current = 0
        }
        while length > limit {
          lines.append(limit)
          length -= limit
        }
        current = length
      }
      lines.append(current)
    }
    return lines
  }

  /// The size of `text` in `font` for `proposal`, its lines laid out as `lines` says.
  static func size(
    of text: String, font: Font, proposal: ProposedViewSize, lines: TextLineLayout
  ) -> CGSize {
    size(
      of: text, advance: advance(font), lineHeight: lineHeight(font), proposal: proposal,
      lines: lines)
  }

  /// The size of `text` for `proposal`, each character advancing `advance` and each line
  /// `lineHeight` tall, its lines laid out as `lines` says (limit, reserved space, spacing).
  static func size(
    of text: String, advance: CGFloat, lineHeight: CGFloat, proposal: ProposedViewSize,
    lines layout: TextLineLayout
  ) -> CGSize {
    // One line of plain ASCII that fits the proposed width: its length, without breaking
    // it into words (rows of a list are measured this way at every layout).
    if isOneLineASCII(text) {
      let width = CGFloat(text.utf8.count) * advance
      if proposal.width.map({ !($0 < width) }) ?? true {
        return CGSize(width: width, height: layout.height(lines: 1, lineHeight: lineHeight))
      }
    }
    var lines = lineLengths(text, advance: advance, width: proposal.width)
    guard !lines.isEmpty else { return .zero }
    let limit = layout.fitting(height: proposal.height, lineHeight: lineHeight)
    var truncated = false
    if lines.count > limit {
      lines = Array(lines.prefix(limit))
      truncated = true
    }
    var width = CGFloat(lines.max() ?? 0) * advance
    if let proposed = proposal.width, proposed.isFinite {
      if truncated { width = max(width, 0) }
      width = min(width, max(proposed, 0))
    }
    return CGSize(width: width, height: layout.height(lines: lines.count, lineHeight: lineHeight))
  }
}

struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}
