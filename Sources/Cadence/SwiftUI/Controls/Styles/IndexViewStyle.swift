// Recorded by name on the rendered nodes of the view the style is set on, as `pickerStyle`
// is: SwiftUI draws these. A custom style is recorded by its type's name; its body is not
// drawn (Documentation/Compatibility.md).

/// How index views look (recorded as `indexViewStyle`).
@MainActor @preconcurrency
public protocol IndexViewStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension IndexViewStyle {
  /// A custom style's name: its type's.
  public var _styleName: String { String(describing: Self.self) }
}

extension View {
  /// Sets the style of the index views in this view (recorded as `indexViewStyle`).
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "indexViewStyle", value: style._styleName))
  }
}

/// The dots of a paged view's index.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the index has a background.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let name: String
    /// As the system decides.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// While the index is interacted with.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Always.
    public static let always = BackgroundDisplayMode(name: "always")
    /// Never.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  /// The dots, with a background as `backgroundDisplayMode` says.
  nonisolated public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }

  public var _styleName: String {
    backgroundDisplayMode == .automatic ? "page" : "page(\(backgroundDisplayMode.name))"
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// The dots of a paged view's index.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// The dots, with a background as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}
