/// A view that displays one or more lines of read-only text.
public struct Text: Hashable, Sendable {
  let content: String

  /// Creates a text view that displays a string.
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Creates a text view that displays a string without localization.
  public init(verbatim content: String) {
    self.content = content
  }
}

extension Text: LeafView {
  /// `Text` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "Text", label: content)
    item.applyForegroundStyle(from: environment)
    item.applyFont(from: environment)
    return item
  }

  /// The text's size with Cadence's text metric (`TextMetrics`), wrapped to the proposed
  /// width and limited by the line limit and the proposed height.
  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    TextMetrics.size(
      of: content, font: environment.resolvedFont, proposal: proposal,
      lineLimit: environment.lineLimit)
  }

  /// The first baseline is 4/5 of the first line down; the last is 1/5 of a line above the
  /// bottom.
  func explicitGuide(_ key: AlignmentKey, size: CGSize, in environment: EnvironmentValues)
    -> CGFloat?
  {
    let line = min(TextMetrics.lineHeight(environment.resolvedFont), size.height)
    if key == VerticalAlignment.firstTextBaseline.key { return line * 0.8 }
    if key == VerticalAlignment.lastTextBaseline.key { return size.height - line * 0.2 }
    return nil
  }
}

extension RenderItem {
  /// Records the environment's font, if one was set, as `font` (its style or `system`),
  /// `font.size`, and `font.weight` and `font.design` when not the default.
  mutating func applyFont(from environment: EnvironmentValues) {
    guard let font = environment.font else { return }
    styles["font"] = font.name
    attributes["font.size"] = font.size
    if font.weight != .regular { styles["font.weight"] = font.weight.name }
    if font.design != .default { styles["font.design"] = font.design.rawValue }
  }
}
