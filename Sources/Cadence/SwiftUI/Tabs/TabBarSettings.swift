/// When a tab view's bar minimizes as its content scrolls (iOS 26). Headless there is no bar
/// to shrink: the choice is recorded on the view as `tabBarMinimizeBehavior`.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  /// The platform decides: on iPhone the bar does not minimize.
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")
  /// The bar minimizes when the content scrolls down.
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
  /// The bar minimizes when the content scrolls up.
  public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
  /// The bar never minimizes.
  public static let never = TabBarMinimizeBehavior(name: "never")
}

/// How the search tab of a tab view activates its field (iOS 26; recorded as
/// `tabViewSearchActivation`).
public struct TabSearchActivation: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = TabSearchActivation(name: "automatic")
  /// Selecting the search tab focuses its field.
  public static let searchTabSelection = TabSearchActivation(name: "searchTabSelection")
}

/// Where a tab view shows its bottom accessory (iOS 26): inline in a minimized bar, or
/// expanded above it.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
  /// In the minimized bar.
  case inline
  /// Above the bar, full width.
  case expanded
}

extension EnvironmentValues {
  private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static let defaultValue: TabViewBottomAccessoryPlacement? = nil
  }

  private struct TabViewBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
  }

  /// The bottom accessory the tab view below shows above its bar.
  var tabViewBottomAccessory: AnyView? {
    get { self[TabViewBottomAccessoryKey.self] }
    set { self[TabViewBottomAccessoryKey.self] = newValue }
  }

  /// Where the bottom accessory being built shows (`expanded` inside an accessory, nil
  /// elsewhere); the bar never minimizes headless, so an accessory is always expanded.
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
    self[TabViewBottomAccessoryPlacementKey.self]
  }

  /// Sets `tabViewBottomAccessoryPlacement` for the accessory being built.
  var shownBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
    get { self[TabViewBottomAccessoryPlacementKey.self] }
    set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
  }
}

extension View {
  /// Sets when the tab bar of the tab view this modifies minimizes (recorded as
  /// `tabBarMinimizeBehavior`; headless, the bar never does).
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
    recorded("tabBarMinimizeBehavior", behavior.name)
  }

  /// Sets how the search tab of the tab view this modifies activates its field (recorded as
  /// `tabViewSearchActivation`).
  public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
    recorded("tabViewSearchActivation", activation.name)
  }

  /// Shows `content` just above the tab bar of the tab view this modifies, whichever tab is
  /// selected: the tabs' content is inset by it (as `safeAreaInset(edge: .bottom)` insets),
  /// in a `TabViewBottomAccessory` node where `tabViewBottomAccessoryPlacement` reads
  /// `expanded`.
  public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    let accessory = content()
    return environment(
      \.tabViewBottomAccessory,
      AnyView(
        _KindStack("TabViewBottomAccessory", alignment: .center, spacing: 0) { accessory }
          .environment(\.shownBottomAccessoryPlacement, .expanded)))
  }

  /// Puts `content` at the top of the sidebar of a sidebar-adaptable tab view. On iPhone the
  /// tab view shows a bar and no sidebar, so the content is recorded, not shown
  /// (`tabViewSidebarHeader`).
  public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    recorded("tabViewSidebarHeader", String(describing: Content.self))
  }

  /// Puts `content` at the bottom of the sidebar's scrolling content (recorded, as
  /// `tabViewSidebarHeader` is: `tabViewSidebarFooter`).
  public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    recorded("tabViewSidebarFooter", String(describing: Content.self))
  }

  /// Puts `content` in a bar pinned to the sidebar's bottom (recorded, as
  /// `tabViewSidebarHeader` is: `tabViewSidebarBottomBar`).
  public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    recorded("tabViewSidebarBottomBar", String(describing: Content.self))
  }
}
