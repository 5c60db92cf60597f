import Foundation

/// The node of an `.id` view, whatever its identifier's type.
protocol IdentifiedNodeMarker: AnyObject {}

extension _ViewNode {
  /// The transition written around this container (`.id(x).transition(.slide)`): the
  /// nearest `.transition` above it through nodes that render nothing and have one child.
  private var surroundingTransition: TransitionNode? {
    var node: _ViewNode = self
    while let parent = node.parent, !parent.isRendered, !(parent is InsertsAndRemovesChildren) {
      if let found = parent as? TransitionNode { return found }
      var count = 0
      parent.forEachChild { _ in count += 1 }
      guard count == 1 else { return nil }
      node = parent
    }
    return nil
  }

  /// The units of `child` inserted into or removed from this container; a unit without a
  /// transition of its own takes one written around an `.id` container (its effects only).
  private func transitionUnits(of child: _ViewNode) -> [(
    node: _ViewNode, transition: TransitionNode?, kind: AnyTransition.Kind?
  )] {
    let around = self is IdentifiedNodeMarker ? surroundingTransition : nil
    return child.transitionUnits.map { unit in
      if let transition = unit.transition { return (unit.node, transition, nil) }
      return (unit.node, nil, around?.transition.kind)
    }
  }

  /// The views that transition on their own when this subtree is inserted or removed, with
  /// their transitions: the subtree itself, or, through nodes that render nothing and hold
  /// several views (`if x { A(); B() }`), each of those views.
  private var transitionUnits: [(node: _ViewNode, transition: TransitionNode?)] {
    var node: _ViewNode = self
    while true {
      if let found = node as? TransitionNode { return [(self, found)] }
      if node.isRendered { return [(self, nil)] }
      var children: [_ViewNode] = []
      node.forEachChild { children.append($0) }
      switch children.count {
      case 0: return [(self, nil)]
      case 1: node = children[0]
      default:
        // Units below `self` carry their own state; the group itself carries none.
        return children.flatMap { $0.transitionUnits }
      }
    }
  }

  /// The animation a transition of this view runs with in `transaction`: the transition's
  /// own, else the transaction's; nil when it does not run.
  private func transitionAnimation(_ kind: AnyTransition.Kind, in transaction: Transaction)
    -> Animation?
  {
    if let own = kind.ownAnimation { return own }
    guard !transaction.disablesAnimations else { return nil }
    return transaction.animation
  }

  /// Starts the transitions of `units` (insertion or removal) along `transaction`, one
  /// completion for all of them; returns false when none runs.
  private func startTransitions(
    _ units: [(node: _ViewNode, transition: TransitionNode?, kind: AnyTransition.Kind?)],
    isRemoval: Bool, transaction: Transaction, completion: @escaping @MainActor () -> Void
  ) -> Bool {
    var shared = Transaction()
    shared.addAnimationCompletion(criteria: .removed, completion)
    var started = false
    for unit in units {
      let kind = unit.transition?.transition.kind ?? unit.kind ?? AnyTransition.opacity.kind
      guard let animation = transitionAnimation(kind, in: transaction) else { continue }
      started = true
      var animated = Transaction(animation: animation)
      animated.listeners = shared.listeners
      if !isRemoval { unit.transition?.setPhase(.willAppear, transaction: Transaction()) }
      // A view removed while it is still inserting leaves from where it is, when the
      // transition looks the same both ways (just short of fully out, so that it animates).
      var start: Double?
      if isRemoval, kind.isSymmetric,
        let inserting = unit.node.transitionState as? TransitionState,
        !inserting.isRemoval
      {
        start = min(inserting.presentedProgress, 0.999_999)
      }
      unit.node.transitionState?.detach()
      unit.node.transitionState = TransitionState(
        kind: kind, isRemoval: isRemoval, node: unit.node, transaction: animated, from: start)
      unit.transition?.setPhase(isRemoval ? .didDisappear : .identity, transaction: animated)
    }
    guard started else { return false }
    for listener in shared.listeners where !listener.isRegistered {
      tree.animations.registerUncommitted(listener)
    }
    return true
  }

  /// Starts this newly mounted view's insertion transition (or those of the views it
  /// groups), if `transaction` (or a transition) animates: it enters from the transition's
  /// active state.
  func beginInsertionTransition(in container: _ViewNode, transaction: Transaction) {
    let units = container.transitionUnits(of: self)
    _ = startTransitions(units, isRemoval: false, transaction: transaction) {
      // The insertion ended (or was replaced): its state goes, but not a removal that took
      // its place (a view replaced while inserting leaves along its removal; clearing that
      // made it vanish at once).
      for unit in units where unit.node.isMounted && unit.node.transitionState?.isRemoval == false {
        unit.node.transitionState?.detach()
        unit.node.transitionState = nil
        unit.node.setNeedsRender()
      }
    }
  }

  /// Whether `child` leaves with a transition that changes nothing (`.identity`): written
  /// on each of the views it removes, or around an `.id` container.
  func removesUnchanged(_ child: _ViewNode) -> Bool {
    let units = transitionUnits(of: child)
    return !units.isEmpty
      && units.allSatisfy { unit in
        (unit.transition?.transition.kind ?? unit.kind)?.removesUnchanged ?? false
      }
  }

  /// Removes `child` from this container: when `transaction` (or its transitions) animates,
  /// it stays on screen as a ghost at `index` while its removal transitions run, then
  /// leaves; otherwise it leaves now.
  func removeChild(_ child: _ViewNode, transaction: Transaction, index: Int, identity: String?) {
    child.departMatchedGeometry()
    let started = startTransitions(
      transitionUnits(of: child), isRemoval: true, transaction: transaction
    ) { [weak self, weak child] in
      guard let self, let child else { return }
      self.finishRemoval(of: child)
    }
    guard started else {
      child.unmount(transaction: transaction)
      return
    }
    ghosts.append(Ghost(node: child, index: index, identity: identity))
    invalidateLayout(transaction: transaction)
    childrenDidChange()
  }

  /// Ends a ghost's removal: it leaves the tree and the screen.
  private func finishRemoval(of child: _ViewNode) {
    guard let index = ghosts.firstIndex(where: { $0.node === child }) else { return }
    ghosts.remove(at: index)
    if child.isMounted { child.unmountGhost() }
    if isMounted { childrenDidChange() }
  }

  /// Appends the rendered nodes of the ghosts whose index is `index` (those removed from that
  /// place; with `last`, those removed from any place after it too). Their transitions apply
  /// when each rendered node's chain of effects is (see `RenderPhase`).
  func collectGhosts(at index: Int, into slots: inout [RenderedSlot], last: Bool = false) {
    guard !ghosts.isEmpty else { return }
    for ghost in ghosts where ghost.index == index || (last && ghost.index > index) {
      let start = slots.count
      collect(child: ghost.node, into: &slots)
      if let identity = ghost.identity {
        RenderedSlot.setIdentity(identity, of: &slots, from: start)
      }
    }
  }
}
