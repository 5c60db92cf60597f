/// Whether people may reorder or hide a tab of a customizable tab view (iOS 18; recorded as
/// `customizationBehavior`).
public struct TabCustomizationBehavior: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static var automatic: TabCustomizationBehavior { .init(name: "automatic") }
  /// The tab may be moved, not hidden.
  public static var reorderable: TabCustomizationBehavior { .init(name: "reorderable") }
  /// The tab may be neither moved nor hidden.
  public static var disabled: TabCustomizationBehavior { .init(name: "disabled") }
}

/// Where a sidebar-adaptable tab view shows its tabs: a bar or a sidebar (iOS 18).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  let name: String
  /// The platform decides: on iPhone, the bar.
  public static var automatic: AdaptableTabBarPlacement { .init(name: "automatic") }
  /// The tab bar.
  public static var tabBar: AdaptableTabBarPlacement { .init(name: "tabBar") }
  /// The sidebar.
  public static var sidebar: AdaptableTabBarPlacement { .init(name: "sidebar") }
}

/// What people changed in a customizable tab view: which tabs they hid, in the bar and in the
/// sidebar, by each tab's customization identifier. A value: store it (`@AppStorage`) and
/// bind it with `tabViewCustomization(_:)`.
public struct TabViewCustomization: Hashable, Sendable {
  var barVisibility: [String: Visibility] = [:]
  var sidebarVisibility: [String: Visibility] = [:]

  /// No customization: every tab as its content declares it.
  public init() {}

  /// Forgets which tabs were hidden or shown.
  public mutating func resetVisibility() {
    barVisibility = [:]
    sidebarVisibility = [:]
  }

  /// Forgets how the tabs of each section were reordered. Headless no one can drag a tab in
  /// a sidebar, so no order is ever kept and there is nothing to forget.
  public mutating func resetSectionOrder() {}

  /// Whether the tab with customization identifier `id` shows in the bar (`automatic` until
  /// set).
  public subscript(visibility id: String) -> Visibility {
    get { barVisibility[id] ?? .automatic }
    set { barVisibility[id] = newValue == .automatic ? nil : newValue }
  }

  /// Whether the tab with customization identifier `id` shows in the sidebar.
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { sidebarVisibility[id] ?? .automatic }
    set { sidebarVisibility[id] = newValue == .automatic ? nil : newValue }
  }
}

extension View {
  /// Lets people customize the tab view this modifies, their changes kept in `customization`
  /// (recorded as `tabViewCustomization`: `none`, or the tabs hidden from the bar).
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?)
    -> some View
  {
    let hidden = customization.map { binding in
      binding.wrappedValue.barVisibility.filter { $0.value == .hidden }.keys.sorted()
    }
    return recorded(
      "tabViewCustomization",
      hidden.map { $0.isEmpty ? "enabled" : "hidden " + $0.joined(separator: ", ") } ?? "none")
  }
}
