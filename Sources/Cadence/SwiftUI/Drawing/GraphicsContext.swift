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

  /// The commands drawn on a canvas.
  final class Recorder {
    var commands: [String] = []
    var depth = 0
  }

  /// The bounds of the clip, in the context's coordinates (the transform undone).
  public var clipBoundingRect: CGRect {
    let determinant = transform.a * transform.d - transform.b * transform.c
    guard determinant != 0, determinant.isFinite else { return clipBounds }
    return clipBounds.applying(transform.inverted())
  }

  private func record(_ command: String) {
    var line = String(repeating: "  ", count: recorder.depth) + command
    if opacity != 1 { line += " opacity " + DecimalFormatting.format(opacity) }
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
    record("fill \(shown(path)) with \(shading.description)" + (style.isEOFilled ? " eoFill" : ""))
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    record(
      "stroke \(shown(path)) with \(shading.description) width "
        + DecimalFormatting.format(lineWidth))
  }

  /// Strokes `path` with `shading` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    stroke(path, with: shading, lineWidth: style.lineWidth)
  }

  /// Draws `text` with its `anchor` at `point`.
  @MainActor
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` in `rect`.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text), in: rect)
  }

  /// Draws resolved text with its `anchor` at `point`.
  @MainActor
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    record(
      "text \"\(text.string)\" at \(point.applying(transform).formatted)"
        + " in \(CGRect(origin: origin, size: size).applying(transform).formatted)")
  }

  /// Draws resolved text in `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    record("text \"\(text.string)\" in \(rect.applying(transform).formatted)")
  }

  /// Draws `image` scaled into `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    record("image \"\(image.name)\" in \(rect.applying(transform).formatted)")
  }

  /// Draws `image` at its size with its `anchor` at `point`.
  @MainActor
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws a resolved image scaled into `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(image.image, in: rect, style: style)
  }

  /// Draws a resolved image at its size with its `anchor` at `point`.
  @MainActor
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
    record("filter \(filter.description)")
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
  fileprivate var formatted: String {
    [minX, minY, width, height].map { DecimalFormatting.format($0) }.joined(separator: " ")
  }
}
