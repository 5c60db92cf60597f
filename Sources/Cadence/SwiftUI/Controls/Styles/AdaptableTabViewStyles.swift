/// A tab view shown as a tab bar that people can turn into a sidebar (iOS 18). On iPhone it is
/// a tab bar: Cadence shows the bar, and records `tabViewStyle` = `sidebarAdaptable`.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// Creates the style.
  nonisolated public init() {}

  public var _styleName: String { "sidebarAdaptable" }
}

/// A tab view shown as a tab bar only, never a sidebar (iOS 18; recorded as `tabBarOnly`).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// Creates the style.
  nonisolated public init() {}

  public var _styleName: String { "tabBarOnly" }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that can become a sidebar.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar only.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// A rectangle whose corners are concentric with its container's (iOS 26): inset from a
/// rounded container, its radius is the container's less the inset. Headless no container
/// declares a corner radius (the screen's is not modelled), so its path is the rectangle's
/// own, with square corners; its kind is recorded as `ConcentricRectangle`.
public struct ConcentricRectangle: Shape {
  /// Creates the shape.
  nonisolated public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }
}
