/// A node of the retained view tree: the runtime's record of one view at one identity.
///
/// The class is public only because `View`'s hidden requirement names it; nothing outside
/// Cadence can create, inspect or subclass it.
@MainActor
public class _ViewNode {
  /// The update context of the tree this node belongs to: the instant, diagnostics, and the
  /// phases it asks for work (never the runtime that coordinates them).
  package unowned(unsafe) let tree: UpdateContext
  /// The node above this one, nil at the root. Not retained: a parent outlives its children
  /// (it holds them), and a weak reference would slow every retain of every node.
  package unowned(unsafe) let parent: _ViewNode?
  /// The environment this node received from its parent.
  @exclusivity(unchecked) package final var environment: EnvironmentValues
  /// The distance from the root; parents always update before their children.
  package let depth: Int
  /// False once the node has left the tree.
  @exclusivity(unchecked) package private(set) var isMounted = true
  /// Whether the node was mounted in a lazy stack's run of lazy rows (`_MountContext.lazyRows`).
  final let mountedInLazyRun: Bool
  /// Whether it is a `LayoutNode`: one that lays out as a subview and keeps a geometry (set
  /// by that class's initializer).
  final var laysOut = false
  /// Set on the candidates a `ViewThatFits` did not choose: they render nothing.
  @exclusivity(unchecked) final var isHidden = false
  /// Whether the node is a `RenderedLayoutNode`, which keeps a render record (set by that
  /// class's initializer). With the flags above, not after the references: a flag alone
  /// at the end took 8 bytes, and a rendered node's folded effects (D65) take them instead.
  final var keepsRenderRecord = false
  /// Whether the node is rendered as one snapshot node, a primitive view's (a
  /// `RenderedLayoutNode` that renders itself; set by its initializer).
  final var isRendered = false
  /// Whether the node does something to the rendered nodes of its content (set once, when it
  /// is made): a render modifier (attributes, styles, actions), a symbol effect, a picker's
  /// tag, a keyframe animator (the rates its content's numbers follow), a timeline (the taps
  /// inside a paused one). Each rendered node's chain of effects is the nodes with one
  /// between it and its container; the walk calls only theirs. A flag and overridden methods,
  /// not a stored existential: 16 bytes in every node (D68).
  @exclusivity(unchecked) final var hasRenderEffect = false
  /// For a leaf: whether its view shows the date (`LeafView.isLive`), kept so that sizing
  /// need not copy the view to ask. With the flags above, not on the leaf: the leaf's own
  /// flag took 8 bytes, this one the last free byte beside them (D69).
  @exclusivity(unchecked) final var showsLiveDate = false
  /// For a node transparent to layout: the layout pass for which an invalidation without
  /// animation last walked past it (everything above was invalidated with it, so a later one
  /// in the same pass stops here).
  @exclusivity(unchecked) final var passedForPass: UInt64 = 0

  init(in context: __shared _MountContext) {
    tree = context.tree
    parent = context.parent
    environment = context.environment
    depth = (context.parent?.depth ?? -1) + 1
    mountedInLazyRun = context.lazyRows
    tree.statistics.nodesMounted += 1
    // Unwrapped once: each `context.parent?.` call copied the context's transaction first.
    guard let parent = context.parent else { return }
    parent.invalidateLayout(childMountedIn: context.transaction)
    parent.childrenDidChange()
  }

  // MARK: Transitions (in SwiftUI/Animation/Transitions/TransitionRuntime.swift)

  /// The transitions of this node and its children, when it has any (one reference: most
  /// nodes never have any).
  @exclusivity(unchecked) private var transitions: NodeTransitions?

  /// The insertion or removal transition running on this view, if any.
  final var transitionState: (any RunningTransition)? {
    get { transitions?.state }
    set {
      if transitions == nil, newValue == nil { return }
      let slot = transitions ?? NodeTransitions()
      slot.state = newValue
      transitions = slot.isEmpty ? nil : slot
    }
  }

  /// Children removed in an animated change, kept on screen while they transition out.
  final var ghosts: [Ghost] {
    get { transitions?.ghosts ?? [] }
    set {
      if transitions == nil, newValue.isEmpty { return }
      let slot = transitions ?? NodeTransitions()
      slot.ghosts = newValue
      transitions = slot.isEmpty ? nil : slot
    }
  }

  // MARK: Rendering (the pass is Core/Rendering/RenderPhase.swift)

  /// Adds to `item`, one of the rendered nodes of the content, what this node does to it (a
  /// node with `hasRenderEffect`).
  func contribute(to item: inout RenderItem) {}

  /// Applies the node's effect to `item` with its rates of change (see
  /// `DifferentiatedItem`): by default `contribute(to:)` on the three items, for an effect
  /// whose own inputs do not animate.
  func differentiate(_ item: inout DifferentiatedItem) {
    item.apply { contribute(to: &$0) }
  }

  /// Adjusts the actions of `item`, the rendered node of `source` anywhere below, when a host
  /// acts on it (a node with `hasRenderEffect`).
  func wrapInteraction(_ item: inout RenderItem, source: _ViewNode) {}

  /// What the render pass keeps about this node, which must be one that keeps a record
  /// (`keepsRenderRecord`: a leaf's, a container's; checked in debug and internal-check
  /// builds). The other nodes hold none (120 bytes at every body, modifier and list); code
  /// that meets any node asks `keepsRenderRecord` first. One yield of a stored property, so
  /// that the accessor can be inlined: a coroutine that is not allocates its frame, a
  /// `malloc` at each access (the busiest functions of the render pass downcast the node once
  /// and read its `RenderedLayoutNode.record`).
  final var renderRecord: RenderRecord {
    @inline(__always) _read { yield recordKeeper.record }
    @inline(__always) _modify { yield &recordKeeper.record }
  }

  /// The node as the `RenderedLayoutNode` it is (see `renderRecord`).
  private final var recordKeeper: RenderedLayoutNode {
    @inline(__always) get {
      internalCheck(keepsRenderRecord, "the render pass met the record of a node that keeps none")
      return unsafeDowncast(self, to: RenderedLayoutNode.self)
    }
  }

  /// Marks what this node renders to be rendered again at the next snapshot: a rendered node
  /// itself, else the rendered nodes of its content (a modifier's value changed).
  final func setNeedsRender() {
    guard tree.render.hasRenderedSnapshot, isMounted else { return }
    if isRendered {
      tree.render.needsRender(self)
    } else {
      forEachChildDescending { child in child.setNeedsRender() }
    }
  }

  /// Records that the rendered nodes below this node changed in number or order (a view
  /// appeared, left, moved or was hidden): the nearest rendered container at or above it
  /// renders its children again.
  final func childrenDidChange() {
    guard tree.render.hasRenderedSnapshot else { return }
    var node: _ViewNode? = self
    while let current = node, !current.isRendered { node = current.parent }
    tree.render.childrenNeedRender(of: node)
  }

  /// The actions of this rendered node now: those its last rendering kept (its own and its
  /// modifiers'), with the adjustments of the nodes above it (a paused timeline's taps). No
  /// item is rendered for it: the snapshot is up to date when the host asks.
  final func interaction(location: SnapshotPath) -> Interaction? {
    guard let frozen = renderRecord.frozen else { return nil }
    // An item that carries only the actions, for the adjustments above to wrap.
    var item = RenderItem(kind: frozen.kind)
    item.setActions(renderRecord.actions)
    wrapInteraction(&item, inFoldedEffectsOf: self)
    var ancestor = parent
    while let current = ancestor {
      if current.hasRenderEffect { current.wrapInteraction(&item, source: self) }
      // A modifier folded into a rendered node above wraps what is inside it, as its own
      // node above that one did (`hidden()` on a stack refuses the stack's controls).
      wrapInteraction(&item, inFoldedEffectsOf: current)
      ancestor = current.parent
    }
    var interaction = Interaction(
      kind: frozen.kind, label: frozen.label, identifier: frozen.identifier,
      location: location, tap: item.tap, text: item.text, toggle: item.toggle,
      frame: frozen.laidOutFrame ?? .zero)
    interaction.adjust = item.adjust
    interaction.features = item.features
    interaction.isPresent = { [weak self] in self.map { $0.isMounted && !$0.isLeaving } ?? false }
    return interaction
  }

  /// Adjusts the actions of `item`, this node's, with the render modifiers folded into `node`
  /// (this node or one above it), innermost first.
  private final func wrapInteraction(_ item: inout RenderItem, inFoldedEffectsOf node: _ViewNode) {
    var folded = node.foldedEffects
    while let effect = folded {
      effect.wrapInteraction(&item, node: node, source: self)
      folded = effect.next
    }
  }

  /// Whether this node, or a node above it, is being removed (a ghost transitioning out).
  final var isLeaving: Bool {
    var node: _ViewNode? = self
    while let current = node {
      if current.transitionState?.isRemoval == true { return true }
      node = current.parent
    }
    return false
  }

  // MARK: Layout (the engine is Core/Layout/LayoutNode.swift; a node that lays out as a
  // subview is a `LayoutNode`, with its geometry)

  /// Appends the layout subviews this subtree contributes to its container, in order: a
  /// node that lays out as one view appends itself, a transparent node (a group, a
  /// `ForEach`, a condition, a render modifier) its children's.
  func appendLayoutSubviews(to list: inout [LayoutSubview]) {
    forEachChildDescending { child in child.appendLayoutSubviews(to: &list) }
  }

  /// The size this node chooses for `proposal`, computed afresh (the engine caches it).
  /// Only nodes that append themselves as subviews are asked.
  func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The value of the guide `key` when this node sets it explicitly at `size` (measured for
  /// `proposal`), or nil.
  func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    nil
  }

  /// False when the node surely sets no guide along `axis` (a leaf that sets none there), so
  /// a stack need not ask `explicitGuide` about each row.
  func maySetGuides(along axis: Axis) -> Bool { true }

  /// Places this node's content inside `rect` (global coordinates): records the node's own
  /// frame if it is rendered, and places its children.
  func placeContent(in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?) {}

  /// The priority with which a stack gives this subview space.
  var layoutPriority: Double { 0 }

  /// Values set with `layoutValue(key:value:)`, by key.
  func layoutValue(for key: ObjectIdentifier) -> Any? { nil }

  /// The spacing preferences of this subview.
  var layoutSpacing: ViewSpacing { ViewSpacing() }

  /// Called before the first size computation after an invalidation: containers collect
  /// their subviews again here.
  func willLayOutAgain() {}

  /// The context in which this node mounts or updates its children during an update that
  /// reached it through `context`.
  final func childContext(_ context: _MountContext, environmentChanged: Bool? = nil)
    -> _MountContext
  {
    _MountContext(
      tree: tree, parent: self, environment: environment,
      environmentChanged: environmentChanged ?? context.environmentChanged,
      transaction: context.transaction, lazyRows: childrenMakeRowsLazily)
  }

  /// Whether a `ForEach` below this node, reached through it from a lazy stack, is still the
  /// stack's run of lazy rows: true for nodes that only pass their content on (a body, a
  /// tuple, a condition), false for one that lays its content out itself.
  var passesLazyRows: Bool { false }

  /// Whether this node starts a run of lazy rows for its content (a lazy stack).
  var startsLazyRows: Bool { false }

  /// Whether a `ForEach` among this node's children makes its rows lazily.
  final var childrenMakeRowsLazily: Bool {
    startsLazyRows || (mountedInLazyRun && passesLazyRows)
  }

  /// The context in which this node mounts or updates its children when the update starts
  /// at this node.
  final func childContext(environmentChanged: Bool, transaction: Transaction) -> _MountContext {
    _MountContext(
      tree: tree, parent: self, environment: environment,
      environmentChanged: environmentChanged, transaction: transaction,
      lazyRows: childrenMakeRowsLazily)
  }

  /// Appends the rendered nodes this subtree shows at its level, in tree order: itself for a
  /// rendered node, else those of its children (and of the children leaving, where it keeps
  /// them on screen while they transition out), with the explicit identities they show.
  func collectRendered(into slots: inout [RenderedSlot]) {
    guard !isHidden else { return }
    forEachChild { child in collect(child: child, into: &slots) }
  }

  /// Calls `body` with each child node in tree order.
  func forEachChild(_ body: (_ViewNode) -> Void) {}

  /// Removes the subtree from the tree, queueing its disappear actions in tree order.
  /// The container around it lays out again along `transaction` (the siblings close the
  /// gap, animated when the removal is).
  final func unmount(transaction: Transaction?) {
    if let parent, parent.isMounted {
      parent.invalidateLayout(transaction: transaction)
      parent.childrenDidChange()
    }
    unmountSubtree()
  }

  private func unmountSubtree() {
    layoutNode?.geometry.detachFrame()
    transitionState?.detach()
    transitionState = nil
    isMounted = false
    tree.render.nodeDidUnmount(self)
    tree.statistics.nodesUnmounted += 1
    if keepsRenderRecord { unsafeDowncast(self, to: RenderedLayoutNode.self).detachFoldedEffects() }
    willUnmount()
    forEachChildDescending { child in child.unmountSubtree() }
    if !ghosts.isEmpty {
      let leaving = ghosts
      ghosts = []
      for ghost in leaving where ghost.node.isMounted {
        descend { ghost.node.unmountSubtree() }
      }
    }
  }

  /// Unmounts a ghost whose removal transition ended (its container already lays out
  /// without it).
  final func unmountGhost() {
    unmountSubtree()
  }

  /// Runs just before the children unmount; nodes with disappear actions queue them here.
  func willUnmount() {}

  /// The name of this node's view type when it is a composite view, for diagnostics.
  var viewName: String? { nil }

  /// The path of composite view names from the root to this node, as `Root/Child`.
  package final var viewPath: String {
    var names: [String] = []
    var node: _ViewNode? = self
    while let current = node {
      if let name = current.viewName { names.append(name) }
      node = current.parent
    }
    return names.reversed().joined(separator: "/")
  }
}

/// What a node needs from its parent to mount or update: its tree's context, its parent and the
/// environment. Public only because `View`'s hidden requirement names it.
@MainActor
public struct _MountContext {
  /// The update context of the tree.
  package unowned(unsafe) let tree: UpdateContext
  /// The node that is mounting or updating this one.
  package let parent: _ViewNode?
  /// The environment for the child.
  package var environment: EnvironmentValues
  /// Whether the environment may differ from the one the child saw last.
  package var environmentChanged: Bool
  /// The transaction of the update: how the changes it carries are animated.
  package var transaction: Transaction
  /// Whether a `ForEach` mounted here makes its rows lazily: it is the content of a lazy
  /// stack, reached through nodes that pass content on (`passesLazyRows`).
  package var lazyRows = false
}

/// Mounts or updates the node for `view`, given the node now in its slot, and returns the
/// node for the slot. The slot is assigned after the call, not passed `inout`: an `inout`
/// class property is an exclusive access held for the whole subtree's mount, and with one
/// access per level the runtime's exclusivity checks made a deep tree's mount cubic.
@MainActor
func reconciled<V: View>(_ view: V, node: _ViewNode?, context: _MountContext) -> _ViewNode {
  descend { V._makeOrUpdateNode(view, node: node, in: context) }
}
