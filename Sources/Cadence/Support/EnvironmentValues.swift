/// A collection of environment values propagated through a view hierarchy.
///
/// Stored as a persistent list, so that copying the environment into every node is one
/// reference and writing a value shares the rest of the list.
public struct EnvironmentValues: CustomStringConvertible {
  private var head: Entry?

  /// Creates an environment with every key at its default value.
  public init() {}

  /// The value of a custom key, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      var entry = head
      while let current = entry {
        if current.key == id { return current.value as! K.Value }
        entry = current.next
      }
      return K.defaultValue
    }
    set {
      head = Entry(key: ObjectIdentifier(key), name: "\(K.self)", value: newValue, next: head)
    }
  }

  /// Whether `key` was set on the way here (else it reads as its default), found without
  /// copying its value out.
  func contains<K: EnvironmentKey>(_ key: K.Type) -> Bool {
    let id = ObjectIdentifier(key)
    var entry = head
    while let current = entry {
      if current.key == id { return true }
      entry = current.next
    }
    return false
  }

  /// The keys that have been set, newest first, with their values.
  public var description: String {
    var parts: [String] = []
    var seen: Set<ObjectIdentifier> = []
    var entry = head
    while let current = entry {
      if seen.insert(current.key).inserted { parts.append("\(current.name) = \(current.value)") }
      entry = current.next
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  private final class Entry {
    let key: ObjectIdentifier
    let name: String
    let value: Any
    let next: Entry?

    init(key: ObjectIdentifier, name: String, value: Any, next: Entry?) {
      self.key = key
      self.name = name
      self.value = value
      self.next = next
    }
  }
}

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value when the environment has none.
  static var defaultValue: Value { get }
}
