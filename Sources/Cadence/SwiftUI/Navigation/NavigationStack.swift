import Foundation

struct PresentationDismissKey: EnvironmentKey {
  static let defaultValue: DismissAction? = nil
}

struct NavigationRegistryKey: EnvironmentKey {
  static let defaultValue: NavigationDestinationRegistry? = nil
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

  var navigationRegistry: NavigationDestinationRegistry? {
    get { self[NavigationRegistryKey.self] }
    set { self[NavigationRegistryKey.self] = newValue }
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

  /// A path of `elements`, the last one on top.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// Pops values.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(Swift.min(Swift.max(k, 0), elements.count))
  }
}
