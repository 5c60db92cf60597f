// The rest of the list styles of iOS.

/// Inset, grouped sections.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "insetGrouped" }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Inset, grouped sections.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// Inset rows.
public struct InsetListStyle: ListStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "inset" }
}

extension ListStyle where Self == InsetListStyle {
  /// Inset rows.
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// A sidebar.
public struct SidebarListStyle: ListStyle {
  /// Creates the style.
  nonisolated public init() {}
  public var _styleName: String { "sidebar" }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The standard sizes of sidebar rows (macOS's setting; `\.sidebarRowSize`, `.medium` unless
/// set).
public enum SidebarRowSize: Hashable, Sendable {
  /// Small sidebar rows.
  case small
  /// Medium sidebar rows.
  case medium
  /// Large sidebar rows.
  case large
}

extension EnvironmentValues {
  /// The current size of sidebar rows.
  @Entry public var sidebarRowSize: SidebarRowSize = .medium
}
