/// A node that lays out as one subview of its container (a rendered view, a container, a
/// layout modifier around one view, a `GeometryReader`, a `ViewThatFits`, a view with
/// decorations): the only nodes that keep a geometry. The others (bodies, render modifiers,
/// lists, conditions) are transparent to layout: a container collects the subviews below
/// them, so they hold no layout state (`_ViewNode.invalidateLayout` walks past them).
@MainActor
class LayoutNode: _ViewNode {
  /// Its layout state.
  @exclusivity(unchecked) final var geometry = NodeGeometry()

  override init(in context: __shared _MountContext) {
    super.init(in: context)
    laysOut = true
  }
}

/// A layout node with one child (a layout modifier, `ViewThatFits`): `WrapperNode` for the
/// nodes that lay out.
@MainActor
class LayoutWrapperNode: LayoutNode {
  /// The wrapped content's node.
  var child: _ViewNode?

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if let child { body(child) }
  }
}

extension _ViewNode {
  /// The node as a `LayoutNode`, when it is one.
  @inline(__always)
  var layoutNode: LayoutNode? { laysOut ? unsafeDowncast(self, to: LayoutNode.self) : nil }
}

extension _ViewNode {
  /// Records that this node's layout may have changed in `transaction`: its cached sizes and
  /// those of every node above it are dropped, and the next layout pass places them again,
  /// moving frames along the transaction's animation. The walk stops at the node whose
  /// content is being rebuilt during layout (`GeometryReader`).
  func invalidateLayout(transaction: Transaction?) {
    // No closures on this path: a closure made in main-actor code checks its executor at
    // every call.
    var animated = false
    if let transaction {
      animated = transaction.animation != nil && !transaction.disablesAnimations
    }
    let pass = tree.layout.pass
    // The walk holds no reference to the nodes it passes: each holds its parent.
    unowned(unsafe) var current: _ViewNode = self
    while true {
      // The nodes transparent to layout keep no state: the walk passes them.
      if let laidOut = current.layoutNode {
        if laidOut.geometry.isRebuildingContent { break }
        if !laidOut.geometry.invalidate(in: pass, transaction: transaction, animated: animated) {
          break
        }
      } else if !animated {
        // An animated walk goes on to the layout node above, which knows the transaction.
        if current.passedForPass == pass { break }
        current.passedForPass = pass
      }
      guard let parent = current.parent else {
        // The root's transaction is what the layout phase places the tree in.
        _ = tree.layout.aboveRoot.invalidate(in: pass, transaction: transaction, animated: animated)
        break
      }
      current = parent
    }
    tree.layout.isNeeded = true
  }
}

extension _ViewNode {
  /// Records that a child was mounted below this node in `transaction`
  /// (`invalidateLayout(transaction:)`). Inlined where a node is made: the parent of most
  /// rows is a list transparent to layout that an earlier row's walk passed in this pass, and
  /// that case reads the transaction in place (an optional made of it is a copy).
  @inline(__always)
  func invalidateLayout(childMountedIn transaction: borrowing Transaction) {
    if !laysOut, passedForPass == tree.layout.pass,
      transaction.animation == nil || transaction.disablesAnimations
    {
      tree.layout.isNeeded = true
      return
    }
    invalidateLayout(transaction: copy transaction)
  }
}

extension LayoutNode {
  // MARK: Sizing and placing a subview

  /// The ideal size of a view that hugs it when `proposal` offers at least as much (see
  /// `NodeGeometry.hugs`), else nil. (A method of the node, not of its geometry: calling a
  /// method of the geometry copies all of it.)
  @inline(__always)
  func huggedSize(for proposal: ProposedViewSize) -> CGSize? {
    let hugs = geometry.hugs
    guard hugs != .unknown else { return nil }
    let size = geometry.hugSize
    guard !((proposal.width ?? .infinity) < size.width),
      hugs == .atAnyHeight || !((proposal.height ?? .infinity) < size.height)
    else { return nil }
    return size
  }

  /// The size this node chooses for `proposal` inside a stack along `stackAxis` (nil outside
  /// stacks), from its cache when it has one.
  @inline(__always)
  func sizeThatFits(_ proposal: ProposedViewSize, stackAxis: Axis?) -> CGSize {
    // Inlined where a stack asks: a text's answer from its ideal size is a few comparisons.
    if geometry.isValid, let size = huggedSize(for: proposal) { return size }
    return measuredSize(for: proposal, stackAxis: stackAxis)
  }

  /// The size for `proposal` from the cache, or computed (along `stackAxis`, which the node
  /// keeps for its content) and cached.
  @inline(never)
  private func measuredSize(for proposal: ProposedViewSize, stackAxis: Axis?) -> CGSize {
    if geometry.isValid, let size = geometry.sizes.size(for: proposal) { return size }
    geometry.stackAxis = stackAxis
    if !geometry.isValid {
      geometry.sizes.removeAll()
      geometry.removeCachedGuides()
      geometry.isValid = true
      willLayOutAgain()
    }
    tree.statistics.layoutComputations += 1
    let size = descend { computeSize(proposal) }.sanitizedLayoutSize
    geometry.sizes.store(size, for: proposal)
    return size
  }

  /// Places this node in `rect` for `proposal`, unless it is already there and nothing in it
  /// changed. `inherited` is the transaction of the nearest change above it.
  func place(in rect: CGRect, proposal: ProposedViewSize, inherited: Transaction?) {
    let transaction = geometry.transaction ?? inherited
    if !geometry.needsPlacement, !geometry.placementMoved,
      geometry.placedRect?.isSame(as: rect) == true, geometry.placedProposal == proposal
    {
      return
    }
    geometry.needsPlacement = false
    geometry.placementMoved = false
    geometry.transaction = nil
    geometry.placedRect = rect
    geometry.placedProposal = proposal
    tree.statistics.layoutPlacements += 1
    // A leaf places nothing below it: no recursion to guard.
    if geometry.isLeaf {
      placeContent(in: rect, proposal: proposal, transaction: transaction)
    } else {
      descend { placeContent(in: rect, proposal: proposal, transaction: transaction) }
    }
  }

  /// Records a placement a container's `placeSubviews` asked for (`LayoutSubview.place`):
  /// written into the placed rect and proposal at once, which the container's commit then
  /// carries out (`placeRecorded(inherited:)`). No pending copy is kept in every geometry
  /// (48 bytes, D67).
  func recordPlacement(_ rect: CGRect, proposal: ProposedViewSize) {
    if geometry.placementCount < .max { geometry.placementCount += 1 }
    if geometry.placedRect?.isSame(as: rect) != true || geometry.placedProposal != proposal {
      geometry.placedRect = rect
      geometry.placedProposal = proposal
      geometry.placementMoved = true
    }
  }

  /// Carries out the placement recorded last (`recordPlacement`).
  func placeRecorded(inherited: Transaction?) {
    place(
      in: geometry.placedRect ?? .zero, proposal: geometry.placedProposal, inherited: inherited)
  }

  /// What a recorded placement changes in a geometry: read before a placement that is not
  /// carried out (a container's guide is computed from where its layout would place its
  /// subviews), and put back after it.
  typealias PlacementState = (
    rect: CGRect?, proposal: ProposedViewSize, count: UInt16, moved: Bool
  )

  /// The node's placement state (`PlacementState`).
  var placementState: PlacementState {
    (geometry.placedRect, geometry.placedProposal, geometry.placementCount, geometry.placementMoved)
  }

  /// Puts back a placement state read before a placement that is not carried out.
  func restorePlacementState(_ state: PlacementState) {
    geometry.placedRect = state.rect
    geometry.placedProposal = state.proposal
    geometry.placementCount = state.count
    geometry.placementMoved = state.moved
  }

  /// Sets the frame of a rendered node: the first frame is shown at once; a later one moves
  /// the frame on screen to it along `transaction`'s animation, if it has one.
  func setFrame(_ rect: CGRect, transaction: Transaction?) {
    var target = rect.roundedToPixels(scale: environment.displayScale)
    if !(target.origin.x.isFinite && target.origin.y.isFinite && target.width.isFinite
      && target.height.isFinite)
    {
      tree.report(
        .nonFiniteValue,
        "the layout gave this view a frame that is not finite (\(rect)); it is shown with "
          + "0 for each non-finite number",
        path: viewPath)
      func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
      target = CGRect(
        x: finite(target.origin.x), y: finite(target.origin.y), width: finite(target.width),
        height: finite(target.height))
    }
    if !tree.layout.frameFollowers.isEmpty,
      let follower = tree.layout.frameFollowers.removeValue(forKey: ObjectIdentifier(self))
    {
      // A view following this one (a matched geometry group's leaving view) moves to its frame.
      follower.setFrame(rect, transaction: transaction)
    }
    guard let old = geometry.frame else {
      guard !tree.layout.firstFrameStarts.isEmpty,
        let start = tree.layout.firstFrameStarts.removeValue(forKey: ObjectIdentifier(self))
      else {
        geometry.frame = target
        return
      }
      // The first frame starts at another view's (the properties it takes of it).
      var first = target
      if start.takesSize { first.size = start.frame.size }
      let centre =
        start.takesPosition
        ? CGPoint(x: start.frame.midX, y: start.frame.midY)
        : CGPoint(x: target.midX, y: target.midY)
      first.origin = CGPoint(x: centre.x - first.width / 2, y: centre.y - first.height / 2)
      geometry.frame = first
      return setFrame(rect, transaction: transaction)
    }
    guard !old.isSame(as: target) else { return }
    geometry.frame = target
    // A node that keeps no render record (a layout modifier's) is not rendered: nothing to
    // render again.
    if tree.render.hasRenderedSnapshot, isMounted, keepsRenderRecord {
      if renderRecord.dependsOnPosition
        || (old.size.width != target.size.width || old.size.height != target.size.height)
          && (asRendered?.rendersItsSize == true || renderRecord.dependsOnSize)
      {
        tree.render.needsRender(self)
      } else {
        tree.render.frameDidMove(self)
      }
    }
    if let attribute = geometry.frameAttribute {
      attribute.update(to: target.animatableData, transaction: transaction ?? Transaction())
    } else if let transaction, transaction.animation != nil, !transaction.disablesAnimations {
      let attribute = AnimatableAttribute(name: "frame", node: self, model: old.animatableData)
      attribute.update(to: target.animatableData, transaction: transaction)
      geometry.frameAttribute = attribute
    }
  }

  /// The frame shown now: the laid-out frame, or where its animation has it.
  var presentedFrame: CGRect? {
    guard let frame = geometry.frame else { return nil }
    guard let attribute = geometry.frameAttribute else { return frame }
    var shown = frame
    shown.animatableData = attribute.presented
    return shown
  }

  /// The frame shown now moved `seconds` along its exact velocity, and whether that
  /// velocity is known (when it is not, the frame shown now).
  func presentedFrame(shiftedBy seconds: Double) -> (frame: CGRect?, isExact: Bool) {
    guard let frame = geometry.frame, let attribute = geometry.frameAttribute else {
      return (presentedFrame, true)
    }
    guard let data = attribute.presented(shiftedBy: seconds) else {
      return (presentedFrame, false)
    }
    var shown = frame
    shown.animatableData = data
    return (shown, true)
  }
}
