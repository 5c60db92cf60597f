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
    return item
  }
}
