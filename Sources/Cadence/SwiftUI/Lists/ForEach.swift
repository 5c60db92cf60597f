/// A structure that computes views on demand from an underlying collection of identified
/// data. Each element's view keeps its identity (and state) by the element's identifier, so
/// inserting, removing or reordering data moves state with it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection of underlying identified data.
  public var data: Data
  /// A function to create content on demand using the underlying data.
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> ID
  private let idDescription: String
  /// Whether each element is its own identifier (`id: \.self`, or a constant range).
  let identifiesBySelf: Bool

  init(
    data: Data, identify: @escaping (Data.Element) -> ID, idDescription: String,
    identifiesBySelf: Bool = false, content: @escaping (Data.Element) -> Content
  ) {
    self.identifiesBySelf = identifiesBySelf
    self.data = data
    self.identify = identify
    self.idDescription = idDescription
    self.content = content
  }
}

extension ForEach: View where Content: View {
  /// `ForEach` is a primitive view.
  public typealias Body = Never
  /// `ForEach` is primitive: the runtime never asks for its body.
  public var body: Never { fatalError("ForEach is a primitive view and has no body") }

  /// Creates an instance that identifies views by the key path `id` of the data.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    // `\.self` identifies an element by itself: applied per element, a key path costs
    // thousands of instructions (generic metadata, projection), the identity none.
    let bySelf = ID.self == Data.Element.self && id == \Data.Element.self as AnyKeyPath
    let identify: (Data.Element) -> ID =
      bySelf ? { sameValue($0, as: ID.self) } : { $0[keyPath: id] }
    self.init(
      data: data, identify: identify, idDescription: "\(id)", identifiesBySelf: bySelf,
      content: content)
  }

  public static func _makeOrUpdateNode(
    _ view: ForEach, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if context.lazyRows { return makeOrUpdateLazyRows(view, node: node, in: context) }
    let list: KeyedListNode<ID>
    if let node {
      list = downcast(node, to: KeyedListNode<ID>.self)
    } else {
      list = KeyedListNode(in: context)
      list.tagsRows = context.environment.pickerSelection != nil
    }
    list.environment = context.environment
    let childContext = list.childContext(context)
    var elements: [(ID, Data.Element)] = []
    elements.reserveCapacity(view.data.count)
    let identify = view.identify
    if Data.self == Range<Int>.self {
      // `ForEach(0..<n)`, the common case: stepping a generic range costs a call through its
      // bound's witnesses per element (~1,000 instructions); integers step for nothing.
      for index in sameValue(view.data, as: Range<Int>.self) {
        let element = sameValue(index, as: Data.Element.self)
        elements.append((identify(element), element))
      }
    } else {
      for element in view.data { elements.append((identify(element), element)) }
    }
    // A range of integers that are their own identifiers has no repeated identifier.
    let unique = Data.self == Range<Int>.self && view.identifiesBySelf
    // Read once: each access to a field of the generic view fetches its type's metadata.
    let content = view.content
    if list.tagsRows {
      list.update(
        elements: elements, unique: unique,
        idDescription: view.idDescription, transaction: context.transaction
      ) { element, slot in
        let id = identify(element)
        slot = reconciled(
          content(element).modifier(_TagModifier(tag: id)), node: slot, context: childContext)
      }
      return list
    }
    list.update(
      elements: elements, unique: unique,
      idDescription: view.idDescription, transaction: context.transaction
    ) { element, slot in
      slot = reconciled(content(element), node: slot, context: childContext)
    }
    return list
  }
}

extension ForEach where Content: View {
  /// The rows of a `ForEach` directly inside a lazy stack: identified now, made as the
  /// stack's layout needs them (`LazyRowsNode`).
  @MainActor
  static func makeOrUpdateLazyRows(
    _ view: ForEach, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let list: LazyRowsNode<ID>
    if let node {
      list = downcast(node, to: LazyRowsNode<ID>.self)
    } else {
      list = LazyRowsNode(in: context)
    }
    list.environment = context.environment
    let identify = view.identify
    let data = view.data
    // A range of integers that are their own identifiers: the range stands for them (the
    // same range is the same rows, without listing them; no identifier repeats).
    let idRange =
      Data.self == Range<Int>.self && ID.self == Int.self && view.identifiesBySelf
      ? sameValue(data, as: Range<Int>.self) : nil
    let ids = {
      if let idRange { return sameValue(Array(idRange), as: [ID].self) }
      var ids: [ID] = []
      ids.reserveCapacity(data.count)
      for element in data { ids.append(identify(element)) }
      return ids
    }
    let content = view.content
    let tagsRows = context.environment.pickerSelection != nil
    let environmentChanged = context.environmentChanged
    list.update(
      idRange: idRange, ids: ids, idDescription: view.idDescription,
      transaction: context.transaction
    ) {
      @MainActor [unowned list] offset, row, transaction in
      let element = data[data.index(data.startIndex, offsetBy: offset)]
      let rowContext = list.childContext(
        environmentChanged: row == nil ? false : environmentChanged, transaction: transaction)
      let rowView = list.tree.reconciler.evaluateContent(of: list) { content(element) }
      if tagsRows {
        return reconciled(
          rowView.modifier(_TagModifier(tag: identify(element))), node: row, context: rowContext)
      }
      return reconciled(rowView, node: row, context: rowContext)
    }
    return list
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  /// Creates an instance that identifies views by the data's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, identify: { $0.id }, idDescription: "\\.id", content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates an instance over a constant range, identifying views by their integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(
      data: data, identify: { $0 }, idDescription: "\\.self", identifiesBySelf: true,
      content: content)
  }
}

/// A transparent node whose children are keyed by identifier.
@MainActor
final class KeyedListNode<ID: Hashable>: _ViewNode {
  /// The identifiers in order, and the node of each (unchecked: no access spans a call).
  @exclusivity(unchecked) private var ids: [ID] = []
  @exclusivity(unchecked) private var children: [_ViewNode] = []
  /// Each identifier as a snapshot path shows it, in the same order.
  private var descriptions: [String] = []
  /// Whether the list was updated before: elements that appear later are inserted (they run
  /// their insertion transitions).
  private var hasUpdated = false
  /// Whether each row is tagged with its identifier (SwiftUI's implicit tag), as it is inside
  /// a picker or a list with a selection; decided when the node is made.
  var tagsRows = false

  /// Reconciles the children with `elements`: kept identifiers update in place, new ones
  /// mount, missing ones unmount. A repeated identifier is reported and only its first
  /// element shown (`unique`: the caller knows none repeats, and they are not looked for).
  /// The same identifiers in the same order (a body evaluated again) update in place without
  /// any lookup.
  func update<Element>(
    elements: [(ID, Element)], unique: Bool, idDescription: String,
    transaction: Transaction,
    reconcileChild: (Element, inout _ViewNode?) -> Void
  ) {
    var same = elements.count == ids.count
    if same {
      for index in ids.indices where elements[index].0 != ids[index] {
        same = false
        break
      }
    }
    let isFirstUpdate = !hasUpdated
    hasUpdated = true
    if same {
      for index in elements.indices {
        var slot: _ViewNode? = children[index]
        reconcileChild(elements[index].1, &slot)
        if let slot, slot !== children[index] { children[index] = slot }
      }
      return
    }
    // A first mount has no old children to look up.
    let hadChildren = !ids.isEmpty
    var previous: [ID: (node: _ViewNode, description: String)] = [:]
    previous.reserveCapacity(ids.count)
    for index in ids.indices { previous[ids[index]] = (children[index], descriptions[index]) }
    var seen = Set<ID>()
    if !unique { seen.reserveCapacity(elements.count) }
    var newIDs: [ID] = []
    var newChildren: [_ViewNode] = []
    var newDescriptions: [String] = []
    newIDs.reserveCapacity(elements.count)
    newChildren.reserveCapacity(elements.count)
    newDescriptions.reserveCapacity(elements.count)
    // By index: an unspecialised `enumerated()` looks a generic type up at every row.
    for index in elements.indices {
      let (id, element) = elements[index]
      guard unique || seen.insert(id).inserted else {
        reportDuplicate(id, by: idDescription, at: index)
        continue
      }
      let old = hadChildren ? previous.removeValue(forKey: id) : nil
      var slot = old?.node
      reconcileChild(element, &slot)
      guard let slot else { continue }
      if old == nil, !isFirstUpdate {
        slot.beginInsertionTransition(in: self, transaction: transaction)
      }
      newIDs.append(id)
      newChildren.append(slot)
      newDescriptions.append(old?.description ?? Self.describe(id))
    }
    // Unmount what left, in the old order.
    for index in ids.indices where previous[ids[index]] != nil {
      removeChild(
        children[index], transaction: transaction, index: index, identity: descriptions[index])
    }
    // A reordering moves the views: the container lays out again.
    if previous.isEmpty, ids.count == newIDs.count, ids != newIDs {
      invalidateLayout(transaction: transaction)
    }
    if ids != newIDs { childrenDidChange() }
    ids = newIDs
    children = newChildren
    descriptions = newDescriptions
  }

  /// An identifier as a path component shows it: its description, with `/`, `[`, `]`, `%`,
  /// `"` and whitespace or control characters percent-encoded (UTF-8 bytes), so that the
  /// path still reads unambiguously and stays one word in a text log.
  nonisolated static func describe(_ id: ID) -> String {
    let text: String
    // The usual identifiers (`ForEach(0..<n)`, `id: \.self` on numbers or strings) are read
    // as what they are, without `String(describing:)`'s dynamic cast (a sixth of a text row's
    // mount); an integer's digits need no escaping.
    if ID.self == Int.self {
      return DecimalFormatting.string(
        withUnsafePointer(to: id) { $0.withMemoryRebound(to: Int.self, capacity: 1) { $0.pointee } }
      )
    } else if ID.self == String.self {
      text = withUnsafePointer(to: id) {
        $0.withMemoryRebound(to: String.self, capacity: 1) { $0.pointee }
      }
    } else {
      text = String(describing: id)
    }
    // Printable ASCII other than the special characters stays as it is.
    let plain = text.utf8.allSatisfy { byte in
      byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "[")
        && byte != UInt8(ascii: "]") && byte != UInt8(ascii: "%") && byte != UInt8(ascii: "\"")
    }
    if plain { return text }
    let special: Set<Unicode.Scalar> = ["/", "[", "]", "%", "\""]
    var encoded = ""
    for scalar in text.unicodeScalars {
      if special.contains(scalar) || scalar.properties.isWhitespace
        || scalar.properties.generalCategory == .control
      {
        for byte in String(scalar).utf8 { encoded += "%" + hex(byte) }
      } else {
        encoded.unicodeScalars.append(scalar)
      }
    }
    return encoded
  }

  nonisolated private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
  }

  override func collectRendered(into slots: inout [RenderedSlot]) {
    guard !isHidden else { return }
    for index in children.indices {
      collectGhosts(at: index, into: &slots)
      let start = slots.count
      collect(child: children[index], into: &slots)
      RenderedSlot.setIdentity(descriptions[index], of: &slots, from: start)
    }
    collectGhosts(at: children.count, into: &slots, last: true)
  }

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    for child in children { body(child) }
  }

  /// The node of the element whose identifier is `id`, if it is in the list.
  func child(for id: ID) -> _ViewNode? {
    ids.firstIndex(of: id).map { children[$0] }
  }
}

extension KeyedListNode: IdentifiedRows {
  var shownRows: [(id: ID, node: _ViewNode)] { zip(ids, children).map { ($0, $1) } }
}

extension KeyedListNode: RowList {
  func offset(ofRow child: _ViewNode) -> Int? {
    children.firstIndex { $0 === child }
  }

  var rowCount: Int { children.count }
}

/// An element of a bound collection as `ForEach($items)` shows it: its value when the list
/// was made (for its identity) and a binding to it.
public struct _BoundElement<Element> {
  let element: Element
  let binding: Binding<Element>
}

extension ForEach where Content: View {
  /// Creates views from a binding to a collection of identifiable elements, each given a
  /// binding to its element (`ForEach($todos) { $todo in … }`).
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, Data == [_BoundElement<C.Element>], ID == C.Element.ID {
    self.init(
      data: Self.bound(data, id: \.id), identify: { $0.element.id }, idDescription: "\\.id",
      content: { content($0.binding) })
  }

  /// Creates views from a binding to a collection of elements identified by `id`, each given
  /// a binding to its element (`ForEach($rows, id: \.name) { $row in … }`).
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [_BoundElement<C.Element>] {
    self.init(
      data: Self.bound(data, id: id), identify: { $0.element[keyPath: id] },
      idDescription: "\(id)", content: { content($0.binding) })
  }

  /// Each element of the bound collection with a binding to it; the binding finds its element
  /// by identifier when the collection changed under it.
  @MainActor
  static func bound<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>
  ) -> [_BoundElement<C.Element>] {
    let collection = data.wrappedValue
    var bound: [_BoundElement<C.Element>] = []
    bound.reserveCapacity(collection.count)
    for index in collection.indices {
      let element = collection[index]
      let identifier = element[keyPath: id]
      func locate(_ items: C) -> C.Index? {
        if items.indices.contains(index), items[index][keyPath: id] == identifier { return index }
        return items.firstIndex { $0[keyPath: id] == identifier }
      }
      let binding = Binding<C.Element>(
        get: { locate(data.wrappedValue).map { data.wrappedValue[$0] } ?? element },
        set: { value in
          var items = data.wrappedValue
          guard let position = locate(items) else { return }
          items[position] = value
          data.wrappedValue = items
        })
      bound.append(_BoundElement(element: element, binding: binding))
    }
    return bound
  }
}

extension _ViewNode {
  /// Reports that the element at `offset` repeats the identifier `id` (found by
  /// `idDescription`): it is not shown, the first element with it is.
  func reportDuplicate<ID: Hashable>(_ id: ID, by idDescription: String, at offset: Int) {
    tree.report(
      .duplicateIdentifier,
      "ForEach<\(ID.self)> found the ID \(id) (by \(idDescription)) more than once; "
        + "the element at offset \(offset) is not shown, the first one is kept",
      path: viewPath)
  }
}
