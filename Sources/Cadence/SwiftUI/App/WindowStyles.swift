import Foundation

/// A specification for the appearance and interaction of a window (macOS, visionOS; recorded
/// as `windowStyle` on the first window's content).
@MainActor @preconcurrency
public protocol WindowStyle {
  /// The style's name, as recorded.
  var _name: String { get }
}

/// The default window style.
public struct DefaultWindowStyle: WindowStyle {
  public init() {}
  public var _name: String { "automatic" }
}

/// A window style which hides both the window's title and the backing of the titlebar area.
public struct HiddenTitleBarWindowStyle: WindowStyle {
  public init() {}
  public var _name: String { "hiddenTitleBar" }
}

/// A window style which displays the title bar section of the window.
public struct TitleBarWindowStyle: WindowStyle {
  public init() {}
  public var _name: String { "titleBar" }
}

/// The plain window style (visionOS).
public struct PlainWindowStyle: WindowStyle {
  public init() {}
  public var _name: String { "plain" }
}

extension WindowStyle where Self == DefaultWindowStyle {
  /// The default window style.
  public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
  /// A window style which hides both the window's title and the backing of the titlebar area.
  public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
  /// A window style which displays the title bar section of the window.
  public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
  /// The plain window style.
  public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

extension View {
  /// Sets the style for windows presented by this view (recorded as `presentedWindowStyle`).
  public func presentedWindowStyle<S: WindowStyle>(_ style: S) -> some View {
    recorded("presentedWindowStyle", style._name)
  }
}
