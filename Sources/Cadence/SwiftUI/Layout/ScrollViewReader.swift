/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
public struct ScrollViewReader<Content: View>: View {
  /// The content, given a proxy to its scroll views.
  public var content: (ScrollViewProxy) -> Content
  @State private var registry = ScrollRegistry()
  @State private var reporter = ScrollReporter()

  /// Creates a reader whose content gets a proxy to its scroll views.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: some View {
    content(ScrollViewProxy(registry: registry, reporter: reporter))
      .environment(\.scrollRegistry, registry)
      .modifier(_ScrollReporting(reporter: reporter))
  }
}

/// A proxy value that supports programmatic scrolling of the scroll views within a
/// `ScrollViewReader`.
public struct ScrollViewProxy {
  let registry: ScrollRegistry
  let reporter: ScrollReporter

  /// Scrolls the scroll view that holds the view of identifier `id` (an `.id(_:)`, or a
  /// `ForEach` element's) so that its `anchor` meets the scroll view's `anchor`; with no
  /// anchor, just enough to bring the view into sight. An identifier no view has is reported.
  @MainActor
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    for controller in registry.all {
      for content in controller.contentNodes {
        guard let root = content.node, root.isMounted, let frame = Self.frame(of: id, in: root)
        else { continue }
        controller.setOffset(Self.offset(showing: frame, in: controller, anchor: anchor))
        return
      }
    }
    reporter.report("scrollTo(\(id)): no view inside the ScrollViewReader has that identifier")
  }

  /// The offset that shows `frame` (in the screen's coordinates) as `anchor` asks.
  @MainActor
  static func offset(showing frame: CGRect, in controller: ScrollController, anchor: UnitPoint?)
    -> CGPoint
  {
    let view = controller.viewport
    let now = controller.offset
    // Where the target is in the content.
    let x = frame.minX - view.minX + now.x
    let y = frame.minY - view.minY + now.y
    func along(
      _ start: CGFloat, _ length: CGFloat, _ viewLength: CGFloat, _ current: CGFloat,
      _ unit: CGFloat?
    ) -> CGFloat {
      if let unit { return start + unit * length - unit * viewLength }
      if start < current { return start }
      if start + length > current + viewLength { return start + length - viewLength }
      return current
    }
    return CGPoint(
      x: along(x, frame.width, view.width, now.x, anchor?.x),
      y: along(y, frame.height, view.height, now.y, anchor?.y))
  }

  /// Where the view with identifier `id` below `node` is, in the screen's coordinates: a
  /// lazy stack's row not in sight (perhaps never made) where the rows before it put it.
  @MainActor
  static func frame<ID: Hashable>(of id: ID, in node: _ViewNode) -> CGRect? {
    if let rows = node as? LazyRowsNode<ID>, let frame = rows.frame(of: id) { return frame }
    if let list = node as? KeyedListNode<ID>, let child = list.child(for: id) {
      return child.placedContentRect
    }
    if let identified = node as? IdentifiedNode<ID>, identified.id == id {
      return identified.placedContentRect
    }
    var found: CGRect?
    node.forEachChild { child in
      if found == nil { found = descend { frame(of: id, in: child) } }
    }
    return found
  }
}

extension _ViewNode {
  /// Where the content at this node was placed, in the screen's coordinates: the rect of the
  /// nearest placed node, or the union of its children's (anchors, `scrollTo`).
  var placedContentRect: CGRect? {
    if let rect = layoutNode?.geometry.placedRect { return rect }
    var rects: [CGRect] = []
    forEachChild { child in
      if let rect = descend({ child.placedContentRect }) { rects.append(rect) }
    }
    guard let first = rects.first else { return nil }
    return rects.dropFirst().reduce(first) { $0.union($1) }
  }
}
