import Foundation

extension Image {
  /// An image of `size` drawn by `renderer` in a graphics context, as a canvas draws: its
  /// drawing is recorded as the image's `commands` (paths in the image's coordinates), as a
  /// `Canvas`'s is.
  public init(
    size: CGSize, label: Text? = nil, opaque: Bool = false,
    colorMode: ColorRenderingMode = .nonLinear,
    renderer: @escaping (inout GraphicsContext) -> Void
  ) {
    if let label { self.init("drawing", label: label) } else { self.init("drawing") }
    drawing = ImageDrawing(
      size: size, isOpaque: opaque, colorMode: colorMode, renderer: renderer)
  }
}

/// The drawing of an image made by drawing: its size, settings and renderer. Two drawings are
/// the same only when made by the same call (a renderer cannot be compared).
struct ImageDrawing: Hashable, @unchecked Sendable {
  let id = UUID()
  let size: CGSize
  let isOpaque: Bool
  let colorMode: ColorRenderingMode
  /// Called on the main actor only, when the image renders.
  let renderer: (inout GraphicsContext) -> Void

  static func == (lhs: ImageDrawing, rhs: ImageDrawing) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// Draws the image at its size, recording the commands on `item`; what cannot be drawn (a
  /// number that is not finite) is reported as a `nonFiniteValue` diagnostic.
  @MainActor
  func record(in item: inout RenderItem, environment: EnvironmentValues) {
    var context = GraphicsContext(environment: environment, size: size)
    renderer(&context)
    item.styles["commands"] = context.recorder.commands.joined(separator: "\n")
    for problem in context.recorder.problems {
      UpdateContext.current?.report(.nonFiniteValue, "Image(size:renderer:): " + problem, path: "")
    }
    if isOpaque { item.styles["opaque"] = "true" }
    if colorMode != .nonLinear { item.styles["colorMode"] = "\(colorMode)" }
  }
}
