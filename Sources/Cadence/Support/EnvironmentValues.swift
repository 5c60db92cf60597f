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
      // Most keys read are not set: their bits are not in the list's summary, found at once.
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

  /// Whether the value of `key`, an optional whose default is nil, is not nil here, found
  /// without copying a value out where the key was never set (a custom style, asked about at
  /// every button's mount: reading one out, even the default, and comparing it with nil
  /// copies and destroys the whole style).
  func hasValue<K: EnvironmentKey, Wrapped>(_ key: K.Type) -> Bool where K.Value == Wrapped? {
    guard let entry = entry(for: ObjectIdentifier(key)) else {
      internalCheck(K.defaultValue == nil, "\(K.self) has a default other than nil")
      return false
    }
    return (entry.value as! K.Value) != nil
  }

  /// The newest entry of the key `id`. The walk holds no reference to the entries it passes
  /// (the list holds them, and this value holds the list): a node's every environment read
  /// walks the list, and counting references along it cost more than the search.
  @inline(__always)
  private func entry(for id: ObjectIdentifier) -> Entry? {
    let bits = Entry.bits(for: id)
    guard let head, head.keys & bits == bits else { return nil }
    // Through `Unmanaged` rather than an `unowned(unsafe)` local, which the optimiser may
    // retain and release at each use (it did, in some builds: two of each at every text
    // measured).
    var current = Unmanaged.passUnretained(head)
    while true {
      let step: Step = current._withUnsafeGuaranteedRef { entry in
        if entry.key == id { return .found }
        // Past the last entry whose summary has the key's bits, the key is not in the list:
        // a key whose bits other keys share (a summary has 64 bits) stops there rather than
        // walking the whole list.
        guard let next = entry.next, next.keys & bits == bits else { return .absent }
        return .next(Unmanaged.passUnretained(next))
      }
      switch step {
      case .found: return current.takeUnretainedValue()
      case .absent: return nil
      case .next(let next): current = next
      }
    }
  }

  /// A step of the walk of `entry(for:)`.
  private enum Step {
    case found
    case absent
    case next(Unmanaged<Entry>)
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
    /// A summary of the keys set in this entry and the ones after it: the two bits of each
    /// (`bits(for:)`). A key with a bit clear is not in the list; one with both set may be.
    let keys: UInt64

    init(key: ObjectIdentifier, name: String, value: Any, next: Entry?) {
      self.key = key
      self.name = name
      self.value = value
      self.next = next
      keys = (next?.keys ?? 0) | Self.bits(for: key)
    }

    /// The bits of a key in a summary: two of 64, from its type's address mixed by one
    /// multiplication (a Bloom filter of two hashes). With one bit a key, an unset key shared
    /// its bit with one of the dozen keys a view's list holds often enough that where the
    /// linker put the types moved a button row's mount by 400 instructions (D62, D63).
    @inline(__always)
    static func bits(for key: ObjectIdentifier) -> UInt64 {
      let mixed = UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
      return 1 << (mixed >> 58) | 1 << ((mixed >> 52) & 63)
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
