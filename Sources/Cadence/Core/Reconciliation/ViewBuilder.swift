/// A result builder that constructs views from closures: blocks of any arity, `if`/`else`,
/// `if let`, `switch`, optional content and `#available` checks.
@resultBuilder
public enum ViewBuilder {
  /// An empty block produces an `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view produces that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views produces a `TupleView` of them.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView(elements: repeat each content)
  }

  /// Passes a single expression through.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// An `if` without `else`, or an `if let`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// Content behind an availability check.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
