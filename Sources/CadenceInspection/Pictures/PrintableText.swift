/// How pictures show the characters of labels and attributes that a terminal would obey or
/// XML forbids. A label is data: `Text("a\u{1B}[2Jb")` must not clear the screen that shows
/// its picture, nor make an SVG ill-formed. Each C0 control character (U+0000–U+001F) is
/// shown as its Unicode control picture (ESC as `␛`, BEL as `␇`, NUL as `␀`, CR as `␍`, tab
/// as `␉`), DEL as `␡`, and the C1 controls (U+0080–U+009F, which some terminals obey) and
/// the non-characters U+FFFE and U+FFFF as the replacement character `�`.
enum PrintableText {
  /// `character` as a picture shows it.
  static func visible(_ character: Character) -> Character {
    guard character.unicodeScalars.contains(where: isControl) else { return character }
    var shown = String.UnicodeScalarView()
    for scalar in character.unicodeScalars { shown.append(visible(scalar)) }
    return Character(String(shown))
  }

  /// `text` as a picture shows it (the same text when it holds nothing to replace).
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { shown.append(visible(scalar)) }
    return String(shown)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
  }

  private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    if value < 0x20 { return Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}" }
    if value == 0x7F { return "\u{2421}" }
    return isControl(scalar) ? "\u{FFFD}" : scalar
  }
}
