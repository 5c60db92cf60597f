/// The layout phase: the screen, whether anything waits to be laid out, the pass number,
/// and the frames one pass hands from view to view (a matched geometry group's). Nothing else is shared:
/// a stack's orientation travels with its subviews (`LayoutSubview.stackAxis`), and a
/// `GeometryReader` rebuilding its content marks itself (`NodeGeometry.isRebuildingContent`),
/// where invalidations from that content stop.
@MainActor
final class LayoutPhase {
  /// The context of the tree this phase works for (set once, by the context itself).
  @exclusivity(unchecked) unowned(unsafe) var context: UpdateContext!

  /// The size of the screen: the root is proposed this size (less the safe area insets) and
  /// centred in it.
  var screenSize = CGSize(width: 390, height: 844) {
    didSet {
      guard screenSize != oldValue else { return }
      context.root?.invalidateLayout(transaction: nil)
      isNeeded = true
    }
  }
  /// The screen's safe area insets (a device's status bar and home indicator; none by
  /// default): the root is proposed and centred in what they leave, and views that ignore the
  /// safe area extend into them.
  var safeAreaInsets = EdgeInsets() {
    didSet {
      guard safeAreaInsets != oldValue else { return }
      context.root?.invalidateLayout(transaction: nil)
      isNeeded = true
    }
  }
  /// The part of the screen the insets leave.
  var safeRect: CGRect {
    CGRect(
      x: safeAreaInsets.leading, y: safeAreaInsets.top,
      width: max(screenSize.width - safeAreaInsets.leading - safeAreaInsets.trailing, 0),
      height: max(screenSize.height - safeAreaInsets.top - safeAreaInsets.bottom, 0))
  }
  /// Set when a change may have moved or resized a view; the next pass of the update lays
  /// out what changed.
  @exclusivity(unchecked) var isNeeded = false
  /// The number of the next layout pass.
  @exclusivity(unchecked) var pass: UInt64 = 1
  /// The layout state of the tree above its root node: the transaction of the latest change
  /// that invalidated the layout, which the pass places the root in (only the invalidation
  /// and transaction fields are used).
  @exclusivity(unchecked) var aboveRoot = NodeGeometry()

  /// Where the first frame of a view laid out for the first time in this pass starts, by
  /// its rendered node (a matched geometry group's new view starts at the leaving view's).
  @exclusivity(unchecked) var firstFrameStarts: [ObjectIdentifier: FirstFrameStart] = [:]
  /// Views that move to another view's frame in this pass, by the rendered node whose frame
  /// they take (a matched geometry group's leaving view follows the view that replaces it).
  @exclusivity(unchecked) var frameFollowers: [ObjectIdentifier: LayoutNode] = [:]
  /// The placements recorded for subviews placed through wrappers (`Group { … }.padding()`
  /// in a custom layout), by node, until their container commits them: the node's own
  /// placed rect is the one inside the wrappers (D67).
  private var wrappedPlacements:
    [ObjectIdentifier: (rect: CGRect, proposal: ProposedViewSize, count: Int)] = [:]

  /// Records a placement of the wrapped subview whose node is `node`.
  func recordWrappedPlacement(of node: LayoutNode, rect: CGRect, proposal: ProposedViewSize) {
    let key = ObjectIdentifier(node)
    let count = wrappedPlacements[key]?.count ?? 0
    wrappedPlacements[key] = (rect, proposal, count + 1)
  }

  /// Takes the placement recorded for the wrapped subview whose node is `node`, if any.
  func takeWrappedPlacement(of node: LayoutNode)
    -> (rect: CGRect, proposal: ProposedViewSize, count: Int)?
  {
    guard !wrappedPlacements.isEmpty else { return nil }
    return wrappedPlacements.removeValue(forKey: ObjectIdentifier(node))
  }

  /// Proposes the safe area's size to the root, centres it there, and places whatever changed since the last pass.
  /// Runs after the bodies of each pass, so that what is rendered is always laid out.
  func layoutIfNeeded() {
    guard isNeeded, let root = context.root else { return }
    isNeeded = false
    defer {
      pass += 1
      if !frameFollowers.isEmpty { frameFollowers.removeAll() }
      if !firstFrameStarts.isEmpty { firstFrameStarts.removeAll() }
      // A container commits what its layout recorded in the same step: what is left was
      // never committed, and its keys must not reach a node made later at the same address.
      if !wrappedPlacements.isEmpty { wrappedPlacements.removeAll() }
    }
    let screen = safeRect
    let proposal = ProposedViewSize(screen.size)
    let transaction = aboveRoot.transaction
    aboveRoot.transaction = nil
    var list: [LayoutSubview] = []
    root.appendLayoutSubviews(to: &list)
    if list.count == 1 {
      // A hosting window centres its root view.
      let subview = list[0]
      let size = subview.sizeThatFits(proposal)
      let rect = CGRect(
        x: screen.minX + (screen.width - size.width) / 2,
        y: screen.minY + (screen.height - size.height) / 2, width: size.width,
        height: size.height)
      subview.place(in: rect, proposal: proposal, inherited: transaction)
    } else if !list.isEmpty {
      // Several root views stack vertically, centred, as in an implicit `VStack`.
      let subviews = LayoutSubviews(list)
      let stack = VStackLayout()
      var cache: () = stack.makeCache(subviews: subviews)
      let size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      let bounds = CGRect(
        x: screen.minX + (screen.width - size.width) / 2,
        y: screen.minY + (screen.height - size.height) / 2, width: size.width,
        height: size.height)
      stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      root.commitPlacements(of: list, in: bounds, transaction: transaction)
    }
  }
}

extension LayoutPhase {
  /// The size the root views ask for when proposed `proposal`: the one root's, or that of
  /// the vertical stack several make.
  func rootSize(for proposal: ProposedViewSize) -> CGSize {
    guard let root = context.root else { return .zero }
    var list: [LayoutSubview] = []
    root.appendLayoutSubviews(to: &list)
    if list.count == 1 { return list[0].sizeThatFits(proposal) }
    guard !list.isEmpty else { return .zero }
    let subviews = LayoutSubviews(list)
    let stack = VStackLayout()
    var cache: () = stack.makeCache(subviews: subviews)
    return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// Checks, after an update, that the pass left nothing behind (internal checks only).
  func checkInvariants() {
    internalCheck(!isNeeded, "layout still needed after the update")
    internalCheck(
      firstFrameStarts.isEmpty && frameFollowers.isEmpty, "first frames outlived their pass")
  }
}

/// Where a view's first frame starts: at another view's frame, its size, its position (its
/// centre) or both; what is not taken is the view's own.
struct FirstFrameStart {
  var frame: CGRect
  var takesSize: Bool
  var takesPosition: Bool
}
