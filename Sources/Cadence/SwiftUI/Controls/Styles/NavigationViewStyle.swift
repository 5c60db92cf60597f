// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How navigation views look (recorded as `navigationViewStyle`).
@MainActor @preconcurrency
public protocol NavigationViewStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension NavigationViewStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The system's choice.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// One column at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "stack" }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One column at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

/// Two columns.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "columns" }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// Two columns.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

/// Columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "columns" }
}

extension View {
  /// Sets the style of the navigation views in this view (recorded as `navigationViewStyle`).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "navigationViewStyle", value: style._styleName))
  }
}
