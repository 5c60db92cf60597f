/// The rendered nodes with interactions, kept up to date as they render: by label,
/// accessibility label and `#identifier`, so that a tap on one button among a million finds it
/// at once, and found by identity through the same keys (a snapshot names its nodes by
/// identity, and the runtime holds them). A node is usually listed under one key, its label,
/// and a label usually names one node: both are kept inline, without an array for each (two
/// allocations at every button).
@MainActor
struct InteractiveIndex {
  /// The keys a node is listed under.
  struct Keys: Equatable {
    fileprivate var first: String?
    fileprivate var more: [String] = []

    init() {}

    mutating func append(_ key: String) {
      if first == nil { first = key } else { more.append(key) }
    }
  }

  /// A key of the table: a string with its hash, worked out once. The table is rehashed each
  /// time it grows, and hashing every label again (with the stored keys' strings far apart in
  /// memory) was a seventh of a first snapshot of many buttons.
  struct Key: Hashable {
    let string: String
    /// `string.hashValue`: equal strings, canonically equivalent ones included, have equal
    /// hashes.
    let hash: Int

    init(_ string: String) {
      self.string = string
      hash = string.hashValue
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.hash == rhs.hash && lhs.string == rhs.string
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(hash)
    }

    /// The table's bucket hash: the stored hash mixed with the table's seed (one
    /// multiplication; the stored hash is already uniform).
    func _rawHashValue(seed: Int) -> Int {
      let mixed = UInt64(UInt(bitPattern: hash ^ seed)) &* 0x9E37_79B9_7F4A_7C15
      return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
    }
  }

  /// The nodes under one key. Several are kept by identity, so that one leaves in constant
  /// time: the rows of a list often share a label ("Delete" on every row), and a search of
  /// the key's nodes at each removal made removing n such rows cost n² / 2 comparisons
  /// (20,000 rows: 4.4 s). Their order is not kept: a lookup sorts what it finds by tree order.
  private enum Nodes {
    case none
    case one(_ViewNode)
    case many([ObjectIdentifier: _ViewNode])

    var array: [_ViewNode] {
      switch self {
      case .none: return []
      case .one(let node): return [node]
      case .many(let nodes): return Array(nodes.values)
      }
    }

    mutating func append(_ node: _ViewNode) {
      switch self {
      case .none:
        self = .one(node)
      case .one(let first):
        if first === node { return }
        self = .many([ObjectIdentifier(first): first, ObjectIdentifier(node): node])
      case .many(var nodes):
        // Let go of the table first, so that it is changed in place.
        self = .none
        nodes[ObjectIdentifier(node)] = node
        self = .many(nodes)
      }
    }

    mutating func remove(_ node: _ViewNode) {
      switch self {
      case .none:
        return
      case .one(let only):
        if only === node { self = .none }
      case .many(var nodes):
        self = .none
        nodes[ObjectIdentifier(node)] = nil
        if nodes.count > 1 {
          self = .many(nodes)
        } else if let last = nodes.values.first {
          self = .one(last)
        }
      }
    }

    var isEmpty: Bool {
      if case .none = self { return true }
      return false
    }

    func node(_ identity: ObjectIdentifier) -> _ViewNode? {
      switch self {
      case .none: return nil
      case .one(let node): return ObjectIdentifier(node) == identity ? node : nil
      case .many(let nodes): return nodes[identity]
      }
    }
  }

  /// The interactive nodes by key, and those without any. A node's keys are not kept: they
  /// are worked out again from the frozen form it was listed from (`Keys(of:)`), which its
  /// render record holds while it is listed (a table by identity cost a hash and a share of
  /// its growth at every rendered button, about a sixth of a first snapshot).
  private var byKey: [Key: Nodes] = [:]
  private var unkeyed = Nodes.none

  /// The node with this identity listed from `storage`, its frozen form, if any.
  func node(_ identity: ObjectIdentifier, listedFrom storage: SnapshotNode.Storage) -> _ViewNode? {
    guard let first = Keys(of: storage).first else { return unkeyed.node(identity) }
    return byKey[Key(first)]?.node(identity)
  }

  /// The nodes listed under `key`.
  func nodes(under key: String) -> [_ViewNode] { byKey[Key(key)]?.array ?? [] }

  /// Every listed node, once.
  var allNodes: [_ViewNode] {
    var seen = Set<ObjectIdentifier>()
    var all: [_ViewNode] = []
    for nodes in byKey.values + [unkeyed] {
      for node in nodes.array where seen.insert(ObjectIdentifier(node)).inserted {
        all.append(node)
      }
    }
    return all
  }

  /// Lists `node` under `keys` (nil: no longer listed), in place of `old`, the keys it was
  /// listed under (nil: it was not). Each table is looked up once a key (a string's hash is
  /// most of a lookup).
  mutating func list(_ node: _ViewNode, under keys: Keys?, in old: Keys?) {
    // `if let` and loops, not closures: a closure made in main-actor code checks its executor
    // at each call (about 220 instructions).
    if let old {
      if let first = old.first {
        unlist(node, from: first)
      } else {
        unkeyed.remove(node)
      }
      for key in old.more { unlist(node, from: key) }
    }
    guard let keys else { return }
    if let first = keys.first {
      byKey[Key(first), default: .none].append(node)
    } else {
      unkeyed.append(node)
    }
    for key in keys.more { byKey[Key(key), default: .none].append(node) }
  }

  private mutating func unlist(_ node: _ViewNode, from key: String) {
    let key = Key(key)
    byKey[key]?.remove(node)
    if byKey[key]?.isEmpty == true { byKey[key] = nil }
  }
}

extension InteractiveIndex.Keys {
  /// The keys a node with interactions is found by, from its frozen form: its identifier as
  /// `#id`, its label, and its accessibility label and a field's prompt where they differ from
  /// the label.
  init(of storage: SnapshotNode.Storage) {
    self.init()
    let styles = storage.styles
    if !styles.isEmpty, let identifier = styles["accessibilityIdentifier"] {
      append("#" + identifier)
    }
    if let label = storage.label { append(label) }
    guard !styles.isEmpty else { return }
    if let label = styles["accessibilityLabel"], label != storage.label { append(label) }
    if let prompt = styles["prompt"], prompt != storage.label { append(prompt) }
  }
}
