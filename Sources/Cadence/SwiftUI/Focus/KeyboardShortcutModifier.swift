/// Gives the controls below a keyboard shortcut: pressing it (`host.press(_:modifiers:)`)
/// performs the control's action, as a tap does. Recorded as `keyboardShortcut` (`⌘S`); an
/// inner shortcut wins over an outer one.
struct _KeyboardShortcutEffect: RenderModifier {
  static let attributeName = "keyboardShortcut"
  let shortcut: KeyboardShortcut?

  func apply(to item: inout RenderItem) {
    guard let shortcut, item.tap != nil || item.toggle != nil else { return }
    item.setStyleIfAbsent(shortcut.glyphs, for: "keyboardShortcut")
  }
}

extension View {
  /// Performs this control's action when `key` is pressed with `modifiers` (⌘ by default).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Performs this control's action when `shortcut` is pressed.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    modifier(_KeyboardShortcutEffect(shortcut: shortcut)).environment(\.keyboardShortcut, shortcut)
  }

  /// Performs this control's action when `shortcut` is pressed; nil gives it none (and hides
  /// an outer one).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(_KeyboardShortcutEffect(shortcut: shortcut)).environment(\.keyboardShortcut, shortcut)
  }

  /// Performs this control's action when `key` is pressed with `modifiers`, localized so.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: KeyboardShortcut.Localization
  ) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
  }
}
