import Foundation

/// A menu bar extra style that renders its contents in a popover-like window.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
  public init() {}
  public var _name: String { "window" }
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
  /// The default menu bar extra style.
  public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
  /// A menu that pulls down from the icon.
  public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
  /// A popover-like window.
  public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

extension Scene {
  /// Sets the style for windows created by this scene (recorded as `windowStyle` on the
  /// first window's content).
  public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
    _ModifiedScene(content: self) { AnyView($0.recorded("windowStyle", style._name)) }
  }

  /// Sets the style for the toolbar defined within this scene (recorded as
  /// `windowToolbarStyle`).
  public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
    _ModifiedScene(content: self) { AnyView($0.recorded("windowToolbarStyle", style._name)) }
  }

  /// Sets the style for menu bar extra created by this scene (recorded as
  /// `menuBarExtraStyle`).
  public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
    _ModifiedScene(content: self) { AnyView($0.recorded("menuBarExtraStyle", style._name)) }
  }

  /// Defines a keyboard shortcut for opening new scene windows (recorded as
  /// `sceneKeyboardShortcut`, as the menu shows it).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene {
    _ModifiedScene(content: self) {
      AnyView($0.recorded("sceneKeyboardShortcut", shortcut?.glyphs ?? "none"))
    }
  }

  /// Defines a keyboard shortcut for opening new scene windows.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: KeyboardShortcut.Localization = .automatic
  ) -> some Scene {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
  }
}
