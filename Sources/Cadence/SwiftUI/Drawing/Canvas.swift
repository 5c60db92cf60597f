/// A view that draws with immediate-mode commands. Headless, the commands are recorded: the
/// canvas's node carries `commands`, one per line (`fill <path> with <shading>`, `stroke
/// <path> with <shading> width <w>`, `text "…" at x y`, `image "name" in x y w h`, `clip
/// <path>`, `filter <filter>`, `layer` … `end layer`), paths as SVG path data in the canvas's
/// coordinates (the context's transform applied), each followed by the opacity and blend mode
/// when not the defaults.
public struct Canvas<Symbols: View>: View {
  /// What draws the canvas, given a context and the canvas's size.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// The views a renderer may draw as symbols (none for a canvas made without them).
  public var symbols: Symbols
  /// Whether the canvas is opaque (recorded as `opaque` when it is).
  public var isOpaque: Bool
  /// How the canvas stores and blends colours (recorded as `colorMode` when not non-linear).
  public var colorMode: ColorRenderingMode
  /// Whether the canvas draws off the main thread (recorded as `rendersAsynchronously` when
  /// it does).
  public var rendersAsynchronously: Bool

  public var body: some View {
    _CanvasView(
      renderer: renderer, isOpaque: isOpaque, colorMode: colorMode,
      rendersAsynchronously: rendersAsynchronously)
  }
}

extension Canvas where Symbols == EmptyView {
  /// Creates a canvas that draws with `renderer`.
  @preconcurrency public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    symbols = EmptyView()
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }
}

/// How colours are blended and stored when drawing (recorded only: no pixels are drawn).
public enum ColorRenderingMode: Hashable, Sendable {
  /// Non-linear sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Extended linear sRGB.
  case extendedLinear
}

/// The rendered node of a canvas: it fills the space it is offered and records its drawing
/// at its size.
struct _CanvasView: LeafView {
  typealias Body = Never
  let renderer: (inout GraphicsContext, CGSize) -> Void
  var isOpaque = false
  var colorMode = ColorRenderingMode.nonLinear
  var rendersAsynchronously = false

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "Canvas")
    if isOpaque { item.styles["opaque"] = "true" }
    if colorMode != .nonLinear { item.styles["colorMode"] = "\(colorMode)" }
    if rendersAsynchronously { item.styles["rendersAsynchronously"] = "true" }
    return item
  }

  static var rendersItsSize: Bool { true }

  func complete(_ item: inout RenderItem, in environment: EnvironmentValues) -> [String] {
    let size = item.frame?.size ?? .zero
    var context = GraphicsContext(environment: environment, size: size)
    renderer(&context, size)
    item.styles["commands"] = context.recorder.commands.joined(separator: "\n")
    return context.recorder.problems
  }

  static var completionProblemKind: Diagnostic.Kind { .nonFiniteValue }
}
