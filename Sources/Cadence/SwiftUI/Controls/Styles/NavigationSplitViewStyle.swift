// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How split views look (recorded as `navigationSplitViewStyle`).
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension NavigationSplitViewStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The system's choice.
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}

/// The columns share the width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "balanced" }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The columns share the width.
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}

/// The detail keeps its width.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "prominentDetail" }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail keeps its width.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Sets the style of the split views in this view (recorded as `navigationSplitViewStyle`).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "navigationSplitViewStyle", value: style._styleName))
  }
}
