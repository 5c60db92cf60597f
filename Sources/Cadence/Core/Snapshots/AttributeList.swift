/// A rendered node's numeric attributes other than its frame, by name: a short list kept in
/// order of name.
///
/// Not a `Dictionary`: a node has a handful of attributes or none, and a dictionary hashed
/// each name with SipHash at every change (an opacity's one attribute cost about 1,300
/// instructions at each rendering, half of it hashing "opacity" twice around the table's
/// first allocation). A search here compares a few short strings.
package struct AttributeList: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// One attribute.
  fileprivate struct Entry: Hashable, Sendable {
    var name: String
    var value: Double
  }

  /// The attributes, in order of name (so that equal lists are equal entry by entry).
  private var entries: [Entry]

  /// An empty list.
  package init() { entries = [] }

  /// A list of one attribute.
  package init(name: String, value: Double) { entries = [Entry(name: name, value: value)] }

  /// Whether the list holds exactly the one attribute `name` at `value` (compared as `==`
  /// compares lists).
  package func isOnly(name: String, value: Double) -> Bool {
    entries.count == 1 && entries[0].name == name && entries[0].value == value
  }

  /// The attributes of `dictionary`.
  package init(_ dictionary: [String: Double]) {
    entries = dictionary.map { Entry(name: $0.key, value: $0.value) }
      .sorted { $0.name < $1.name }
  }

  package init(dictionaryLiteral elements: (String, Double)...) {
    self.init()
    for (name, value) in elements { self[name] = value }
  }

  /// The position of `name`, or where it would be inserted.
  @inline(__always)
  private func position(of name: String) -> (index: Int, found: Bool) {
    var index = 0
    while index < entries.count {
      let other = entries[index].name
      if other == name { return (index, true) }
      if name < other { break }
      index += 1
    }
    return (index, false)
  }

  /// The value of the attribute `name`; setting nil removes it.
  package subscript(name: String) -> Double? {
    get {
      for entry in entries where entry.name == name { return entry.value }
      return nil
    }
    set {
      let (index, found) = position(of: name)
      switch (found, newValue) {
      case (true, let value?): entries[index].value = value
      case (true, nil): entries.remove(at: index)
      case (false, let value?): entries.insert(Entry(name: name, value: value), at: index)
      case (false, nil): break
      }
    }
  }

  /// The value of the attribute `name`, or `defaultValue` (stored when it is changed).
  package subscript(name: String, default defaultValue: Double) -> Double {
    get { self[name] ?? defaultValue }
    set { self[name] = newValue }
  }

  package var isEmpty: Bool { entries.isEmpty }

  /// Whether the two lists hold one storage (shared rather than copied; both empty counts).
  package func sharesStorage(with other: AttributeList) -> Bool {
    entries.withUnsafeBufferPointer { mine in
      other.entries.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
    }
  }

  /// The attributes as a dictionary (the public form of a snapshot node's attributes).
  package var dictionary: [String: Double] {
    var result: [String: Double] = [:]
    result.reserveCapacity(entries.count)
    for entry in entries { result[entry.name] = entry.value }
    return result
  }

  package func makeIterator() -> Iterator { Iterator(entries: entries) }

  /// The attributes in order of name, as `(key, value)` pairs (a dictionary's elements).
  package struct Iterator: IteratorProtocol {
    fileprivate let entries: [Entry]
    private var index = 0

    fileprivate init(entries: [Entry]) { self.entries = entries }

    package mutating func next() -> (key: String, value: Double)? {
      guard index < entries.count else { return nil }
      defer { index += 1 }
      return (entries[index].name, entries[index].value)
    }
  }
}
