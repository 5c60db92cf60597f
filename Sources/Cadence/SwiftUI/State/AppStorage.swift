import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view
/// on a change in value in that user default: every view reading the same key of the same
/// store is invalidated when one of them writes it. The store is the one given, else the
/// environment's `defaultAppStorage`, else `UserDefaults.standard`. (A write made directly
/// to `UserDefaults`, not through an `AppStorage`, is read at the next evaluation but
/// invalidates nothing: Linux's Foundation has no key-value observing.)
///
/// A write is persisted at once, as Apple's platforms persist user defaults without being
/// asked: Linux's Foundation writes a store to disk only when it is synchronized, so each
/// write through an `AppStorage` synchronizes its store, and `UserDefaults.standard` is
/// synchronized when the program exits (for what was written to it directly).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let explicitStore: UserDefaults?
  let read: (UserDefaults, String) -> Value?
  let write: (UserDefaults, String, Value) -> Void
  private var link: AppStorageLink?

  init(
    key: String, defaultValue: Value, store: UserDefaults?,
    read: @escaping (UserDefaults, String) -> Value?,
    write: @escaping (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    self.defaultValue = defaultValue
    explicitStore = store
    self.read = read
    self.write = write
  }

  /// The value in the store, or the default when the store has none.
  @MainActor
  public var wrappedValue: Value {
    get { read(store, key) ?? defaultValue }
    nonmutating set {
      let store = self.store
      write(store, key, newValue)
      _ = store.synchronize()
      AppStorageCenter.shared.changed(key, in: store, by: link)
    }
  }

  /// A binding to the value in the store.
  @MainActor
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding {
      storage.wrappedValue
    } set: {
      storage.wrappedValue = $0
    }
  }

  @MainActor
  private var store: UserDefaults { explicitStore ?? link?.store ?? .standard }
}

extension AppStorage: StorageProperty {
  static var slotCount: Int { 1 }
  static var readsEnvironment: Bool { true }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    let link: AppStorageLink
    if let existing = context.storage[context.slot] {
      link = downcast(existing, to: AppStorageLink.self)
    } else {
      link = AppStorageLink(owner: downcast(context.node, to: BodyNode.self))
      context.storage[context.slot] = link
    }
    link.environmentStore = context.environment.defaultAppStorage
    AppStorageCenter.shared.register(link, key: key, store: explicitStore ?? link.store)
    self.link = link
  }
}

/// The connection of one `@AppStorage` property to the view that holds it.
@MainActor
final class AppStorageLink {
  /// The view's node (nil once it is freed: D62).
  private let link: NodeLink
  var owner: BodyNode? { link.node }
  var environmentStore: UserDefaults?
  var store: UserDefaults { environmentStore ?? .standard }

  init(owner: BodyNode) { link = owner.link }
}

/// The views that read each key of each store, to invalidate when one of them writes it.
@MainActor
final class AppStorageCenter {
  static let shared = AppStorageCenter()
  private var readers: [String: [ObjectIdentifier: Weak]] = [:]

  private init() {
    // What was written to the standard store directly is kept too, as on Apple's platforms.
    atexit { _ = UserDefaults.standard.synchronize() }
  }

  private struct Weak {
    weak var link: AppStorageLink?
  }

  private func name(_ key: String, _ store: UserDefaults) -> String {
    "\(ObjectIdentifier(store).hashValue)/\(key)"
  }

  func register(_ link: AppStorageLink, key: String, store: UserDefaults) {
    readers[name(key, store), default: [:]][ObjectIdentifier(link)] = Weak(link: link)
  }

  /// Invalidates every live view reading `key` of `store` (the writer's too).
  func changed(_ key: String, in store: UserDefaults, by writer: AppStorageLink?) {
    let name = name(key, store)
    guard var links = readers[name] else {
      if let owner = writer?.owner, owner.isMounted {
        owner.invalidate(transaction: Transaction.current ?? Transaction())
      }
      return
    }
    links = links.filter { $0.value.link?.owner?.isMounted == true }
    readers[name] = links
    for entry in links.values { entry.link?.owner?.invalidateForStoredWrite() }
  }
}

extension EnvironmentValues {
  private struct DefaultAppStorageKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: UserDefaults? = nil
  }

  /// The store `@AppStorage` uses when none is given (`defaultAppStorage(_:)`).
  package var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

extension View {
  /// The default store used by `AppStorage` in this view and the views inside it.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}

/// A store that keeps its values in memory only: it is never written to disk
/// (`synchronize()` writes nothing). Each test host has one of its own, so tests do not leak
/// values into each other or into the user's defaults.
package final class VolatileUserDefaults: UserDefaults {
  /// A new, empty store.
  package init() {
    super.init(suiteName: "cadence.volatile." + UUID().uuidString)!
  }

  /// Writes nothing: the values live as long as the store.
  package override func synchronize() -> Bool { true }
}
