import Foundation

/// How a text (or a run of one) is styled beyond its font: set on a `Text` value with its
/// `Text -> Text` modifiers, or on every text in a view with the `View` forms (through the
/// environment). Unset fields take the value from outside; a text's own styling wins.
struct TextStyling: Hashable, Sendable {
  var font: Font?
  var weight: Font.Weight?
  var isItalic: Bool?
  var design: Font.Design?
  var width: Font.Width?
  var isMonospaced: Bool?
  var hasMonospacedDigits: Bool?
  /// The text scale (`textScale(_:isEnabled:)`): the secondary scale makes the font smaller.
  var scale: Text.Scale?
  var underline: Text.LineStyle?
  var strikethrough: Text.LineStyle?
  var kerning: CGFloat?
  var tracking: CGFloat?
  var baselineOffset: CGFloat?
  /// The foreground style, as it reads in renderings.
  var foreground: String?
  /// The case transformation (set in the environment only, with `textCase(_:)`).
  var textCase: Text.Case?
  /// The URL the text links to (Markdown's `[text](url)`, an attributed string's `link`).
  var link: URL?

  /// Whether nothing is set.
  var isPlain: Bool {
    measuresPlain && underline == nil && strikethrough == nil && baselineOffset == nil
      && foreground == nil && link == nil
  }

  /// Whether nothing that changes a text's size or letters is set (decorations and colour do
  /// not): such text is measured on the plain path. Field by field, without building a
  /// value: layout asks at every measurement.
  var measuresPlain: Bool {
    font == nil && weight == nil && isItalic == nil && design == nil && width == nil
      && isMonospaced == nil && hasMonospacedDigits == nil && kerning == nil && tracking == nil
      && textCase == nil && scale == nil
  }

  /// Whether anything that makes up the font is set.
  var changesFont: Bool {
    font != nil || weight != nil || isItalic != nil || design != nil || width != nil
      || isMonospaced != nil || hasMonospacedDigits != nil || scale != nil
  }

  /// This styling with `inner`'s fields where it sets them.
  func merging(_ inner: TextStyling) -> TextStyling {
    guard !inner.isPlain else { return self }
    guard !isPlain else { return inner }
    var result = self
    result.font = inner.font ?? result.font
    result.weight = inner.weight ?? result.weight
    result.isItalic = inner.isItalic ?? result.isItalic
    result.design = inner.design ?? result.design
    result.width = inner.width ?? result.width
    result.isMonospaced = inner.isMonospaced ?? result.isMonospaced
    result.hasMonospacedDigits = inner.hasMonospacedDigits ?? result.hasMonospacedDigits
    result.scale = inner.scale ?? result.scale
    result.underline = inner.underline ?? result.underline
    result.strikethrough = inner.strikethrough ?? result.strikethrough
    result.kerning = inner.kerning ?? result.kerning
    result.tracking = inner.tracking ?? result.tracking
    result.baselineOffset = inner.baselineOffset ?? result.baselineOffset
    result.foreground = inner.foreground ?? result.foreground
    result.textCase = inner.textCase ?? result.textCase
    result.link = inner.link ?? result.link
    return result
  }

  /// The font a text with this styling uses when the environment's font is `base`.
  func font(in base: Font) -> Font {
    var font = self.font ?? base
    if let weight { font = font.weight(weight) }
    if isItalic == true { font = font.italic() }
    if let design { font = font.withDesign(design) }
    if let width { font = font.width(width) }
    if isMonospaced == true { font = font.monospaced() }
    if hasMonospacedDigits == true { font = font.monospacedDigit() }
    if let scale, scale == .secondary { font = font.scaled(by: 4, over: 5) }
    return font
  }

  /// The extra space after each character: tracking and kerning add up.
  var extraAdvance: CGFloat {
    let total = (tracking ?? 0) + (kerning ?? 0)
    return total.isFinite ? total : 0
  }

  /// Records what is set besides the font: decorations, spacing and the foreground.
  func record(into item: inout RenderItem) {
    if let underline, underline.isActive { item.styles["underline"] = underline.description }
    if let strikethrough, strikethrough.isActive {
      item.styles["strikethrough"] = strikethrough.description
    }
    if let kerning { item.attributes["kerning"] = kerning }
    if let tracking { item.attributes["tracking"] = tracking }
    if let baselineOffset { item.attributes["baselineOffset"] = baselineOffset }
    if let foreground { item.styles["foreground"] = foreground }
    if let link { item.styles["link"] = link.absoluteString }
    if let scale { item.styles["textScale"] = scale.name }
  }

  /// A short description of what is set, for a run of a concatenated text whose runs all
  /// have the font name and size `shared` names (nil: they differ, and each run says its own).
  func summary(font: Font, shared: Bool) -> String {
    var parts: [String] = []
    if !shared { parts.append("\(font.name) \(DecimalFormatting.format(font.size))") }
    if font.weight != .regular { parts.append(font.weight.name) }
    if font.isItalic { parts.append("italic") }
    if font.design != .default { parts.append(font.design.rawValue) }
    if font.hasMonospacedDigits { parts.append("monospacedDigit") }
    if let underline, underline.isActive { parts.append("underline(\(underline.description))") }
    if let strikethrough, strikethrough.isActive {
      parts.append("strikethrough(\(strikethrough.description))")
    }
    if let kerning { parts.append("kerning \(DecimalFormatting.format(kerning))") }
    if let tracking { parts.append("tracking \(DecimalFormatting.format(tracking))") }
    if let baselineOffset {
      parts.append("baselineOffset \(DecimalFormatting.format(baselineOffset))")
    }
    if let foreground { parts.append(foreground) }
    if let link { parts.append("link \(link.absoluteString)") }
    if let scale, scale != .default { parts.append("textScale \(scale.name)") }
    return parts.joined(separator: ", ")
  }
}

extension Font {
  /// This font with another design.
  func withDesign(_ design: Design) -> Font {
    var font = Font(size: size, weight: weight, design: design, name: name)
    font.isItalic = isItalic
    font.hasMonospacedDigits = hasMonospacedDigits
    font.widthName = widthName
    font.leadingName = leadingName
    return font
  }

  /// This font with its size scaled by `numerator / denominator` (a fraction, so that
  /// 17 × 4/5 is 13.6 exactly as written).
  func scaled(by numerator: CGFloat, over denominator: CGFloat) -> Font {
    guard numerator != denominator else { return self }
    var font = self
    font.size = size * numerator / denominator
    return font
  }
}
