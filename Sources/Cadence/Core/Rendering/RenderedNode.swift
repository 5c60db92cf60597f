/// What the render phase asks of a node rendered as one snapshot node — a primitive view:
/// a leaf (`LeafNode`) or a container (`ContainerNode`). The other nodes are transparent to
/// rendering and do not adopt it; what they do to the rendered nodes below them is their
/// effect (`_ViewNode.contribute(to:)`). A rendered node's record keeps its adoption
/// (`RenderRecord.rendered`), so the phase calls it without a cast (decision D27).
@MainActor
protocol RenderedNode: LayoutNode {
  /// Whether its values depend on its frame's size (a shape's path).
  var rendersItsSize: Bool { get }

  /// Its own item now, its children given frozen.
  func renderOwnItem(children: SnapshotChildren) -> RenderItem

  /// Its own item with every animated value it shows (its frame, its animatable data) moved
  /// `seconds` along its exact velocity, rendered without side effects, and whether those
  /// velocities are all known.
  func renderOwnItem(children: SnapshotChildren, shiftedBy seconds: Double)
    -> (item: RenderItem, isExact: Bool)

  /// The kind of node it shows (`VStack`, `Button`), known before its children are rendered
  /// (their paths start with it); nil when it has no content.
  var renderedKind: String? { get }

  /// Appends the rendered nodes of its content (a container's children), in order.
  func collectContent(into slots: inout [RenderedSlot])

  /// Whether its item shows its content's nodes as children (`RenderItem.frozenChildren`):
  /// a container that shows none (a titled button) has its content left unrendered.
  var showsContent: Bool { get }

  /// Renders again what it shows of the date, for a view that shows it (`LeafView.isLive`).
  func refreshLive()
}

extension RenderedNode {
  var renderedKind: String? { nil }
  func collectContent(into slots: inout [RenderedSlot]) {}
  var showsContent: Bool { true }
  func refreshLive() {}

  /// Lists it among the nodes a container shows (see `_ViewNode.collectRendered(into:)`),
  /// unless it is hidden.
  func appendSlot(to slots: inout [RenderedSlot]) {
    guard !isHidden else { return }
    slots.append(RenderedSlot(self))
  }
}
