import Cadence

/// An sRGB colour with its opacity, each component in 0…1, as pictures of snapshots paint it.
struct PaintColor: Hashable, Sendable {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  static let white = PaintColor(red: 1, green: 1, blue: 1, alpha: 1)
  static let black = PaintColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The system blue: buttons and other tinted controls.
  static let accent = PaintColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  /// The system grey at a third: placeholders, tracks, unfilled controls.
  static let faint = PaintColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)

  /// `value` as a component: within 0…1, and 0 when it is not a number (`max(NaN, 0)` is
  /// NaN, which no byte is).
  static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// This colour over `below`, weighted by this colour's opacity times `opacity`.
  func over(_ below: PaintColor, opacity: Double = 1) -> PaintColor {
    let a = Self.unit(alpha * opacity)
    return PaintColor(
      red: red * a + below.red * (1 - a), green: green * a + below.green * (1 - a),
      blue: blue * a + below.blue * (1 - a), alpha: 1)
  }

  /// The colour with its opacity multiplied by `factor`.
  func fading(_ factor: Double) -> PaintColor {
    PaintColor(red: red, green: green, blue: blue, alpha: alpha * Self.unit(factor))
  }

  /// Relative luminance in 0…1 (Rec. 709 weights on the sRGB components).
  var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

  /// The components as bytes, for ANSI and SVG.
  var bytes: (Int, Int, Int) {
    func byte(_ value: Double) -> Int { Int((Self.unit(value) * 255).rounded()) }
    return (byte(red), byte(green), byte(blue))
  }

  /// `#rrggbb`.
  var hex: String {
    let (r, g, b) = bytes
    return "#" + [r, g, b].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
  }

  /// The colour a snapshot's style names: a system colour (`red`, `gray`, …), with any
  /// `.opacity(x)` suffixes applied, `rgb(r, g, b)`/`rgba(r, g, b, a)`, or, for a gradient
  /// or other style, the first colour named inside it. Nil when the name holds no colour.
  static func named(_ name: String) -> PaintColor? {
    var base = Substring(name)
    var opacity = 1.0
    while base.hasSuffix(")"), let open = base.range(of: ".opacity(", options: .backwards) {
      guard let value = Double(base[open.upperBound..<base.index(before: base.endIndex)]) else {
        break
      }
      opacity *= unit(value)
      base = base[..<open.lowerBound]
    }
    if let color = system[String(base)] { return color.fading(opacity) }
    if base.hasPrefix("rgb") {
      let numbers = base.split(whereSeparator: { "(), ".contains($0) }).compactMap {
        Double($0)
      }
      if numbers.count >= 3 {
        // A log is untrusted: `nan` and `inf` parse as numbers, and become 0 and 1.
        return PaintColor(
          red: unit(numbers[0]), green: unit(numbers[1]), blue: unit(numbers[2]),
          alpha: unit(numbers.count > 3 ? numbers[3] : 1) * opacity)
      }
    }
    // A gradient or another style: the first system colour's name among its words.
    let words = name.split(whereSeparator: { !$0.isLetter })
    for word in words {
      if let color = system[String(word)] { return color }
    }
    return nil
  }

  /// The system colours by name, as `Color` defines them.
  private static let system: [String: PaintColor] = {
    let colors: [Color] = [
      .black, .white, .clear, .gray, .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue,
      .indigo, .purple, .pink, .brown, .primary, .secondary, .accentColor,
    ]
    var table: [String: PaintColor] = [:]
    for color in colors {
      let parts = color.components
      table[color.name] = PaintColor(
        red: parts.red, green: parts.green, blue: parts.blue, alpha: parts.opacity)
    }
    return table
  }()
}

extension String {
  /// The string with `0`s before it up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
