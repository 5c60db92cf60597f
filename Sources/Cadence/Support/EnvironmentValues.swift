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
      // Most keys read are not set: their bit is not in the list's summary, found at once.
      guard let entry = entry(for: ObjectIdentifier(key)) else { return K.defaultValue }
      return entry.value as! K.Value
    }
    set {
      head = Entry(key: ObjectIdentifier(key), name: "\(K.self)", value: newValue, next: head)
    }
  }

  /// Whether `key` was set on the way here (else it reads as its default), found without
  /// copying its value out.
  func contains<K: EnvironmentKey>(_ key: K.Type) -> Bool {
    entry(for: ObjectIdentifier(key)) != nil
  }

  /// The newest entry of the key `id`. The walk holds no reference to the entries it passes
  /// (the list holds them, and this value holds the list): a node's every environment read
  /// walks the list, and counting references along it cost more than the search.
  @inline(__always)
  private func entry(for id: ObjectIdentifier) -> Entry? {
    let bit = Entry.bit(for: id)
    guard let head, head.keys & bit != 0 else { return nil }
    unowned(unsafe) var current = head
    while current.key != id {
      // Past the last entry whose summary has the key's bit, the key is not in the list: a
      // key whose bit another key shares (a summary has 64 bits, which bit is the types'
      // addresses' choice) stops there rather than walking the whole list.
      guard let next = current.next, next.keys & bit != 0 else { return nil }
      current = next
    }
    return current
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
    /// A summary of the keys set in this entry and the ones after it: the bit of each
    /// (`bit(for:)`). A key whose bit is clear is not in the list; one whose bit is set may be.
    let keys: UInt64

    init(key: ObjectIdentifier, name: String, value: Any, next: Entry?) {
      self.key = key
      self.name = name
      self.value = value
      self.next = next
      keys = (next?.keys ?? 0) | Self.bit(for: key)
    }

    /// The bit of a key in a summary: one of 64, from the bits of its type's address above
    /// its alignment.
    @inline(__always)
    static func bit(for key: ObjectIdentifier) -> UInt64 {
      let address = UInt(bitPattern: key)
      return 1 << UInt64(((address >> 4) ^ (address >> 10)) & 63)
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
