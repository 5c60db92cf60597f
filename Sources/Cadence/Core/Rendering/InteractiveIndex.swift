/// The rendered nodes with interactions, kept up to date as they render: by identity (a
/// snapshot names its nodes by identity, and the runtime holds them), and by label,
/// accessibility label and `#identifier`, so that a tap on one button among a million finds it
/// at once. A node is usually listed under one key, its label, and a label usually names one
/// node: both are kept inline, without an array for each (two allocations at every button).
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
  }

  private var byIdentity: [ObjectIdentifier: (node: _ViewNode, keys: Keys)] = [:]
  private var byKey: [String: Nodes] = [:]

  /// The node listed with this identity, if any.
  func node(_ identity: ObjectIdentifier) -> _ViewNode? { byIdentity[identity]?.node }

  /// The nodes listed under `key`.
  func nodes(under key: String) -> [_ViewNode] { byKey[key]?.array ?? [] }

  /// Every listed node.
  var allNodes: [_ViewNode] { byIdentity.values.map(\.node) }

  /// The keys `node` is listed under; nil when it is not listed.
  func keys(of node: _ViewNode) -> Keys? { byIdentity[ObjectIdentifier(node)]?.keys }

  /// Lists `node` under `keys`, in place of the keys it had (nil: no longer listed). Each
  /// table is looked up once a key (a string's hash is most of a lookup).
  mutating func list(_ node: _ViewNode, under keys: Keys?) {
    let identity = ObjectIdentifier(node)
    // `if let` and loops, not closures: a closure made in main-actor code checks its executor
    // at each call (about 220 instructions).
    let old: (node: _ViewNode, keys: Keys)?
    if let keys {
      old = byIdentity.updateValue((node, keys), forKey: identity)
    } else {
      old = byIdentity.removeValue(forKey: identity)
    }
    if let old {
      if let first = old.keys.first { unlist(node, from: first) }
      for key in old.keys.more { unlist(node, from: key) }
    }
    guard let keys else { return }
    if let first = keys.first { byKey[first, default: .none].append(node) }
    for key in keys.more { byKey[key, default: .none].append(node) }
  }

  private mutating func unlist(_ node: _ViewNode, from key: String) {
    byKey[key]?.remove(node)
    if byKey[key]?.isEmpty == true { byKey[key] = nil }
  }
}
