/// A proxy for one subview of a layout container: ask it for its size, then place it.
public struct LayoutSubview: Equatable {
  /// The node that lays out as this subview (a rendered view, a container, or a layout
  /// modifier around a single view).
  let node: LayoutNode
  /// Layout modifiers applied to this subview on its own because they modify content with
  /// several subviews (`Group { … }.padding()`), outermost first.
  let wrappers: LayoutWrapperChain?
  /// The orientation of the stack that collected this subview, nil outside stacks: passed
  /// with each size asked of the subview (a `Spacer` expands along it), never kept globally.
  /// Set in place when a container collects its subviews (`[LayoutSubview].set(along:)`).
  fileprivate(set) var stackAxis: Axis?

  init(node: LayoutNode, wrappers: LayoutWrapperChain? = nil, stackAxis: Axis? = nil) {
    self.node = node
    self.wrappers = wrappers
    self.stackAxis = stackAxis
  }

  /// The same subview inside a stack along `axis` (nil: outside stacks).
  func along(_ axis: Axis?) -> LayoutSubview {
    LayoutSubview(node: node, wrappers: wrappers, stackAxis: axis)
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node === rhs.node && lhs.wrappers === rhs.wrappers
  }
}

extension [LayoutSubview] {
  /// Gives every subview the stack orientation `axis`, in place: a subview made again for
  /// each, or a list not uniquely held, retained and released every node at each collection
  /// of a container's subviews.
  mutating func set(along axis: Axis?) {
    for index in indices { self[index].stackAxis = axis }
  }

  /// The subviews given the stack orientation `axis`, as a new list (a loop, not `map`: a
  /// closure made in main-actor code checks its executor at each call).
  func along(_ axis: Axis?) -> [LayoutSubview] {
    var list = self
    list.set(along: axis)
    return list
  }
}

@MainActor
extension LayoutSubview {
  /// The subview inside the outermost wrapper.
  private var inner: LayoutSubview {
    LayoutSubview(node: node, wrappers: wrappers?.next, stackAxis: stackAxis)
  }

  /// The size the subview chooses for `proposal`.
  @inline(__always)
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    guard let wrappers else { return node.sizeThatFits(proposal, stackAxis: stackAxis) }
    return wrappers.modifier.modifiedSize(proposal, inner: inner).sanitizedLayoutSize
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal), subview: self, proposal: proposal)
  }

  /// The value of the guide `key` when the subview sets it explicitly at `size`, or nil.
  func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    if wrappers == nil, !node.maySetGuides(along: key.axis) { return nil }
    // Guides come from the subviews of subviews: a recursion as deep as the tree.
    return descend {
      guard let wrappers else {
        return node.explicitGuide(key, size: size, proposal: proposal)
      }
      return wrappers.modifier.modifiedGuide(key, size: size, proposal: proposal, inner: inner)
    }
  }

  /// Places the subview: the point `anchor` of its frame (its size for `proposal`) goes to
  /// `position`, in the container's coordinate space.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading,
    proposal: ProposedViewSize
  ) {
    let size = sizeThatFits(proposal)
    place(
      at: CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height),
      size: size, proposal: proposal)
  }

  /// Places the subview's top leading corner at `origin`, at `size`, its size for `proposal`
  /// (which the caller measured already).
  func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
    let rect = CGRect(origin: origin.finite, size: size)
    guard wrappers == nil else {
      // Placed through wrappers, at a rect they change: kept apart until the commit.
      node.tree.layout.recordWrappedPlacement(of: node, rect: rect, proposal: proposal)
      return
    }
    node.recordPlacement(rect, proposal: proposal)
  }

  /// The placement recorded since the last commit, and how many times it was asked for; the
  /// count is cleared (a wrapped subview's record is taken).
  func takeRecordedPlacement() -> (rect: CGRect, proposal: ProposedViewSize, count: Int) {
    if wrappers != nil {
      guard let recorded = node.tree.layout.takeWrappedPlacement(of: node) else {
        return (.zero, .unspecified, 0)
      }
      return (recorded.rect, recorded.proposal, recorded.count)
    }
    let count = Int(node.geometry.placementCount)
    node.geometry.placementCount = 0
    return (node.geometry.placedRect ?? .zero, node.geometry.placedProposal, count)
  }

  /// The subview's layout priority (`layoutPriority(_:)`), 0 by default.
  public var priority: Double {
    var chain = wrappers
    while let link = chain {
      if let priority = link.modifier.explicitPriority { return priority }
      chain = link.next
    }
    return node.layoutPriority
  }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { node.layoutSpacing }

  /// The value the subview sets for `key` with `layoutValue(key:value:)`, or its default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    // Unwrapped before the cast: a nil cast to an optional `Value` would succeed as nil.
    let id = ObjectIdentifier(key)
    var chain = wrappers
    while let link = chain {
      if let set = link.modifier.layoutValue(for: id), let value = set as? K.Value { return value }
      chain = link.next
    }
    if let set = node.layoutValue(for: id), let value = set as? K.Value { return value }
    return K.defaultValue
  }

  /// Places the subview where `place(at:anchor:proposal:)` put it, or, when the container
  /// did not place it, at the centre of `bounds` at its ideal size.
  func commitPlacement(in bounds: CGRect, inherited: Transaction?, container: _ViewNode) {
    var (rect, proposal, count) = takeRecordedPlacement()
    if count == 0 {
      container.tree.report(
        .layoutProblem,
        "the layout did not place one of its subviews (\(node.layoutDescription)); it is shown "
          + "at the centre of the container at its ideal size",
        path: container.viewPath)
      proposal = .unspecified
      let size = sizeThatFits(proposal)
      rect = CGRect(
        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
        height: size.height)
    } else if count > 1 {
      container.tree.report(
        .layoutProblem,
        "the layout placed one of its subviews (\(node.layoutDescription)) \(count) times; the "
          + "last placement is used",
        path: container.viewPath)
    }
    if wrappers == nil, count > 0 {
      // Recorded in the node's placed rect already, with whether it moved.
      node.placeRecorded(inherited: inherited)
    } else {
      place(in: rect, proposal: proposal, inherited: inherited)
    }
  }

  /// Places the subview in `rect`, through its wrappers.
  func place(in rect: CGRect, proposal: ProposedViewSize, inherited: Transaction?) {
    guard let wrappers else {
      node.place(in: rect, proposal: proposal, inherited: inherited)
      return
    }
    wrappers.modifier.placeModified(
      in: rect, proposal: proposal, inner: inner, transaction: inherited)
  }
}

/// A layout modifier applied to one subview of content with several, and the modifiers
/// inside it.
@MainActor
final class LayoutWrapperChain {
  let modifier: LayoutModifierNodeBase
  let next: LayoutWrapperChain?

  init(modifier: LayoutModifierNodeBase, next: LayoutWrapperChain?) {
    self.modifier = modifier
    self.next = next
  }
}

/// The subviews of a layout container, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let elements: [LayoutSubview]
  /// The proposals a stack gave these subviews last: a container collects its subviews again
  /// whenever something in it changed, so while this value lives their sizes are the same,
  /// and a stack's placement reuses the proposals its sizing computed.
  let stackMemo = StackMemo()

  init(_ elements: [LayoutSubview]) {
    self.elements = elements
  }

  /// The layout direction the subviews are laid out in (their environment's; left to right
  /// when there are none).
  @MainActor public var layoutDirection: LayoutDirection {
    elements.first?.node.environment.layoutDirection ?? .leftToRight
  }

  /// The first index.
  public var startIndex: Int { 0 }
  /// One past the last index.
  public var endIndex: Int { elements.count }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { elements[index] }
  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(Array(elements[bounds]))
  }
  /// The subviews at `indices`, in their order.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(indices.map { elements[$0] })
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.elements == rhs.elements
  }
}

/// The proposals a stack computed for a set of subviews, with what it computed them for.
@MainActor
final class StackMemo {
  var axis: Axis?
  var spacing: CGFloat = 0
  var proposal = ProposedViewSize.unspecified
  var proposals: [ProposedViewSize] = []
  /// The sizes the subviews chose for `proposals`, when finding the proposals measured them
  /// (a stack proposed a length along its axis), else empty.
  var sizes: [CGSize] = []
  /// For each subview, whether it surely sets no guide along the axis (see
  /// `_ViewNode.maySetGuides(along:)`).
  private var knownGuideFree: (axis: Axis, flags: [Bool])?
  /// The subviews' layout priorities: they change only with a change that collects the
  /// subviews again.
  private var knownPriorities: [Double]?

  /// For each of `subviews` (the subviews this memo belongs to), whether it surely sets no
  /// guide along `axis`: its guides are then their defaults, worked out from its size.
  func guideFree(_ subviews: LayoutSubviews, along axis: Axis) -> [Bool] {
    if let known = knownGuideFree, known.axis == axis, known.flags.count == subviews.count {
      return known.flags
    }
    // A loop, not `map`: a closure made in main-actor code checks its executor at every call.
    var flags: [Bool] = []
    flags.reserveCapacity(subviews.count)
    for subview in subviews.elements {
      flags.append(subview.wrappers == nil && !subview.node.maySetGuides(along: axis))
    }
    knownGuideFree = (axis, flags)
    return flags
  }

  private var knownLevels: [Double]?

  /// The distinct layout priorities of `subviews` (the subviews this memo belongs to),
  /// highest first.
  func priorityLevels(of subviews: LayoutSubviews) -> [Double] {
    if let knownLevels { return knownLevels }
    let levels = StackAlgorithm.levels(priorities(of: subviews))
    knownLevels = levels
    return levels
  }

  /// The layout priority of each of `subviews` (the subviews this memo belongs to).
  func priorities(of subviews: LayoutSubviews) -> [Double] {
    if let knownPriorities, knownPriorities.count == subviews.count { return knownPriorities }
    let priorities = subviews.elements.map(\.priority)
    knownPriorities = priorities
    return priorities
  }
}

extension _ViewNode {
  /// Places each of `subviews` where this container's layout put it (see
  /// `LayoutSubview.commitPlacement`), the frames they change moving along `transaction`.
  func commitPlacements<S: Sequence<LayoutSubview>>(
    of subviews: S, in bounds: CGRect, transaction: Transaction?
  ) {
    for subview in subviews {
      subview.commitPlacement(in: bounds, inherited: transaction, container: self)
    }
  }

  /// The layout subviews of this node's children.
  func collectChildSubviews() -> [LayoutSubview] {
    var list: [LayoutSubview] = []
    forEachChildDescending { child in child.appendLayoutSubviews(to: &list) }
    return list
  }

  /// A short description for layout diagnostics: the node's kind and the view above it.
  var layoutDescription: String {
    "\(type(of: self))".split(separator: "<").first.map(String.init) ?? "view"
  }
}
