import Foundation

/// An action that dismisses the current presentation: pops a navigation stack's top view or
/// closes a sheet or alert. Does nothing where there is nothing to dismiss.
public struct DismissAction: Equatable, Sendable {
  let action: (@MainActor () -> Void)?
  let token: ObjectIdentifier?

  /// Dismisses the presentation.
  @MainActor
  public func callAsFunction() {
    action?()
  }

  public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
    lhs.token == rhs.token && (lhs.token != nil || (lhs.action == nil) == (rhs.action == nil))
  }
}

/// What a navigation stack offers the views inside it: pushing a view (and being told when
/// it is popped), pushing a value on its path.
struct NavigationActions: Equatable, Sendable {
  var push: (@MainActor (AnyView) -> Void)?
  /// Pushes a view shown while `isPresented` says so; `onPop` runs when it is popped.
  var pushPresented:
    (
      @MainActor (AnyView, @escaping @MainActor () -> Bool, @escaping @MainActor () -> Void) -> Void
    )? =
      nil
  var pushValue: (@MainActor (AnyHashable) -> Bool)? = nil
  let depth: Int
  let token: ObjectIdentifier?

  static func == (lhs: NavigationActions, rhs: NavigationActions) -> Bool {
    lhs.token == rhs.token && lhs.depth == rhs.depth
  }
}

/// A token whose identity stands for one navigation stack or presentation.
@MainActor
final class PresentationToken {}

struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction(action: nil, token: nil)
}

struct NavigationKey: EnvironmentKey {
  static let defaultValue = NavigationActions(push: nil, depth: 0, token: nil)
}
