import Foundation

/// A view of two or three columns: a sidebar, an optional content column and a detail.
///
/// In a regular horizontal size class the visible columns stand side by side (the sidebar and
/// content 320 points wide unless `navigationSplitViewColumnWidth` says otherwise, the detail
/// filling the rest), as `columnVisibility` shows them. In a compact one (Cadence's default, an
/// iPhone's) the view collapses into a stack, as SwiftUI's does: the sidebar first (or the
/// `preferredCompactColumn`), and choosing a row of a list with a selection in a column shows
/// the next one; going back (`\.dismiss`) returns to the previous column and clears that
/// choice. `NavigationSplitView` in the snapshot, each column's nodes carrying
/// `splitViewColumn` = `sidebar`, `content` or `detail`.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  @State private var ownVisibility = NavigationSplitViewVisibility.automatic
  /// In compact width: how to go back from each column shown past the first (clearing the
  /// choice that showed it).
  @State private var shownPast: [CompactColumnChoice] = []
  @State private var token = PresentationToken()
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.navigationSplitViewStyle) private var splitStyle

  init(
    columnVisibility: Binding<NavigationSplitViewVisibility>?,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>?,
    sidebar: Sidebar, content: Content, detail: Detail
  ) {
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
  }

  private var hasContentColumn: Bool { Content.self != EmptyView.self }

  public var body: some View {
    if sizeClass == .compact {
      compactBody
    } else {
      splitStyle._makeBody(
        configuration: NavigationSplitViewStyleConfiguration(content: AnyView(regularBody)))
    }
  }

  // MARK: Compact: a stack of columns

  private var columns: [NavigationSplitViewColumn] {
    hasContentColumn ? [.sidebar, .content, .detail] : [.sidebar, .detail]
  }

  /// The column shown: the preferred one, then as far as the choices made go.
  private var compactIndex: Int {
    let columns = columns
    let preferred = preferredCompactColumn?.wrappedValue ?? .sidebar
    let start = columns.firstIndex(of: preferred) ?? (preferred == .content ? 1 : 0)
    return Swift.min(start + shownPast.count, columns.count - 1)
  }

  private var compactBody: some View {
    let index = compactIndex
    let shownPast = $shownPast
    let preferred = preferredCompactColumn
    let columns = columns
    let back: @MainActor () -> Void = {
      if let last = shownPast.wrappedValue.popLast() {
        last.clear()
      } else if let preferred, let i = columns.firstIndex(of: preferred.wrappedValue), i > 0 {
        preferred.wrappedValue = columns[i - 1]
      }
    }
    var advance: SplitColumnAdvance?
    if index < columns.count - 1 {
      advance = { @MainActor clear in
        shownPast.wrappedValue.append(CompactColumnChoice(clear: clear))
      }
    }
    let dismiss =
      index > 0
      ? DismissAction(action: back, token: ObjectIdentifier(token))
      : DismissAction(action: nil, token: nil)
    return _NavigationContainer(kind: "NavigationSplitView") {
      column(columns[index])
        .environment(\.splitColumnAdvance, advance)
        .environment(\.dismiss, dismiss)
        .id(index)
    }
    .modifier(_NavigationBarHost())
    .environment(\.navigation, NavigationActions(depth: index, token: ObjectIdentifier(token)))
    .modifier(_StyleEffect(name: "compactColumn", value: columns[index].name))
  }

  @ViewBuilder private func column(_ column: NavigationSplitViewColumn) -> some View {
    switch column.role {
    case .sidebar: sidebar.modifier(_StyleEffect(name: "splitViewColumn", value: "sidebar"))
    case .content: content.modifier(_StyleEffect(name: "splitViewColumn", value: "content"))
    case .detail: detail.modifier(_StyleEffect(name: "splitViewColumn", value: "detail"))
    }
  }

  // MARK: Regular: columns side by side

  @ViewBuilder private var regularBody: some View {
    let visibility = (columnVisibility ?? $ownVisibility).wrappedValue
    let three = hasContentColumn
    let showsSidebar =
      visibility == .all || visibility == .automatic || (!three && visibility == .doubleColumn)
    let showsContent = three && visibility != .detailOnly
    _SplitColumns(prominentDetail: splitStyle is ProminentDetailNavigationSplitViewStyle) {
      if showsSidebar { column(.sidebar).layoutValue(key: SplitColumnRoleKey.self, value: 0) }
      if showsContent { column(.content).layoutValue(key: SplitColumnRoleKey.self, value: 1) }
      column(.detail).layoutValue(key: SplitColumnRoleKey.self, value: 2)
    }
    .modifier(_StyleEffect(name: "columnVisibility", value: visibility.name))
  }
}

/// How to go back from a column shown in a collapsed split view: clear the choice.
struct CompactColumnChoice {
  let clear: @MainActor () -> Void
}

/// Shows the next column of a collapsed split view; its argument clears the choice that did,
/// when the user goes back.
typealias SplitColumnAdvance = @MainActor (@escaping @MainActor () -> Void) -> Void

extension EnvironmentValues {
  private struct SplitColumnAdvanceKey: EnvironmentKey {
    static var defaultValue: SplitColumnAdvance? { nil }
  }

  /// In a column of a collapsed split view with a column after it: shows that column.
  var splitColumnAdvance: SplitColumnAdvance? {
    get { self[SplitColumnAdvanceKey.self] }
    set { self[SplitColumnAdvanceKey.self] = newValue }
  }
}
