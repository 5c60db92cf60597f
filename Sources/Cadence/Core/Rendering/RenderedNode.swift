/// A layout node that can be rendered as one snapshot node: the only nodes that keep a render
/// record. The node of a primitive view is rendered (`_ViewNode.isRendered`): a leaf
/// (`LeafNode`) or a container (`ContainerNode`) that shows itself, and the render phase asks
/// it what the methods below answer. The other nodes are transparent to rendering; what they
/// do to the rendered nodes below them is their effect (`_ViewNode.contribute(to:)`).
///
/// Overridden methods, not a protocol whose adoption each record kept (decision D27): the
/// record's reference to its own node took 16 bytes in every rendered node (D68).
@MainActor
class RenderedLayoutNode: LayoutNode {
  /// What the render pass keeps about it (read through `renderRecord`).
  @exclusivity(unchecked) final var record = RenderRecord()
  /// The render modifiers folded into it, innermost first (`fold(_:at:transaction:)`, D65).
  @exclusivity(unchecked) final var folded: FoldedEffect?

  override init(in context: __shared _MountContext) {
    super.init(in: context)
    keepsRenderRecord = true
  }

  /// Whether its values depend on its frame's size (a shape's path).
  var rendersItsSize: Bool { false }

  /// Its own item now, its children given frozen (a rendered node's).
  func renderOwnItem(children: SnapshotChildren) -> RenderItem {
    internalCheck(false, "a node that is not rendered was asked for its item")
    return RenderItem(kind: "?")
  }

  /// Its own item with every animated value it shows (its frame, its animatable data) moved
  /// `seconds` along its exact velocity, rendered without side effects, and whether those
  /// velocities are all known.
  func renderOwnItem(children: SnapshotChildren, shiftedBy seconds: Double)
    -> (item: RenderItem, isExact: Bool)
  {
    (renderOwnItem(children: children), false)
  }

  /// The kind of node it shows (`VStack`, `Button`), known before its children are rendered
  /// (their paths start with it); nil when it has no content.
  var renderedKind: String? { nil }

  /// Appends the rendered nodes of its content (a container's children), in order.
  func collectContent(into slots: inout [RenderedSlot]) {}

  /// Whether its item shows its content's nodes as children (`RenderItem.frozenChildren`):
  /// a container that shows none (a titled button) has its content left unrendered.
  var showsContent: Bool { true }

  /// Renders again what it shows of the date, for a view that shows it (`LeafView.isLive`).
  func refreshLive() {}

  /// Lists it among the nodes a container shows (see `_ViewNode.collectRendered(into:)`),
  /// unless it is hidden.
  final func appendSlot(to slots: inout [RenderedSlot]) {
    guard !isHidden else { return }
    slots.append(RenderedSlot(self))
  }
}

extension _ViewNode {
  /// The node as a rendered node, for a primitive view's node.
  @inline(__always)
  final var asRendered: RenderedLayoutNode? {
    isRendered ? unsafeDowncast(self, to: RenderedLayoutNode.self) : nil
  }
}

/// A rendered node that shows rendered nodes as its children (`ContainerNode`): what the
/// render pass keeps of its children, which a leaf never has. On the node, not in its record:
/// 16 bytes of every leaf (D69); not in a table by node either: a full layout moves every row,
/// and a lookup per row showed.
@MainActor
class RenderedContainerNode: RenderedLayoutNode {
  /// The generation of its current children (`RenderRecord.generation`).
  @exclusivity(unchecked) final var childrenGeneration: UInt64 = 0
  /// Children rendered again in this pass, waiting for it.
  @exclusivity(unchecked) final var patches: [ChildPatch]?
}

extension _ViewNode {
  // Methods and accessors of the node, each downcasting `self`: a downcast reference kept in
  // a local by the caller was retained and released, and the patch it was handed copied
  // (about 60 instructions a row of a root change).

  /// The node as the `RenderedContainerNode` it is: the render pass asks only a node whose
  /// content it renders (a container of rendered children).
  @inline(__always)
  private var renderedContainer: RenderedContainerNode {
    internalCheck(self is RenderedContainerNode, "\(self) holds no rendered children")
    return unsafeDowncast(self, to: RenderedContainerNode.self)
  }

  /// As a container of rendered children: the generation of its current children.
  final var renderedChildrenGeneration: UInt64 {
    @inline(__always) get { renderedContainer.childrenGeneration }
    @inline(__always) set { renderedContainer.childrenGeneration = newValue }
  }

  /// As a container of rendered children: adds `patch` to those it takes when it renders
  /// again.
  final func appendPatch(_ patch: consuming ChildPatch) {
    let container = renderedContainer
    if container.patches == nil {
      container.patches = [patch]
    } else {
      container.patches?.append(patch)
    }
  }

  /// As a container of rendered children: adds `patches` to those it takes when it renders
  /// again.
  final func appendPatches(_ patches: [ChildPatch]) {
    let container = renderedContainer
    if container.patches == nil {
      container.patches = patches
    } else {
      container.patches?.append(contentsOf: patches)
    }
  }

  /// As a container of rendered children: the patches waiting for it, which it no longer
  /// keeps.
  final func takePatches() -> [ChildPatch]? {
    let container = renderedContainer
    let patches = container.patches
    container.patches = nil
    return patches
  }
}
