// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How tab views look (recorded as `tabViewStyle`).
@MainActor @preconcurrency
public protocol TabViewStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension TabViewStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

/// The system's choice.
public struct DefaultTabViewStyle: TabViewStyle {
  nonisolated public init() {}
  public var _styleName: String { "automatic" }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The system's choice.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension View {
  /// Sets the style of the tab views in this view (recorded as `tabViewStyle`).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "tabViewStyle", value: style._styleName))
  }
}

/// Pages that swipe, with dots for the page index.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page index shows.
  public struct IndexDisplayMode: Hashable, Sendable {
    let name: String
    /// When there is more than one page.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always.
    public static let always = IndexDisplayMode(name: "always")
    /// Never.
    public static let never = IndexDisplayMode(name: "never")
  }

  let indexDisplayMode: IndexDisplayMode

  /// Pages whose index shows as `indexDisplayMode` says.
  nonisolated public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  public var _styleName: String {
    indexDisplayMode == .automatic ? "page" : "page(\(indexDisplayMode.name))"
  }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages that swipe.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages that swipe, the index shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}
