/// A render item's numeric attributes while it renders (D68): the first one inline, two or
/// more in an `AttributeList`.
///
/// Most rendered nodes take one attribute or none (a row's `.opacity(0.9)`), and the list's
/// array was made for each one and freed when the node froze: rows with equal attributes share
/// one frozen list (`RenderState.lastAttributes`). That was an allocation and about 300
/// instructions at every rendering of such a node, an animated frame's included.
struct RenderAttributes: Sequence, Sendable {
  /// The only attribute, while there is one.
  private var name: String?
  private var value = 0.0
  /// Every attribute, once there are two or more (`name` is then nil).
  private var list = AttributeList()

  init() {}

  /// The value of the attribute `name`; setting nil removes it.
  subscript(name: String) -> Double? {
    get {
      if let only = self.name { return only == name ? value : nil }
      return list.isEmpty ? nil : list[name]
    }
    set {
      if let only = self.name {
        if only == name {
          if let newValue { value = newValue } else { self.name = nil }
          return
        }
        guard let newValue else { return }
        // A second attribute: both move to the list.
        list[only] = value
        list[name] = newValue
        self.name = nil
        return
      }
      if list.isEmpty {
        guard let newValue else { return }
        self.name = name
        value = newValue
        return
      }
      list[name] = newValue
    }
  }

  /// The value of the attribute `name`, or `defaultValue` (stored when it is changed).
  subscript(name: String, default defaultValue: Double) -> Double {
    get { self[name] ?? defaultValue }
    set { self[name] = newValue }
  }

  var isEmpty: Bool { name == nil && list.isEmpty }

  /// The attributes as a list, in order of name (a snapshot node's form).
  var frozen: AttributeList {
    guard let name else { return list }
    return AttributeList(name: name, value: value)
  }

  /// Whether these are the attributes of `other`, found without making a list.
  func equals(_ other: AttributeList) -> Bool {
    guard let name else { return list == other }
    return other.isOnly(name: name, value: value)
  }

  /// The attributes as a dictionary.
  var dictionary: [String: Double] {
    guard let name else { return list.dictionary }
    return [name: value]
  }

  func makeIterator() -> Iterator {
    var single: (String, Double)?
    if let name { single = (name, value) }
    return Iterator(single: single, rest: list.makeIterator())
  }

  /// The attributes in order of name, as `(key, value)` pairs, without making a list.
  struct Iterator: IteratorProtocol {
    fileprivate var single: (String, Double)?
    fileprivate var rest: AttributeList.Iterator

    mutating func next() -> (key: String, value: Double)? {
      if let (name, value) = single {
        single = nil
        return (name, value)
      }
      return rest.next()
    }
  }
}
