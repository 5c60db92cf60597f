/// A view that compares itself with its previous value by `==` and updates its content only
/// when they differ.
public struct EquatableView<Content: View & Equatable>: View {
  /// The content.
  public var content: Content

  /// Creates a view that compares `content` by `==`.
  public init(content: Content) {
    self.content = content
  }

  public var body: some View { content }
}

extension EquatableView: Equatable {
  nonisolated public static func == (lhs: EquatableView, rhs: EquatableView) -> Bool {
    MainActor.assumeIsolated { lhs.content == rhs.content }
  }
}

extension View where Self: Equatable {
  /// Prevents the view from updating its content when its new value equals its old one.
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}
