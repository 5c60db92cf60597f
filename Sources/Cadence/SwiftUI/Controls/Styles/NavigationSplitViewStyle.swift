// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is. A split view's body is its style's body of the split view's columns
// (`NavigationSplitViewStyleConfiguration`): with `prominentDetail` the detail keeps the
// whole width and the leading columns lie over it; the others lay the columns side by side.

/// How split views look (recorded as `navigationSplitViewStyle`).
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
  /// The view of a split view.
  associatedtype Body: View
  /// The properties of a split view.
  typealias Configuration = NavigationSplitViewStyleConfiguration
  /// The view of a split view with `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension NavigationSplitViewStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }

  /// The style's body of `configuration`, whatever its type.
  func _makeBody(configuration: Configuration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// The properties of a split view for its style: its columns, laid out.
public struct NavigationSplitViewStyleConfiguration {
  let content: AnyView
}

extension EnvironmentValues {
  private struct NavigationSplitViewStyleKey: EnvironmentKey {
    static var defaultValue: any NavigationSplitViewStyle {
      AutomaticNavigationSplitViewStyle()
    }
  }

  /// The style of the split views in the view.
  var navigationSplitViewStyle: any NavigationSplitViewStyle {
    get { self[NavigationSplitViewStyleKey.self] }
    set { self[NavigationSplitViewStyleKey.self] = newValue }
  }
}

/// The system's choice: on an iPad (Cadence's regular size class), the columns side by side.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }

  /// The split view's columns, side by side.
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The system's choice.
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}

/// The columns share the width: the detail narrows while the leading columns show.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "balanced" }

  /// The split view's columns, side by side.
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The columns share the width.
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}

/// The detail keeps its width: the leading columns lie over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "prominentDetail" }

  /// The split view's columns, the leading ones over the detail.
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
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
      .environment(\.navigationSplitViewStyle, style)
  }
}
