/// The safe area around a view, in the screen's coordinates: `safe` is where content that
/// respects it lies, `container` how far a view that ignores it may extend. A view whose edge
/// reaches the safe rect's edge (or beyond) has that edge's inset: the distance from its edge
/// to the container's; a view away from the edge has none (SwiftUI gives the safe area to the
/// views that touch it: `VStack { Color.red.ignoresSafeArea(); Spacer() }` extends only at
/// the top).
struct SafeAreaContext: Equatable {
  var container: CGRect
  var safe: CGRect

  /// No safe area around `rect`: nothing in it has an inset.
  static func none(_ rect: CGRect) -> SafeAreaContext {
    SafeAreaContext(container: rect, safe: rect)
  }

  /// How far past `frame`'s edges a view at `frame` may extend into the safe area.
  func insets(of frame: CGRect) -> EdgeInsets {
    // Half a point: frames are on the pixel grid, the safe rect may not be.
    let slack: CGFloat = 0.5
    return EdgeInsets(
      top: frame.minY <= safe.minY + slack ? max(frame.minY - container.minY, 0) : 0,
      leading: frame.minX <= safe.minX + slack ? max(frame.minX - container.minX, 0) : 0,
      bottom: frame.maxY >= safe.maxY - slack ? max(container.maxY - frame.maxY, 0) : 0,
      trailing: frame.maxX >= safe.maxX - slack ? max(container.maxX - frame.maxX, 0) : 0)
  }
}

/// How a safe-area modifier changes the safe area of its content.
enum SafeAreaChange: Equatable {
  /// `ignoresSafeArea(_:edges:)`: the content extends into the safe area at `edges` and has
  /// none there.
  case ignore(Edge.Set)
  /// `safeAreaPadding`: the content, padded by these amounts, has them as safe area too.
  case extend(EdgeInsets)
  /// The main view of `safeAreaInset(edge:)`: the inset view at `edge`, between this view and
  /// the edge of the modifier around it, is safe area to it.
  case insetAt(Edge)
  /// A scroll view's content: it scrolls under the safe area and has none of its own.
  case boundary
}

/// A modifier that changes the safe area of its content.
struct _SafeAreaModifier: ViewModifier {
  typealias Body = Never
  let change: SafeAreaChange

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let region: SafeAreaNode
    if let node {
      region = downcast(node, to: SafeAreaNode.self)
      region.environment = context.environment
      if region.change != view.modifier.change {
        region.change = view.modifier.change
        region.invalidateLayout(transaction: context.transaction)
      }
    } else {
      region = SafeAreaNode(view.modifier.change, in: context)
    }
    region.child = reconciled(
      view.content, node: region.child, context: region.childContext(context))
    return region
  }
}

/// The node of a safe-area modifier: sized as its content, it works out the safe area its
/// content has when it is placed, and places an ignoring content in the extended rect.
final class SafeAreaNode: LayoutModifierNodeBase {
  var change: SafeAreaChange
  /// The safe area of the content, worked out at the latest placement.
  private(set) var contentSafeArea: SafeAreaContext?

  init(_ change: SafeAreaChange, in context: __shared _MountContext) {
    self.change = change
    super.init(in: context)
  }

  override func placeModified(
    in rect: CGRect, proposal: ProposedViewSize, inner: LayoutSubview, transaction: Transaction?
  ) {
    let around = safeAreaAround()
    var content = around
    var placed = rect
    var innerProposal = proposal
    switch change {
    case .ignore(let edges):
      let insets = around.insets(of: rect)
      if edges.contains(.top) { placed.extend(top: insets.top) }
      if edges.contains(.leading) { placed.extend(leading: insets.leading) }
      if edges.contains(.bottom) { placed.extend(bottom: insets.bottom) }
      if edges.contains(.trailing) { placed.extend(trailing: insets.trailing) }
      content.replaceEdges(edges, with: placed)
      if placed != rect {
        innerProposal = ProposedViewSize(placed.size)
        placed = FramePlacement.aligned(
          inner.dimensions(in: innerProposal), in: placed, alignment: .center)
      }
    case .extend(let amounts):
      content.pad(rect, by: amounts, around: around)
    case .insetAt(let edge):
      // The modifier around: the nearest node above that was placed (the inset layout).
      var outer = rect
      var ancestor = parent
      while let current = ancestor {
        if let placedRect = current.layoutNode?.geometry.placedRect {
          outer = placedRect
          break
        }
        ancestor = current.parent
      }
      var amounts = EdgeInsets()
      switch edge {
      case .top: amounts.top = max(rect.minY - outer.minY, 0)
      case .leading: amounts.leading = max(rect.minX - outer.minX, 0)
      case .bottom: amounts.bottom = max(outer.maxY - rect.maxY, 0)
      case .trailing: amounts.trailing = max(outer.maxX - rect.maxX, 0)
      }
      content.pad(rect, by: amounts, around: around)
    case .boundary:
      content = .none(rect)
    }
    contentSafeArea = content
    inner.place(in: placed, proposal: innerProposal, inherited: transaction)
  }
}

extension SafeAreaContext {
  /// Makes `rect`'s edges at `edges` both the safe and the container edges: nothing beyond
  /// them is safe area any more.
  fileprivate mutating func replaceEdges(_ edges: Edge.Set, with rect: CGRect) {
    safe.takeEdges(edges, of: rect)
    container.takeEdges(edges, of: rect)
  }

  /// The safe area of content laid out in `rect` with `amounts` of safe area padding around
  /// it: at each padded edge, the content's edge is the safe edge, and the container reaches
  /// as far as the padding and, where the padding touches it, the safe area `around`.
  fileprivate mutating func pad(_ rect: CGRect, by amounts: EdgeInsets, around: SafeAreaContext) {
    let outer = CGRect(
      x: rect.minX - amounts.leading, y: rect.minY - amounts.top,
      width: rect.width + amounts.leading + amounts.trailing,
      height: rect.height + amounts.top + amounts.bottom)
    let beyond = around.insets(of: outer)
    if amounts.top > 0 {
      safe.setMinY(rect.minY)
      container.setMinY(outer.minY - beyond.top)
    }
    if amounts.leading > 0 {
      safe.setMinX(rect.minX)
      container.setMinX(outer.minX - beyond.leading)
    }
    if amounts.bottom > 0 {
      safe.setMaxY(rect.maxY)
      container.setMaxY(outer.maxY + beyond.bottom)
    }
    if amounts.trailing > 0 {
      safe.setMaxX(rect.maxX)
      container.setMaxX(outer.maxX + beyond.trailing)
    }
  }

}

extension CGRect {
  /// Moves its edges at `edges` to `rect`'s.
  fileprivate mutating func takeEdges(_ edges: Edge.Set, of rect: CGRect) {
    if edges.contains(.top) { setMinY(rect.minY) }
    if edges.contains(.leading) { setMinX(rect.minX) }
    if edges.contains(.bottom) { setMaxY(rect.maxY) }
    if edges.contains(.trailing) { setMaxX(rect.maxX) }
  }
  /// Moves the top edge to `value`, keeping the bottom edge.
  fileprivate mutating func setMinY(_ value: CGFloat) {
    size.height = max(maxY - value, 0)
    origin.y = value
  }
  /// Moves the leading edge to `value`, keeping the trailing edge.
  fileprivate mutating func setMinX(_ value: CGFloat) {
    size.width = max(maxX - value, 0)
    origin.x = value
  }
  /// Moves the bottom edge to `value`, keeping the top edge.
  fileprivate mutating func setMaxY(_ value: CGFloat) {
    size.height = max(value - minY, 0)
  }
  /// Moves the trailing edge to `value`, keeping the leading edge.
  fileprivate mutating func setMaxX(_ value: CGFloat) {
    size.width = max(value - minX, 0)
  }
  /// Extends the rect by `top` upwards (and likewise for the other edges).
  fileprivate mutating func extend(
    top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
  ) {
    origin.x -= leading
    origin.y -= top
    size.width += leading + trailing
    size.height += top + bottom
  }
}

extension _ViewNode {
  /// The safe area this node lies in: that of the nearest safe-area modifier above it, else
  /// the screen's.
  func safeAreaAround() -> SafeAreaContext {
    var ancestor = parent
    while let current = ancestor {
      if let region = current as? SafeAreaNode, let safeArea = region.contentSafeArea {
        return safeArea
      }
      ancestor = current.parent
    }
    return tree.layout.screenSafeArea
  }
}

extension LayoutPhase {
  /// The screen's safe area: the whole screen as container, the rest of the insets as safe.
  var screenSafeArea: SafeAreaContext {
    let screen = CGRect(origin: .zero, size: screenSize)
    return SafeAreaContext(container: screen, safe: safeRect)
  }
}
