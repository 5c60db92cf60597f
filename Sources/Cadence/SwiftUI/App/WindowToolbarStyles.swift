import Foundation

/// A specification for the appearance and behavior of a window's toolbar (macOS; recorded as
/// `windowToolbarStyle` on the first window's content).
@MainActor @preconcurrency
public protocol WindowToolbarStyle {
  /// The style's name, as recorded.
  var _name: String { get }
}

/// The default window toolbar style.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
  public init() {}
  public var _name: String { "automatic" }
}

/// A window toolbar style which displays its title bar area above the toolbar.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
  public init() {}
  public var _name: String { "expanded" }
}

/// A window toolbar style which displays its toolbar and title bar inline.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
  let showsTitle: Bool
  /// Creates a unified toolbar style.
  public init() { showsTitle = true }
  /// Creates a unified toolbar style, with or without the window's title.
  public init(showsTitle: Bool) { self.showsTitle = showsTitle }
  public var _name: String { showsTitle ? "unified" : "unified(showsTitle: false)" }
}

/// A window toolbar style which displays its toolbar and title bar inline, with reduced
/// vertical spacing.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
  let showsTitle: Bool
  /// Creates a compact unified toolbar style.
  public init() { showsTitle = true }
  /// Creates a compact unified toolbar style, with or without the window's title.
  public init(showsTitle: Bool) { self.showsTitle = showsTitle }
  public var _name: String { showsTitle ? "unifiedCompact" : "unifiedCompact(showsTitle: false)" }
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
  /// The default window toolbar style.
  public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
  /// A toolbar style which displays its title bar area above the toolbar.
  public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  /// A toolbar style which displays its toolbar and title bar inline.
  public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
  /// A toolbar style which displays its toolbar and title bar inline, with or without the
  /// title.
  public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
    UnifiedWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  /// A compact unified toolbar style.
  public static var unifiedCompact: UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle()
  }
  /// A compact unified toolbar style, with or without the title.
  public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension View {
  /// Sets the style for the toolbar in windows presented by this view (recorded as
  /// `presentedWindowToolbarStyle`).
  public func presentedWindowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some View {
    recorded("presentedWindowToolbarStyle", style._name)
  }
}
