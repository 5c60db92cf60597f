import Cadence
import Foundation

/// Outlines of the common SF Symbols, drawn here (not Apple's artwork): enough to recognise
/// a star, a heart or a gear in a picture of the screen. Each is SVG path data in a 24-unit
/// square; a name's `.fill` fills the outline, and `.circle` (or `.square`) encloses it. A
/// symbol without an outline is drawn as a rounded square with its name written in it.
enum SymbolOutlines {
  /// A symbol's outline: its path data, and whether the path is a closed shape that `.fill`
  /// fills (else its strokes are drawn thicker).
  struct Outline {
    var data: String
    var closed: Bool
  }

  /// The outline of `name`'s base symbol (`star` of `star.circle.fill`), if there is one.
  static func outline(of name: String) -> Outline? {
    let base = baseName(of: name)
    if let known = outlines[base] { return known }
    // Families drawn alike: `arrow.up.right` as `arrow.up`, `person.2` as `person`.
    let parts = base.split(separator: ".")
    for count in stride(from: parts.count - 1, through: 1, by: -1) {
      if let known = outlines[parts.prefix(count).joined(separator: ".")] { return known }
    }
    return nil
  }

  /// `name` without its `.fill`, `.circle` and `.square` variants.
  static func baseName(of name: String) -> String {
    var parts = name.split(separator: ".").map(String.init)
    while let last = parts.last, ["fill", "circle", "square"].contains(last), parts.count > 1 {
      parts.removeLast()
    }
    return parts.joined(separator: ".")
  }

  /// The SVG of symbol `name` filling a square of side `side` at `origin`, in `color`.
  static func markup(_ name: String, origin: CGPoint, side: Double, color: PaintColor) -> String {
    let n = SnapshotSVG.number
    let scale = side / 24
    let paint = { (attribute: String) in SVGContent.paint(attribute, color) }
    var output = "<g transform=\"translate(\(n(origin.x)) \(n(origin.y))) scale(\(n(scale)))\">"
    output += "<title>\(SnapshotSVG.escape(name))</title>"
    let parts = Set(name.split(separator: ".").map(String.init))
    guard let outline = outline(of: name) else {
      // Unknown: a placeholder that says which symbol it stands for.
      output += "<rect x=\"1\" y=\"1\" width=\"22\" height=\"22\" rx=\"5\" fill=\"none\""
      output += "\(paint("stroke"))/>"
      output += "<text x=\"12\" y=\"14\" font-size=\"5\" text-anchor=\"middle\"\(paint("fill"))>"
      output += "\(SnapshotSVG.escape(String(baseName(of: name).prefix(10))))</text></g>"
      return output
    }
    let enclosed = parts.contains("circle") || parts.contains("square")
    let filled = parts.contains("fill")
    var glyph = outline.data
    var glyphScale = 1.0
    if enclosed {
      // The glyph shrinks into the circle or square around it.
      glyphScale = 0.6
      let shape =
        parts.contains("circle")
        ? "<circle cx=\"12\" cy=\"12\" r=\"11\""
        : "<rect x=\"1\" y=\"1\" width=\"22\" height=\"22\" rx=\"5\""
      output +=
        shape
        + (filled
          ? "\(paint("fill"))/>" : " fill=\"none\" stroke-width=\"1.5\"\(paint("stroke"))/>")
      glyph = outline.data
    }
    let glyphColor = enclosed && filled ? PaintColor.white : color
    let glyphPaint = { (attribute: String) in SVGContent.paint(attribute, glyphColor) }
    output +=
      "<g transform=\"translate(12 12) scale(\(n(glyphScale))) translate(-12 -12)\">"
      + "<path d=\"\(glyph)\" stroke-linecap=\"round\" stroke-linejoin=\"round\" "
      + "stroke-width=\"\(outline.closed ? "1.5" : "2")\""
      + (filled && outline.closed && !enclosed
        ? glyphPaint("fill") + glyphPaint("stroke") : " fill=\"none\"" + glyphPaint("stroke"))
      + "/></g></g>"
    return output
  }

  /// A regular star or cog: `points` tips at `outer`, between them `inner`, about (12, 12).
  private static func radial(points: Int, outer: Double, inner: Double, turn: Double = -90)
    -> String
  {
    var data = ""
    for index in 0..<(points * 2) {
      let radius = index.isMultiple(of: 2) ? outer : inner
      let angle = (turn + Double(index) * 180 / Double(points)) * .pi / 180
      let x = 12 + radius * cos(angle)
      let y = 12 + radius * sin(angle)
      data += (index == 0 ? "M" : "L") + SnapshotSVG.number(x) + " " + SnapshotSVG.number(y) + " "
    }
    return data + "Z"
  }

  /// A circle about (`x`, `y`) as path data.
  private static func circle(_ x: Double, _ y: Double, _ r: Double) -> String {
    let n = SnapshotSVG.number
    return "M\(n(x - r)) \(n(y)) A\(n(r)) \(n(r)) 0 1 0 \(n(x + r)) \(n(y)) "
      + "A\(n(r)) \(n(r)) 0 1 0 \(n(x - r)) \(n(y)) Z"
  }

  private static let outlines: [String: Outline] = [
    "star": Outline(data: radial(points: 5, outer: 10, inner: 4.2), closed: true),
    "heart": Outline(
      data: "M12 20.5 C12 20.5 3 14.5 3 8.8 C3 5.8 5.3 3.8 7.9 3.8 C9.8 3.8 11.2 4.9 12 6.3 "
        + "C12.8 4.9 14.2 3.8 16.1 3.8 C18.7 3.8 21 5.8 21 8.8 C21 14.5 12 20.5 12 20.5 Z",
      closed: true),
    "plus": Outline(data: "M12 4 V20 M4 12 H20", closed: false),
    "minus": Outline(data: "M4 12 H20", closed: false),
    "xmark": Outline(data: "M5 5 L19 19 M19 5 L5 19", closed: false),
    "checkmark": Outline(data: "M4 12.5 L9.5 18 L20 6", closed: false),
    "chevron.right": Outline(data: "M9 4 L17 12 L9 20", closed: false),
    "chevron.left": Outline(data: "M15 4 L7 12 L15 20", closed: false),
    "chevron.up": Outline(data: "M4 15 L12 7 L20 15", closed: false),
    "chevron.down": Outline(data: "M4 9 L12 17 L20 9", closed: false),
    "arrow.right": Outline(data: "M4 12 H20 M14 6 L20 12 L14 18", closed: false),
    "arrow.left": Outline(data: "M20 12 H4 M10 6 L4 12 L10 18", closed: false),
    "arrow.up": Outline(data: "M12 20 V4 M6 10 L12 4 L18 10", closed: false),
    "arrow.down": Outline(data: "M12 4 V20 M6 14 L12 20 L18 14", closed: false),
    "house": Outline(
      data: "M3 11.5 L12 3.5 L21 11.5 M5.5 9.5 V20.5 H10 V14.5 H14 V20.5 H18.5 V9.5", closed: false),
    "gear": Outline(
      data: radial(points: 8, outer: 10.5, inner: 8, turn: -90) + " " + circle(12, 12, 3.5),
      closed: true),
    "gearshape": Outline(
      data: radial(points: 8, outer: 10.5, inner: 8, turn: -90) + " " + circle(12, 12, 3.5),
      closed: true),
    "person": Outline(
      data: circle(12, 7.5, 4) + " M4 21 C4 16.5 7.5 13.5 12 13.5 C16.5 13.5 20 16.5 20 21 Z",
      closed: true),
    "magnifyingglass": Outline(data: circle(10, 10, 6) + " M14.5 14.5 L21 21", closed: false),
    "trash": Outline(
      data: "M4 6 H20 M9 6 V3.5 H15 V6 M6 6 L7 21 H17 L18 6 M10 10 V17 M14 10 V17", closed: false),
    "bell": Outline(
      data: "M6 16.5 V11 C6 7.5 8.5 5 12 5 C15.5 5 18 7.5 18 11 V16.5 L20 18.5 H4 Z "
        + "M10 20.5 C10.5 21.8 13.5 21.8 14 20.5",
      closed: true),
    "square.and.arrow.up": Outline(
      data: "M8 9 H5 V21 H19 V9 H16 M12 3 V14 M8 7 L12 3 L16 7", closed: false),
    "envelope": Outline(data: "M3 6 H21 V18 H3 Z M3 6 L12 13 L21 6", closed: false),
    "info": Outline(data: "M12 11 V17 M12 7.5 V8", closed: false),
    "questionmark": Outline(
      data:
        "M8.5 8.5 C8.5 6 10.3 4.5 12.2 4.5 C14.2 4.5 15.8 6 15.8 8 C15.8 10.8 12 11 12 14 M12 18.5 V19",
      closed: false),
    "exclamationmark": Outline(data: "M12 4.5 V14 M12 18.5 V19", closed: false),
    "ellipsis": Outline(
      data: circle(5, 12, 1.6) + " " + circle(12, 12, 1.6) + " " + circle(19, 12, 1.6), closed: true
    ),
    "circle": Outline(data: circle(12, 12, 9), closed: true),
    "square": Outline(data: "M4 4 H20 V20 H4 Z", closed: true),
    "play": Outline(data: "M7 4 L19 12 L7 20 Z", closed: true),
    "pause": Outline(data: "M8 4 V20 M16 4 V20", closed: false),
    "stop": Outline(data: "M5 5 H19 V19 H5 Z", closed: true),
    "pencil": Outline(data: "M4 20 L5 15 L16 4 L20 8 L9 19 Z M14 6 L18 10", closed: true),
    "photo": Outline(
      data: "M3 5 H21 V19 H3 Z M3 16 L9 10 L14 15 L17 12 L21 16 " + circle(16.5, 8.5, 1.5),
      closed: false),
    "clock": Outline(data: circle(12, 12, 9) + " M12 7 V12 L15.5 14", closed: false),
    "calendar": Outline(data: "M3 5 H21 V21 H3 Z M3 9.5 H21 M8 3 V7 M16 3 V7", closed: false),
    "cart": Outline(
      data: "M2 4 H5 L8 16 H19 L21 7 H6 " + circle(9, 19.5, 1.5) + " " + circle(18, 19.5, 1.5),
      closed: false),
    "bookmark": Outline(data: "M6 3 H18 V21 L12 16 L6 21 Z", closed: true),
    "paperplane": Outline(data: "M3 11 L21 3 L14 21 L11 13 Z M11 13 L21 3", closed: true),
    "globe": Outline(
      data: circle(12, 12, 9) + " M3 12 H21 M12 3 C8 7 8 17 12 21 M12 3 C16 7 16 17 12 21",
      closed: false),
    "lock": Outline(
      data: "M5 11 H19 V21 H5 Z M8 11 V7.5 C8 5 10 3.5 12 3.5 C14 3.5 16 5 16 7.5 V11",
      closed: true),
    "cloud": Outline(
      data: "M7 18 H17 C19.5 18 21 16.2 21 14 C21 11.8 19.2 10 17 10 C16.5 6.5 13.8 5 11.5 5 "
        + "C8.5 5 6.5 7.3 6.3 10 C4.2 10.3 3 12 3 14 C3 16.2 4.8 18 7 18 Z",
      closed: true),
    "sun.max": Outline(
      data: circle(12, 12, 4)
        + " M12 2 V4.5 M12 19.5 V22 M2 12 H4.5 M19.5 12 H22 M5 5 L6.8 6.8 M17.2 17.2 L19 19 "
        + "M5 19 L6.8 17.2 M17.2 6.8 L19 5",
      closed: false),
    "moon": Outline(
      data: "M15 3.5 C10 4 6.5 8 6.5 12.5 C6.5 17 10 20.5 14.5 20.5 C17 20.5 19 19.5 20.5 17.8 "
        + "C14.5 18 10.5 13.5 11.5 8.5 C12 6.3 13.3 4.6 15 3.5 Z",
      closed: true),
    "list.bullet": Outline(
      data: "M9 6 H21 M9 12 H21 M9 18 H21 " + circle(4.5, 6, 1.2) + " " + circle(4.5, 12, 1.2)
        + " " + circle(4.5, 18, 1.2),
      closed: false),
    "line.3.horizontal": Outline(data: "M4 6 H20 M4 12 H20 M4 18 H20", closed: false),
    "folder": Outline(data: "M3 6 H10 L12 8 H21 V19 H3 Z", closed: true),
    "doc": Outline(data: "M6 3 H14 L19 8 V21 H6 Z M14 3 V8 H19", closed: true),
    "link": Outline(
      data: "M10 14 L14 10 M8.5 12.5 L6.5 14.5 C5 16 5 18 6.5 19.5 C8 21 10 21 11.5 19.5 "
        + "L13.5 17.5 M15.5 11.5 L17.5 9.5 C19 8 19 6 17.5 4.5 C16 3 14 3 12.5 4.5 L10.5 6.5",
      closed: false),
    "mappin": Outline(
      data: "M12 21.5 C12 21.5 5 14.5 5 9.5 C5 5.6 8.1 2.5 12 2.5 C15.9 2.5 19 5.6 19 9.5 "
        + "C19 14.5 12 21.5 12 21.5 Z " + circle(12, 9.5, 2.5),
      closed: true),
    "phone": Outline(
      data: "M5 3.5 L8.5 3.5 L10 8 L8 9.5 C9 12 12 15 14.5 16 L16 14 L20.5 15.5 V19 "
        + "C20.5 20 19.5 20.5 18.5 20.5 C10.5 20 4 13.5 3.5 5.5 C3.5 4.5 4 3.5 5 3.5 Z",
      closed: true),
    "camera": Outline(
      data: "M3 7 H7.5 L9 4.5 H15 L16.5 7 H21 V19 H3 Z " + circle(12, 13, 3.5), closed: true),
    "bolt": Outline(data: "M13 2.5 L5 13.5 H11.5 L10.5 21.5 L19 10 H12.5 Z", closed: true),
    "flag": Outline(data: "M5 21 V3.5 M5 4 H18 L15.5 8.5 L18 13 H5", closed: false),
    "tag": Outline(data: "M3 3 H11 L21 13 L13 21 L3 11 Z " + circle(7.5, 7.5, 1.5), closed: true),
    "eye": Outline(
      data: "M2 12 C4.5 7.5 8 5.5 12 5.5 C16 5.5 19.5 7.5 22 12 C19.5 16.5 16 18.5 12 18.5 "
        + "C8 18.5 4.5 16.5 2 12 Z " + circle(12, 12, 3),
      closed: true),
    "hand.thumbsup": Outline(
      data: "M7 10 H3.5 V20.5 H7 Z M7 10 L11 3.5 C12.5 3.5 13.5 4.5 13 6.5 L12.5 9 H19 "
        + "C20.2 9 21 10 20.7 11.2 L19 18.8 C18.8 19.8 18 20.5 17 20.5 H7",
      closed: false),
  ]
}
