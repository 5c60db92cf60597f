/// A modifier that leaves its content as it is (a conditional modifier's "none").
public struct EmptyModifier: ViewModifier {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  /// Creates the modifier.
  nonisolated public init() {}

  public func body(content: Content) -> some View {
    content
  }
}

/// A modifier that makes the modifier it applies from the environment: `resolve(in:)` is
/// called with the environment where it is used, and its result applies to the content.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  /// The type of modifier made.
  associatedtype ResolvedModifier: ViewModifier
  /// The modifier to apply in `environment`.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let resolved = view.modifier.resolve(in: context.environment)
    return reconciled(view.content.modifier(resolved), node: node, context: context)
  }
}
