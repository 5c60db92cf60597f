/// A flexible space that expands along the major axis of its containing stack.
public struct Spacer: Hashable, Sendable {
  /// The minimum length, or nil for the system default.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: LeafView {
  /// `Spacer` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "Spacer")
    if let minLength { item.attributes["minLength"] = minLength }
    return item
  }
}
