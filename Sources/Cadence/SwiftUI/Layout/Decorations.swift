/// `overlay` and `background` with views: the decoration is laid out in the frame of the
/// view it decorates (proposed that view's size, aligned in it, as in a `ZStack`), and
/// takes no space of its own. A background renders before the view, an overlay after it.
struct _DecorationModifier<Decoration: View>: ViewModifier {
  typealias Body = Never
  let decoration: Decoration
  let alignment: Alignment
  let isBackground: Bool

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let decorated: DecorationNode
    if let node {
      decorated = downcast(node, to: DecorationNode.self)
      decorated.environment = context.environment
      if decorated.alignment != view.modifier.alignment {
        decorated.alignment = view.modifier.alignment
        decorated.invalidateLayout(transaction: context.transaction)
      }
    } else {
      decorated = DecorationNode(
        alignment: view.modifier.alignment, isBackground: view.modifier.isBackground,
        in: context)
    }
    let childContext = decorated.childContext(context)
    decorated.child = reconciled(view.content, node: decorated.child, context: childContext)
    decorated.decoration = reconciled(
      view.modifier.decoration, node: decorated.decoration, context: childContext)
    return decorated
  }
}

/// The node of an overlay or background: the decorated content and the decoration.
@MainActor
final class DecorationNode: LayoutNode {
  var child: _ViewNode?
  var decoration: _ViewNode?
  var alignment: Alignment
  let isBackground: Bool
  private var main: [LayoutSubview] = []
  private var decorations: [LayoutSubview] = []

  init(alignment: Alignment, isBackground: Bool, in context: __shared _MountContext) {
    self.alignment = alignment
    self.isBackground = isBackground
    super.init(in: context)
  }

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if isBackground, let decoration { body(decoration) }
    if let child { body(child) }
    if !isBackground, let decoration { body(decoration) }
  }

  override func appendLayoutSubviews(to list: inout [LayoutSubview]) {
    list.append(LayoutSubview(node: self))
  }

  override func willLayOutAgain() {
    var list: [LayoutSubview] = []
    child?.appendLayoutSubviews(to: &list)
    main = list
    list = []
    decoration?.appendLayoutSubviews(to: &list)
    decorations = list
  }

  /// The content's subviews along the stack this node was measured in (a decoration passes
  /// its stack's orientation on, as a modifier does).
  private var alongMain: [LayoutSubview] { main.along(geometry.stackAxis) }

  /// Content with several views stacks them vertically.
  private var stack: StackAlgorithm {
    StackAlgorithm(axis: .vertical, crossGuide: HorizontalAlignment.center.key, spacing: nil)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    switch main.count {
    case 0: return .zero
    case 1: return main[0].along(geometry.stackAxis).sizeThatFits(proposal)
    default: return stack.size(proposal: proposal, subviews: LayoutSubviews(alongMain))
    }
  }

  override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    main.count == 1
      ? main[0].along(geometry.stackAxis).explicitGuide(key, size: size, proposal: proposal) : nil
  }

  override var layoutPriority: Double { main.count == 1 ? main[0].priority : 0 }

  override func placeContent(in rect: CGRect, proposal: ProposedViewSize, transaction: Transaction?)
  {
    if main.count == 1 {
      main[0].along(geometry.stackAxis).place(in: rect, proposal: proposal, inherited: transaction)
    } else if main.count > 1 {
      let along = alongMain
      stack.place(in: rect, proposal: proposal, subviews: LayoutSubviews(along))
      commitPlacements(of: along, in: rect, transaction: transaction)
    }
    let algorithm = OverlayAlgorithm(alignment: alignment)
    let over = decorations.along(geometry.stackAxis)
    algorithm.place(in: rect, proposal: ProposedViewSize(rect.size), subviews: over[...])
    commitPlacements(of: over, in: rect, transaction: transaction)
  }
}

extension View {
  /// Layers `overlay` in front of this view, aligned in its frame.
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(_DecorationModifier(decoration: overlay, alignment: alignment, isBackground: false))
  }

  /// Layers the views of `content` in front of this view, aligned in its frame.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(
      _DecorationModifier(decoration: content(), alignment: alignment, isBackground: false))
  }

  /// Layers `background` behind this view, aligned in its frame.
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(
      _DecorationModifier(decoration: background, alignment: alignment, isBackground: true))
  }

  /// Layers the views of `content` behind this view, aligned in its frame.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(_DecorationModifier(decoration: content(), alignment: alignment, isBackground: true))
  }
}
