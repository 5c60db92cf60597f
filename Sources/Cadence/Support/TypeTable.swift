/// A table from types to values: the runtime's facts about each view and modifier type,
/// looked up at every mount. Open addressing on the address of the type's metadata, hashed
/// by one multiplication: a `Dictionary` keyed by `ObjectIdentifier` hashes with SipHash,
/// and with the access checks of a static variable a lookup cost about 300 instructions.
struct TypeTable<Value> {
  /// The keys' metadata addresses; 0 marks a free slot.
  private var keys: [UInt]
  private var values: [Value?]
  /// The number of types in the table.
  private(set) var count = 0

  init() {
    keys = Array(repeating: 0, count: 64)
    values = Array(repeating: nil, count: 64)
  }

  /// The slot where the search for `key` starts.
  @inline(__always)
  private func start(_ key: UInt) -> Int {
    // Fibonacci hashing: the high bits of the product mix every bit of the address.
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
  }

  /// The value for `type`, if one was stored.
  subscript(type: Any.Type) -> Value? {
    get {
      let key = UInt(bitPattern: ObjectIdentifier(type))
      let mask = keys.count - 1
      var index = start(key)
      while true {
        let found = keys[index]
        if found == key { return values[index] }
        if found == 0 { return nil }
        index = (index + 1) & mask
      }
    }
    set {
      // Values are only added (a type's facts never change): nil stores nothing.
      guard let newValue else { return }
      insert(newValue, for: UInt(bitPattern: ObjectIdentifier(type)))
    }
  }

  private mutating func insert(_ value: Value, for key: UInt) {
    if (count + 1) * 2 > keys.count { grow() }
    let mask = keys.count - 1
    var index = start(key)
    while keys[index] != 0, keys[index] != key { index = (index + 1) & mask }
    if keys[index] == 0 { count += 1 }
    keys[index] = key
    values[index] = value
  }

  /// Doubles the table, placing every entry again.
  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    values = Array(repeating: nil, count: oldKeys.count * 2)
    count = 0
    for index in oldKeys.indices where oldKeys[index] != 0 {
      if let value = oldValues[index] { insert(value, for: oldKeys[index]) }
    }
  }
}
