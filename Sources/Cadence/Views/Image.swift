/// A view that displays an image. Headless, there are no pixels: a symbol
/// (`Image(systemName:)`) is a square as tall as a line of the font in the environment; a
/// named image has no size unless given one (`frame`).
public struct Image: Hashable, Sendable {
  let name: String
  let isSymbol: Bool

  /// An image from the app's assets.
  public init(_ name: String) {
    self.name = name
    isSymbol = false
  }

  /// A system symbol.
  public init(systemName: String) {
    name = systemName
    isSymbol = true
  }
}

extension Image: LeafView {
  /// `Image` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "Image", label: name)
    item.applyForegroundStyle(from: environment)
    if isSymbol { item.styles["symbol"] = "true" }
    return item
  }

  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    guard isSymbol else { return .zero }
    let side = TextMetrics.lineHeight(environment.resolvedFont)
    return CGSize(width: side, height: side)
  }
}
