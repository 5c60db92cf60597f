import Foundation

/// A property wrapper type that reads and writes a value kept by its scene: every view of the
/// scene reading the same key sees it, and it outlives the views (a view that leaves and
/// comes back reads what was written, where `@State` starts again). A `ViewHost` is one
/// scene; its values live as long as it does (`sceneStorage` reads them, to restore them
/// in another host as the system restores a scene).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  /// The node of the view that holds it, through the node's link (nil once it is freed: D62).
  private var link: NodeLink?

  init(key: String, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
  }

  /// The scene's value for the key, or the default when it has none.
  @MainActor
  public var wrappedValue: Value {
    get {
      guard let stored = link?.node?.tree.sceneStorage.values[key], let value = stored as? Value
      else { return defaultValue }
      return value
    }
    nonmutating set {
      guard let owner = link?.node, owner.isMounted else { return }
      owner.tree.sceneStorage.write(newValue, for: key, by: owner)
    }
  }

  /// A binding to the scene's value.
  @MainActor
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding {
      storage.wrappedValue
    } set: {
      storage.wrappedValue = $0
    }
  }
}

extension SceneStorage: StorageProperty {
  static var slotCount: Int { 1 }
  static var readsEnvironment: Bool { false }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    let link: NodeLink
    if let existing = context.storage[context.slot] {
      link = downcast(existing, to: NodeLink.self)
    } else {
      let owner = downcast(context.node, to: BodyNode.self)
      link = owner.link
      context.storage[context.slot] = link
      owner.tree.sceneStorage.register(owner, key: key)
    }
    self.link = link
  }
}
