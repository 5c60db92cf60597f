// Which bars are shown: `toolbar(_:for:)` hides or shows the navigation bar, the bottom bar or
// the tab bar for the view it modifies and below, and the toolbar items placed in a hidden bar
// are not on screen (not rendered, found or tapped), as on iOS.

extension ToolbarItemPlacement {
  /// The bar an item at this placement sits in on iOS: the bottom bar for `bottomBar` and
  /// `status`, none for `keyboard` (above the keyboard), the navigation bar for the others.
  var bar: ToolbarPlacement? {
    switch self {
    case .bottomBar, .status: .bottomBar
    case .keyboard: nil
    default: .navigationBar
    }
  }
}

extension EnvironmentValues {
  /// The bars hidden for views here (`toolbar(.hidden, for:)`).
  @Entry var hiddenToolbarBars: Set<ToolbarPlacement> = []
}

/// Leaves out a toolbar item whose bar is hidden here: it is not on screen at all (a hidden
/// view would still be found, where it keeps its space).
struct _ToolbarBarVisibility: ViewModifier {
  let bar: ToolbarPlacement?
  @Environment(\.hiddenToolbarBars) private var hiddenBars

  func body(content: Content) -> some View {
    if let bar, hiddenBars.contains(bar) {
      EmptyView()
    } else {
      content
    }
  }
}

extension View {
  /// Shows or hides `bars` (the navigation bar when none or `automatic` is given) for this
  /// view and below: the toolbar items placed in a hidden bar are not on screen (recorded as
  /// `toolbarVisibility` = the visibility, then the bars).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let named = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
    return transformEnvironment(\.hiddenToolbarBars) { hidden in
      for bar in named {
        let bar = bar == .automatic ? .navigationBar : bar
        if visibility == .hidden { hidden.insert(bar) } else { hidden.remove(bar) }
      }
    }
    .recorded("toolbarVisibility", "\(visibility.rawValue) \(Self.barNames(bars))")
  }
}
