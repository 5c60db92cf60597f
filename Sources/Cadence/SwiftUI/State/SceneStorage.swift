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
  private var link: SceneStorageLink?

  init(key: String, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
  }

  /// The scene's value for the key, or the default when it has none.
  @MainActor
  public var wrappedValue: Value {
    get {
      guard let stored = link?.owner?.tree.sceneStorage.values[key], let value = stored as? Value
      else { return defaultValue }
      return value
    }
    nonmutating set {
      guard let owner = link?.owner, owner.isMounted else { return }
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
    let link: SceneStorageLink
    if let existing = context.storage[context.slot] {
      link = downcast(existing, to: SceneStorageLink.self)
    } else {
      let owner = downcast(context.node, to: BodyNode.self)
      link = SceneStorageLink(owner: owner)
      context.storage[context.slot] = link
      owner.tree.sceneStorage.register(owner, key: key)
    }
    self.link = link
  }
}

/// The connection of one `@SceneStorage` property to the view that holds it.
@MainActor
final class SceneStorageLink {
  /// The view's node (nil once it is freed: D62).
  private let link: NodeLink
  var owner: BodyNode? { link.node }

  init(owner: BodyNode) { link = owner.link }
}
