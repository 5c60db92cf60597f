import Foundation

// The older observation family most existing apps use: `ObservableObject` with `@Published`,
// `@ObservedObject`, `@StateObject` and `@EnvironmentObject`. Combine is not on Linux, so
// Cadence provides these names itself with SwiftUI's semantics: a `@Published` write (or an
// `objectWillChange.send()`) invalidates every view observing the object, in the transaction
// current at the write.

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher
  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher, made on first use and kept for the object's lifetime.
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectPublisher.publisher(for: self)
  }
}

/// A publisher that emits before an observable object changes: every view observing the
/// object is invalidated when it sends.
open class ObservableObjectPublisher: @unchecked Sendable {
  private let lock = NSLock()
  private var subscribers: [(id: UInt64, receive: @Sendable () -> Void)] = []
  private var nextID: UInt64 = 0

  /// Creates a publisher.
  public init() {}

  /// Sends the change to every subscriber (the views observing the object).
  public func send() {
    lock.lock()
    let receivers = subscribers.map(\.receive)
    lock.unlock()
    for receive in receivers { receive() }
  }

  /// Calls `receive` at each `send()` until the returned token is cancelled.
  package func subscribe(_ receive: @escaping @Sendable () -> Void) -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    nextID += 1
    subscribers.append((nextID, receive))
    return nextID
  }

  /// Stops the subscription `id`.
  package func cancel(_ id: UInt64) {
    lock.lock()
    defer { lock.unlock() }
    subscribers.removeAll { $0.id == id }
  }

  // MARK: Default publishers

  private static let tableLock = NSLock()
  nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]

  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  /// The default publisher of `object`: one per object, forgotten when the object is gone.
  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    tableLock.lock()
    defer { tableLock.unlock() }
    let key = ObjectIdentifier(object)
    if let entry = table[key], entry.object === object { return entry.publisher }
    // A new object (or one at the address of a dead one): drop the dead entries now and then.
    if table.count > 64, table.count.isMultiple(of: 64) {
      table = table.filter { $0.value.object != nil }
    }
    let publisher = ObservableObjectPublisher()
    table[key] = Entry(object: object, publisher: publisher)
    return publisher
  }
}

/// A type that publishes a property marked with an attribute: writing it makes the enclosing
/// `ObservableObject` send `objectWillChange` first, and `$property` is a publisher of its
/// values (the current one, then each new one as it is about to be stored).
@propertyWrapper
public struct Published<Value> {
  /// The value, until someone asks for `$property`; then the subject keeps it.
  enum Storage {
    case value(Value)
    case publisher(Publisher)
  }
  var storage: Storage

  /// Creates the published property with an initial value.
  public init(wrappedValue: Value) {
    storage = .value(wrappedValue)
  }

  /// Creates the published property with an initial value.
  public init(initialValue: Value) {
    storage = .value(initialValue)
  }

  /// Only properties of classes can be published.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property's publisher: `$property`.
  public var projectedValue: Publisher {
    mutating get {
      switch storage {
      case .publisher(let publisher): return publisher
      case .value(let value):
        let publisher = Publisher(value)
        storage = .publisher(publisher)
        return publisher
      }
    }
    set { storage = .publisher(newValue) }
  }

  /// Reads and writes the property of `object`; a write sends `objectWillChange` first.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      switch object[keyPath: storageKeyPath].storage {
      case .value(let value): return value
      case .publisher(let publisher):
        publisher.subject.owner = object.objectWillChange
        return publisher.subject.value
      }
    }
    set {
      switch object[keyPath: storageKeyPath].storage {
      case .value:
        object.objectWillChange.send()
        object[keyPath: storageKeyPath].storage = .value(newValue)
      case .publisher(let publisher):
        publisher.subject.owner = object.objectWillChange
        publisher.subject.send(newValue)
      }
    }
  }
}
