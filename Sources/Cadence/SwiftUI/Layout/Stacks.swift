/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View> {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a vertical stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension VStack: ContainerView {
  /// `VStack` is a primitive view.
  public typealias Body = Never

  var renderedKind: String? { "VStack" }

  var contentLayout: VStackLayout { VStackLayout(alignment: alignment, spacing: spacing) }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    RenderItem(stack: "VStack", alignment: alignment.name, spacing: spacing, children: children)
  }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a horizontal stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension HStack: ContainerView {
  /// `HStack` is a primitive view.
  public typealias Body = Never

  var renderedKind: String? { "HStack" }

  var contentLayout: HStackLayout { HStackLayout(alignment: alignment, spacing: spacing) }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    RenderItem(stack: "HStack", alignment: alignment.name, spacing: spacing, children: children)
  }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View> {
  let alignment: Alignment
  let content: Content

  /// Creates an overlaying stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension ZStack: ContainerView {
  /// `ZStack` is a primitive view.
  public typealias Body = Never

  var renderedKind: String? { "ZStack" }

  var contentLayout: ZStackLayout { ZStackLayout(alignment: alignment) }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    RenderItem(stack: "ZStack", alignment: alignment.name, spacing: nil, children: children)
  }
}

extension RenderItem {
  /// The rendered node of a stack; alignment and spacing appear only when set.
  init(stack kind: String, alignment: String, spacing: CGFloat?, children: RenderedChildren) {
    self.init(kind: kind)
    adopt(children)
    if alignment != "center" { styles["alignment"] = alignment }
    if let spacing { attributes["spacing"] = spacing }
  }
}

/// A vertical stack that makes its rows as they come into sight (see `LazyStackLayoutEngine`).
public struct LazyVStack<Content: View> {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a lazy vertical stack; the section headers or footers in
  /// `pinnedViews` stay pinned while it scrolls (recorded as `pinnedViews`).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyVStack: ContainerView {
  /// `LazyVStack` is a primitive view.
  public typealias Body = Never

  var renderedKind: String? { "LazyVStack" }

  var contentLayout: VStackLayout { VStackLayout(alignment: alignment, spacing: spacing) }

  var lazyLayout: (any LazyContentLayout)? {
    LazyStackSpec(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(
      stack: "LazyVStack", alignment: alignment.name, spacing: spacing, children: children)
    item.recordPinnedViews(pinnedViews)
    return item
  }
}

/// A horizontal stack that makes its views as they come into sight (see `LazyStackLayoutEngine`).
public struct LazyHStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a lazy horizontal stack; the section headers or footers in
  /// `pinnedViews` stay pinned while it scrolls (recorded as `pinnedViews`).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyHStack: ContainerView {
  /// `LazyHStack` is a primitive view.
  public typealias Body = Never

  var renderedKind: String? { "LazyHStack" }

  var contentLayout: HStackLayout { HStackLayout(alignment: alignment, spacing: spacing) }

  var lazyLayout: (any LazyContentLayout)? {
    LazyStackSpec(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(
      stack: "LazyHStack", alignment: alignment.name, spacing: spacing, children: children)
    item.recordPinnedViews(pinnedViews)
    return item
  }
}
