import Foundation

struct PresentationDismissKey: EnvironmentKey {
  static let defaultValue: DismissAction? = nil
}

struct NavigationDestinationsKey: EnvironmentKey {
  static let defaultValue = NavigationDestinations()
}

/// The destinations registered with `navigationDestination(for:destination:)`, by type.
struct NavigationDestinations: Equatable, @unchecked Sendable {
  var byType: [ObjectIdentifier: @MainActor (Any) -> AnyView] = [:]

  static func == (lhs: NavigationDestinations, rhs: NavigationDestinations) -> Bool {
    lhs.byType.isEmpty && rhs.byType.isEmpty
  }
}

extension EnvironmentValues {
  /// Dismisses the current presentation (a pushed view, a sheet, an alert).
  public internal(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  var navigation: NavigationActions {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }

  /// Set inside alerts and dialogs: their buttons dismiss them after their action.
  var presentationDismiss: DismissAction? {
    get { self[PresentationDismissKey.self] }
    set { self[PresentationDismissKey.self] = newValue }
  }

  var navigationDestinations: NavigationDestinations {
    get { self[NavigationDestinationsKey.self] }
    set { self[NavigationDestinationsKey.self] = newValue }
  }
}

/// A list of values pushed on a navigation stack.
public struct NavigationPath {
  var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// The number of values.
  public var count: Int { elements.count }
  /// Whether the path is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops values.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(Swift.min(Swift.max(k, 0), elements.count))
  }
}

/// A stack of views: its root, and the views links pushed on it (the top one is shown).
/// Laid out as iOS does in compact form: the content below a 96-point navigation bar (a large
/// title's), filling the rest.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  @State private var pushed: [AnyView] = []
  @State private var token = PresentationToken()

  /// Creates a stack with a root view.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }

  public var body: some View {
    let push: @MainActor (AnyView) -> Void = { view in pushed.append(view) }
    let pop: @MainActor () -> Void = { if !pushed.isEmpty { pushed.removeLast() } }
    let depth = pushed.count
    _NavigationContainer(kind: "NavigationStack") {
      if let top = pushed.last {
        top.environment(\.dismiss, DismissAction(action: pop, token: ObjectIdentifier(token)))
          .id(depth)
      } else {
        root
      }
    }
    .environment(
      \.navigation, NavigationActions(push: push, depth: depth, token: ObjectIdentifier(token)))
  }
}
