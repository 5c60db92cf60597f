import Foundation

/// Where an item of a navigation container's bars sits on iOS.
enum ToolbarRegion: Equatable {
  /// The leading end of the top row of the navigation bar.
  case leading
  /// The middle of the navigation bar's top row.
  case principal
  /// The trailing end of the navigation bar's top row.
  case trailing
  /// The bottom toolbar, from its leading end.
  case bottom
  /// The middle of the bottom toolbar.
  case status
}

extension ToolbarItemPlacement {
  /// The region of the bars an item at this placement takes on iOS (Apple's documentation of
  /// `ToolbarItemPlacement`): cancellation, navigation and the leading placements lead;
  /// `principal` and a large subtitle are centred; `bottomBar` and `keyboard` (the accessory
  /// bar above the keyboard, at the bottom) go in the bottom bar, with `status` centred in it;
  /// the others (automatic, primary, confirmation, destructive, secondary, trailing and
  /// placements of one's own) trail.
  var region: ToolbarRegion {
    switch self {
    case .topBarLeading, .navigationBarLeading, .cancellationAction, .navigation: .leading
    case .principal, .largeSubtitle: .principal
    case .bottomBar, .keyboard: .bottom
    case .status: .status
    default: .trailing
    }
  }
}

/// The placement of a toolbar item, read by the bar's layout.
struct ToolbarPlacementKey: LayoutValueKey {
  static let defaultValue = ToolbarItemPlacement.automatic
}

/// A navigation container's bars: the items its content's toolbars gave, each where its
/// placement puts it. Nothing while no toolbar gave any.
struct _NavigationBarItems: View {
  let model: ToolbarBarModel
  @State private var version = 0

  var body: some View {
    let version = $version
    let _ = self.version
    let entries = model.shownEntries { version.wrappedValue &+= 1 }
    if !entries.isEmpty {
      _NavigationBar {
        ForEach(entries, id: \.site) { entry in
          entry.items.environment(\.self, entry.environment)
        }
      }
    }
  }
}

/// The node of a navigation container's bars (`NavigationBar`), as large as the container.
struct _NavigationBar<Content: View>: ContainerView {
  typealias Body = Never
  let content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var contentLayout: NavigationBarLayout { NavigationBarLayout() }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "NavigationBar")
    item.adopt(children)
    return item
  }
}

/// Lays out the items of a navigation container's bars, which fill the container: a row of
/// 44 points at the top (the navigation bar's, above its large title) holds the leading items
/// from the leading margin, the trailing ones up to the trailing margin and the principal ones
/// in the middle; a row of 44 points at the bottom (a `UIToolbar`'s height) holds the bottom
/// bar's items from the leading margin, and status items in the middle. Items take their ideal
/// sizes, 8 points apart, 16 points in from the edges (the layout margins of an iPhone's bars).
struct NavigationBarLayout: Layout {
  static let rowHeight: CGFloat = 44
  static let margin: CGFloat = 16
  static let spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(
      by: CGSize(width: Self.margin * 2, height: Self.rowHeight))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var rows: [ToolbarRegion: [(subview: LayoutSubview, size: CGSize)]] = [:]
    for subview in subviews {
      let size = subview.sizeThatFits(
        ProposedViewSize(width: nil, height: Self.rowHeight))
      rows[subview[ToolbarPlacementKey.self].region, default: []].append((subview, size))
    }
    let top = bounds.minY + Self.rowHeight / 2
    let bottom = max(bounds.maxY - Self.rowHeight / 2, top)
    let leading = bounds.minX + Self.margin
    let trailing = bounds.maxX - Self.margin
    place(rows[.leading] ?? [], from: leading, y: top)
    let trailingItems = rows[.trailing] ?? []
    place(trailingItems, from: trailing - Self.width(of: trailingItems), y: top)
    let principal = rows[.principal] ?? []
    place(principal, from: bounds.midX - Self.width(of: principal) / 2, y: top)
    place(rows[.bottom] ?? [], from: leading, y: bottom)
    let status = rows[.status] ?? []
    place(status, from: bounds.midX - Self.width(of: status) / 2, y: bottom)
  }

  /// The width of `items` in a row, `spacing` apart.
  private static func width(of items: [(subview: LayoutSubview, size: CGSize)]) -> CGFloat {
    guard !items.isEmpty else { return 0 }
    return items.reduce(0) { $0 + $1.size.width } + spacing * CGFloat(items.count - 1)
  }

  /// Places `items` in a row from `x`, centred on `y`.
  private func place(
    _ items: [(subview: LayoutSubview, size: CGSize)], from x: CGFloat, y: CGFloat
  ) {
    var x = x
    for (subview, size) in items {
      subview.place(at: CGPoint(x: x, y: y), anchor: .leading, proposal: ProposedViewSize(size))
      x += size.width + Self.spacing
    }
  }
}
