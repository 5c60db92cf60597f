/// The context a `Canvas` draws in. Headless, every drawing is recorded (see `Canvas`), with
/// the context's state: its transform moves what is drawn, its opacity and blend mode follow
/// each command, clips and filters are commands of their own. A copy of a context shares its
/// record, as a copy of SwiftUI's draws on the same canvas.
public struct GraphicsContext {
  /// Where the commands go: shared by copies and layers.
  let recorder: Recorder
  /// The environment of the canvas.
  public let environment: EnvironmentValues
  /// The transform applied to what is drawn next.
  public var transform = CGAffineTransform.identity
  /// The opacity applied to what is drawn next.
  public var opacity: Double = 1
  /// How what is drawn next blends with what is there.
  public var blendMode = BlendMode.normal
  private var clipBounds: CGRect

  init(environment: EnvironmentValues, size: CGSize) {
    recorder = Recorder()
    self.environment = environment
    clipBounds = CGRect(origin: .zero, size: size)
  }

  /// The commands drawn on a canvas, and what was not drawn for a number that is not
  /// finite.
  final class Recorder {
    var commands: [String] = []
    var problems: [String] = []
    var depth = 0
  }

  /// The bounds of the clip, in the context's coordinates (the transform undone).
  public var clipBoundingRect: CGRect {
    let determinant = transform.a * transform.d - transform.b * transform.c
    guard determinant != 0, determinant.isFinite else { return clipBounds }
    return clipBounds.applying(transform.inverted())
  }

  /// Records `command`, unless a number it draws with is not finite (NaN or ±∞, from the
  /// context's transform or opacity, or from `numbers` or `path` or `described`): then
  /// nothing is drawn, as a graphics system draws nothing at such a place, and the command
  /// and the value are reported (a `nonFiniteValue` diagnostic), so no non-finite number
  /// reaches the record.
  private func record(
    _ command: @autoclosure () -> String, named name: String, numbers: [(String, CGFloat)] = [],
    path: Path? = nil, described: [String] = []
  ) {
    if let reason = nonFiniteReason(numbers: numbers, path: path, described: described) {
      recorder.problems.append("Canvas: \(name) not drawn: \(reason)")
      return
    }
    record(command())
  }

  /// Why a command with these numbers cannot be drawn, if it cannot.
  private func nonFiniteReason(numbers: [(String, CGFloat)], path: Path?, described: [String])
    -> String?
  {
    let matrix = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    if !matrix.allSatisfy(\.isFinite) {
      return "the context's transform is not finite ("
        + matrix.map { DecimalFormatting.format($0) }.joined(separator: " ") + ")"
    }
    if !opacity.isFinite { return "the context's opacity is \(DecimalFormatting.format(opacity))" }
    for (label, value) in numbers where !value.isFinite {
      return "its \(label) is \(DecimalFormatting.format(value))"
    }
    if let path, !path.isFinite { return "its path has a point that is not finite" }
    if let path, !transform.isIdentity, !path.applying(transform).isFinite {
      return "its path, transformed, has a point too large to be finite"
    }
    for text in described where Self.hasNonFiniteNumber(text) {
      return "\(text) has a number that is not finite"
    }
    return nil
  }

  /// Whether a shading's or filter's description holds a number written as not finite
  /// (`nan`, `inf`, `-inf`), outside quoted names.
  static func hasNonFiniteNumber(_ description: String) -> Bool {
    var quoted = false
    var word = ""
    for character in description + " " {
      if character == "\"" {
        quoted.toggle()
        word = ""
      } else if !quoted && (character.isLetter || character == "-") {
        word.append(character)
      } else {
        if !quoted && (word == "nan" || word == "inf" || word == "-inf") { return true }
        word = ""
      }
    }
    return false
  }

  private func record(_ command: String) {
    var line = String(repeating: "  ", count: recorder.depth) + command
    if !opacity.isFinite {
      // Only a layer gets here with such an opacity: it is drawn as it would be at 1.
      recorder.problems.append(
        "Canvas: \(command) drawn at opacity 1: the context's opacity is "
          + DecimalFormatting.format(opacity))
    } else if opacity != 1 {
      line += " opacity " + DecimalFormatting.format(opacity)
    }
    if blendMode != .normal { line += " blend \(blendMode.name)" }
    recorder.commands.append(line)
  }

  private func shown(_ path: Path) -> String {
    (transform.isIdentity ? path : path.applying(transform)).svgPathData
  }

  // MARK: Transforms

  /// Moves the origin by (`x`, `y`).
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Rotates by `angle` about the origin.
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
  }

  /// Applies `matrix` before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Drawing

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(
      "fill \(shown(path)) with \(shading.description)" + (style.isEOFilled ? " eoFill" : ""),
      named: "a fill", path: path, described: [shading.description])
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    record(
      "stroke \(shown(path)) with \(shading.description) width "
        + DecimalFormatting.format(lineWidth),
      named: "a stroke", numbers: [("line width", lineWidth)], path: path,
      described: [shading.description])
  }

  /// Strokes `path` with `shading` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    stroke(path, with: shading, lineWidth: style.lineWidth)
  }

  /// Draws `text` with its `anchor` at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` in `rect`.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text), in: rect)
  }

  /// Draws resolved text with its `anchor` at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    record(
      "text \"\(text.string)\" at \(point.applying(transform).formatted)"
        + " in \(CGRect(origin: origin, size: size).applying(transform).formatted)",
      named: "the text \(text.string.swiftLiteralForDiagnostics)",
      numbers: [
        ("x", point.x), ("y", point.y), ("anchor x", anchor.x), ("anchor y", anchor.y),
      ] + CGRect(origin: origin, size: size).applying(transform).labelledNumbers(transformed: true))
  }

  /// Draws resolved text in `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    record(
      "text \"\(text.string)\" in \(rect.applying(transform).formatted)",
      named: "the text \(text.string.swiftLiteralForDiagnostics)",
      numbers: rect.labelledNumbers() + rect.applying(transform).labelledNumbers(transformed: true))
  }

  /// Draws `image` scaled into `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    record(
      "image \"\(image.name)\" in \(rect.applying(transform).formatted)",
      named: "the image \(image.name.swiftLiteralForDiagnostics)",
      numbers: rect.labelledNumbers() + rect.applying(transform).labelledNumbers(transformed: true))
  }

  /// Draws `image` at its size with its `anchor` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws a resolved image scaled into `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(image.image, in: rect, style: style)
  }

  /// Draws a resolved image at its size with its `anchor` at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = image.size
    draw(
      image.image,
      in: CGRect(
        x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
        width: size.width, height: size.height))
  }

  /// Text resolved in the canvas's environment, to measure or draw.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text, environment: environment)
  }

  /// An image resolved in the canvas's environment, to measure or draw.
  public func resolve(_ image: Image) -> ResolvedImage {
    ResolvedImage(image: image, environment: environment)
  }

  // MARK: Clips, filters and layers

  /// Clips what is drawn next to `path` (or outside it, with `.inverse`).
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    let shownPath = transform.isIdentity ? path : path.applying(transform)
    if let reason = nonFiniteReason(numbers: [], path: path, described: []) {
      recorder.problems.append("Canvas: a clip not applied: \(reason)")
      return
    }
    if !options.contains(.inverse) { clipBounds = clipBounds.intersection(shownPath.boundingRect) }
    record("clip \(shownPath.svgPathData)" + (options.contains(.inverse) ? " inverse" : ""))
  }

  /// Clips what is drawn next to what `content` draws in a layer.
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(),
    content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    record("clip to layer" + (options.contains(.inverse) ? " inverse" : ""))
    try drawLayer(content: content)
  }

  /// Applies `filter` to what is drawn next.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    record(
      "filter \(filter.description)", named: "a filter", described: [filter.description])
  }

  /// Draws `content` in a layer of its own, composited with this context's state.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    record("layer")
    var layer = self
    layer.opacity = 1
    layer.blendMode = .normal
    recorder.depth += 1
    defer {
      recorder.depth -= 1
      recorder.commands.append(String(repeating: "  ", count: recorder.depth) + "end layer")
    }
    try content(&layer)
  }
}

extension CGPoint {
  fileprivate var formatted: String {
    DecimalFormatting.format(x) + " " + DecimalFormatting.format(y)
  }
}

extension CGRect {
  /// The origin's and size's numbers, named for a diagnostic (as drawn, once transformed).
  fileprivate func labelledNumbers(transformed: Bool = false) -> [(String, CGFloat)] {
    let prefix = transformed ? "transformed " : ""
    return [
      (prefix + "x", origin.x), (prefix + "y", origin.y), (prefix + "width", size.width),
      (prefix + "height", size.height),
    ]
  }

  fileprivate var formatted: String {
    [minX, minY, width, height].map { DecimalFormatting.format($0) }.joined(separator: " ")
  }
}

extension String {
  /// The text quoted for a diagnostic, cut to 40 characters.
  fileprivate var swiftLiteralForDiagnostics: String {
    "\"" + (count > 40 ? String(prefix(40)) + "…" : self) + "\""
  }
}
