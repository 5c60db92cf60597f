import Foundation

extension NavigationSplitView {
  /// Creates a three-column split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: nil, preferredCompactColumn: nil, sidebar: sidebar(), content: content(),
      detail: detail())
  }

  /// Creates a three-column split view whose visible columns are `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, preferredCompactColumn: nil, sidebar: sidebar(),
      content: content(), detail: detail())
  }

  /// Creates a three-column split view that shows `preferredCompactColumn` first when
  /// collapsed.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: nil, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar(),
      content: content(), detail: detail())
  }

  /// Creates a three-column split view with both bindings.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn,
      sidebar: sidebar(), content: content(), detail: detail())
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column split view: a sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(
      columnVisibility: nil, preferredCompactColumn: nil, sidebar: sidebar(),
      content: EmptyView(), detail: detail())
  }

  /// Creates a two-column split view whose visible columns are `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, preferredCompactColumn: nil, sidebar: sidebar(),
      content: EmptyView(), detail: detail())
  }

  /// Creates a two-column split view that shows `preferredCompactColumn` first when collapsed.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: nil, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar(),
      content: EmptyView(), detail: detail())
  }

  /// Creates a two-column split view with both bindings.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn,
      sidebar: sidebar(), content: EmptyView(), detail: detail())
  }
}
