/// A view that draws with immediate-mode commands. Headless, the commands are recorded: the
/// canvas's node carries `commands`, one per line (`fill <path> with <style>`, `stroke
/// <path> with <style> width <w>`, `text "…" at x y`), paths as SVG path data in the
/// canvas's coordinates.
public struct Canvas: View {
  let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

  /// Creates a canvas that draws with `renderer`.
  public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  public var body: some View {
    _CanvasView(renderer: renderer)
  }
}

/// The drawing commands a canvas records.
public struct GraphicsContext {
  var commands: [String] = []
  /// The opacity applied to what is drawn next.
  public var opacity: Double = 1

  /// A paint for filling and stroking.
  public struct Shading {
    let description: String
    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(description: color.name) }
    /// A style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(description: style.styleDescription)
    }
  }

  /// Fills `path`.
  public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    commands.append("fill \(path.svgPathData) with \(shading.description)")
  }

  /// Strokes `path`.
  public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    commands.append(
      "stroke \(path.svgPathData) with \(shading.description) width "
        + DecimalFormatting.format(lineWidth))
  }

  /// Strokes `path` with a stroke style.
  public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    stroke(path, with: shading, lineWidth: style.lineWidth)
  }

  /// Draws text at a point.
  public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    commands.append(
      "text \"\(text.content)\" at \(DecimalFormatting.format(point.x)) "
        + DecimalFormatting.format(point.y))
  }
}

/// The rendered node of a canvas: it fills the space it is offered and records its drawing
/// at its size.
struct _CanvasView: LeafView {
  typealias Body = Never
  let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    RenderItem(kind: "Canvas")
  }

  static var rendersItsSize: Bool { true }

  func complete(_ item: inout RenderItem, in environment: EnvironmentValues) -> [String] {
    var context = GraphicsContext()
    renderer(&context, item.frame?.size ?? .zero)
    item.styles["commands"] = context.commands.joined(separator: "\n")
    return []
  }
}
