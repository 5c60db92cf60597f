/// The values a scene keeps for `@SceneStorage`, and the views that read each key: a feature
/// of the tree (`UpdateContext.sceneStorage`).
@MainActor
package final class SceneStorageValues: TreeFeature {
  /// The values by key.
  package internal(set) var values: [String: Any] = [:]
  /// The views reading each key, through their nodes' links (nil once a node is freed: D62).
  private var readers: [String: [ObjectIdentifier: NodeLink]] = [:]

  package init(context: UpdateContext) {}

  func register(_ node: BodyNode, key: String) {
    readers[key, default: [:]][ObjectIdentifier(node)] = node.link
  }

  /// Stores `value` for `key` (nil removes it) and invalidates every live view reading it.
  func write<Value>(_ value: Value, for key: String, by writer: BodyNode) {
    if let stored = values[key], let old = stored as? Value,
      TypeLayout.of(Value.self).isEqual(old, value)
    {
      return
    }
    writer.tree.reconciler.stateWillChange(in: Transaction.current ?? Transaction())
    let isNil = (value as? any OptionalProtocol)?.isNone ?? false
    values[key] = isNil ? nil : value
    let live = (readers[key] ?? [:]).filter { $0.value.node?.isMounted == true }
    readers[key] = live
    for entry in live.values { entry.node?.invalidateForStoredWrite() }
  }

  /// Takes `restored` as the scene's values (a restored scene's), and evaluates again every
  /// live view that reads one.
  package func restore(_ restored: [String: Any]) {
    values = restored
    for key in readers.keys {
      for entry in readers[key]!.values where entry.node?.isMounted == true {
        entry.node?.invalidateForStoredWrite()
      }
    }
  }
}

/// An optional, whatever it wraps.
protocol OptionalProtocol {
  var isNone: Bool { get }
}

extension Optional: OptionalProtocol {
  var isNone: Bool { self == nil }
}

extension BodyNode {
  /// Evaluates the view again after a write to storage it reads (`@AppStorage`,
  /// `@SceneStorage`), when the update allows state writes to it now.
  func invalidateForStoredWrite() {
    guard tree.reconciler.allowsStateWrite(to: self) else { return }
    tree.statistics.stateChanges += 1
    invalidate(transaction: Transaction.current ?? Transaction())
  }
}

extension UpdateContext {
  /// The values the scene keeps for `@SceneStorage`.
  package var sceneStorage: SceneStorageValues { feature(SceneStorageValues.self) }
}
