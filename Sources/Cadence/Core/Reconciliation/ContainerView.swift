/// A primitive view rendered as one node whose children are its content's rendered nodes
/// (stacks, and buttons or toggles with view labels).
/// A view drawn by the runtime around its content. Its `Body` is `Never`, or, for a view
/// SwiftUI declares with a body (`Button`, `Toggle`, `Form`), `_PrimitiveBody` of itself.
protocol ContainerView: View {
  /// The type of the content.
  associatedtype Content: View
  /// The content.
  var content: Content { get }
  /// The type of the layout of the content.
  associatedtype ContentLayout: Layout
  /// How the content is laid out inside the view.
  var contentLayout: ContentLayout { get }
  /// The rendered node for this view around its content's rendered nodes.
  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem
  /// What is wrong with the view's arguments, reported when it mounts or changes.
  var problems: [(kind: Diagnostic.Kind, message: String)] { get }
  /// A lazy container's layout of its rows as they come into sight (nil: `contentLayout`'s).
  var lazyLayout: (any LazyContentLayout)? { get }
  /// Whether the view has a rendered node (false: its content's nodes show at its level).
  static var rendersNode: Bool { get }
  /// The kind of its rendered node, when the view knows it without rendering (nil: its
  /// `renderItem`'s kind). Its children's paths start with it.
  var renderedKind: String? { get }
  /// Whether its rendered node shows its content's nodes as children (a titled button shows
  /// none: its content is not rendered).
  var showsContent: Bool { get }
}

extension _ViewNode? {
  /// The node, when it is a `Kind`; else nil, the node unmounted (a view of another kind
  /// takes the slot). Inlined: the caller then looks `Kind`'s metadata up only when there is
  /// a node.
  @MainActor @inline(__always)
  func kept<Kind: _ViewNode>(if _: Kind.Type, _ context: _MountContext) -> _ViewNode? {
    guard let node = self, !(node is Kind) else { return self }
    node.unmount(transaction: context.transaction)
    return nil
  }
}

/// Mounts or updates `styled`, a custom style's body standing in for a view (a button, a
/// toggle, a form, a text editor), in the view's slot; a node of another kind is unmounted.
/// The view without a style goes through its own function (`makeOrUpdateUnstyledContainer`,
/// `makeOrUpdateUnstyledLeaf`), not one taking an optional body: the optional's generic type
/// would be looked up at every mount.
@MainActor
func makeOrUpdateStyledBody<Styled: View>(
  _ styled: Styled, node: _ViewNode?, in context: _MountContext
) -> _ViewNode {
  Styled._makeOrUpdateNode(
    styled, node: node.kept(if: CompositeNode<Styled>.self, context), in: context)
}

extension ContainerView {
  var problems: [(kind: Diagnostic.Kind, message: String)] { [] }
  var lazyLayout: (any LazyContentLayout)? { nil }
  static var rendersNode: Bool { true }
  var renderedKind: String? { nil }
  var showsContent: Bool { true }

  public static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateContainer(view, node: node, in: context)
  }

  /// A container that renders a node of its own is one rendered node, which the render
  /// modifiers around it are folded into (a container that mounts a style's body in some
  /// environments says when it does not).
  public static func _foldedEffectCount(_ view: Self, in environment: EnvironmentValues) -> Int? {
    rendersNode ? 0 : nil
  }

  /// Mounts or updates the view as a container node where a custom style's body may have
  /// stood: a node of any styled body gives way to the container.
  static func makeOrUpdateUnstyledContainer(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateContainer(view, node: node.kept(if: ContainerNode<Self>.self, context), in: context)
  }

  /// Mounts or updates the view as a container node.
  static func makeOrUpdateContainer(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let container: ContainerNode<Self>
    if let node {
      container = downcast(node, to: ContainerNode<Self>.self)
      let layoutChanged = !container.view.contentLayout.laysOutLike(view.contentLayout)
      let same =
        !context.environmentChanged && TypeLayout.of(Self.self).isEqual(container.view, view)
      container.view = view
      container.environment = context.environment
      if layoutChanged { container.invalidateLayout(transaction: context.transaction) }
      if !same {
        container.setNeedsRender()
        container.reportProblems()
      }
    } else {
      container = ContainerNode(view, in: context)
      container.reportProblems()
    }
    container.child = reconciled(
      view.content, node: container.child, context: container.childContext(context))
    return container
  }
}
