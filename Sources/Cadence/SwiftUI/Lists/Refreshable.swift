/// The action that refreshes a view's content, which `refreshable(action:)` puts in the
/// environment: a list or scroll view below offers it as pull to refresh, and a view can
/// call it (`await refresh?()`).
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh, returning when it is done.
  public func callAsFunction() async {
    await action()
  }
}

extension EnvironmentValues {
  private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
  }

  /// The refresh action of the views around (`refreshable(action:)`), if any.
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

/// Marks the lists, forms and scroll views it modifies as refreshable (recorded as
/// `refreshable`), and gives them the action a host's pull to refresh starts
/// (`host.refresh(_:)`).
struct _RefreshableEffect: RenderModifier {
  static let attributeName = "refreshable"
  let action: RefreshAction

  func apply(to item: inout RenderItem) {
    guard ["List", "Form", "ScrollView"].contains(item.kind) else { return }
    item.styles["refreshable"] = "true"
    let action = self.action
    item.refresh = {
      // Started as the tree's tasks are: a test's `idle()` lets it run.
      _ = UpdateContext.current?.reconciler.startTask(priority: .userInitiated) {
        await action()
      }
    }
  }
}

extension View {
  /// Makes the lists and scroll views this modifies refreshable: pulling one down (or
  /// `host.refresh(_:)`) runs `action`, and the views below find it as `\.refresh`.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    let refresh = RefreshAction(action: action)
    return modifier(_RefreshableEffect(action: refresh)).environment(\.refresh, refresh)
  }
}

/// What pulling a rendered node to refresh starts (`refreshable`).
enum RefreshHandler: InteractionFeature {
  typealias Value = @MainActor () -> Void
  static var kind: InteractionKinds { .refresh }
}

extension RenderItem {
  /// What pulling it to refresh starts (`refreshable`), if anything.
  var refresh: (@MainActor () -> Void)? {
    get { features[RefreshHandler.self] }
    set { features[RefreshHandler.self] = newValue }
  }
}

extension Interaction {
  /// What pulling it to refresh starts (`refreshable`), if anything.
  package var refresh: (@MainActor () -> Void)? { features[RefreshHandler.self] }
}
