/// A key on a keyboard, as a character: a letter, or one of the named keys (arrows, escape,
/// return, …, each the character the system gives it).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public var character: Character

  /// The key that types `character`.
  public init(_ character: Character) {
    self.character = character
  }

  public init(extendedGraphemeClusterLiteral value: Character) {
    self.init(value)
  }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")

  /// How the key is shown: a glyph for a named key, the letter upper-cased otherwise.
  package var glyph: String {
    switch self {
    case .upArrow: "↑"
    case .downArrow: "↓"
    case .leftArrow: "←"
    case .rightArrow: "→"
    case .escape: "⎋"
    case .delete: "⌫"
    case .deleteForward: "⌦"
    case .home: "↖"
    case .end: "↘"
    case .pageUp: "⇞"
    case .pageDown: "⇟"
    case .clear: "⌧"
    case .tab: "⇥"
    case .space: "Space"
    case .return: "↩"
    default: String(character).uppercased()
    }
  }
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Deprecated in SwiftUI; kept for the code that still names it.
  public static let function = EventModifiers(rawValue: 1 << 6)
  public static let all = EventModifiers(rawValue: (1 << 7) - 1)

  /// The modifiers' glyphs in the order menus show them: ⇪⌃⌥⇧⌘, then fn.
  package var glyphs: String {
    let named: [(EventModifiers, String)] = [
      (.capsLock, "⇪"), (.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘"),
      (.numericPad, "num "), (.function, "fn "),
    ]
    return named.filter { contains($0.0) }.map(\.1).joined()
  }
}

/// A key with its modifiers that performs a control's action (`keyboardShortcut(_:)`).
public struct KeyboardShortcut: Hashable, Sendable {
  /// How a shortcut adapts to the keyboard's layout and the writing direction.
  public struct Localization: Hashable, Sendable {
    let name: String
    /// Remapped for the keyboard layout, mirrored right to left.
    public static let automatic = Localization(name: "automatic")
    /// Remapped for the keyboard layout, never mirrored.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// As written.
    public static let custom = Localization(name: "custom")
  }

  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys held with it.
  public var modifiers: EventModifiers
  /// How it adapts to the keyboard's layout.
  public var localization: Localization

  /// A shortcut of `key` with `modifiers` (⌘ by default).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.init(key, modifiers: modifiers, localization: .automatic)
  }

  /// A shortcut of `key` with `modifiers` and a localization.
  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization
  ) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// Return, with no modifiers: a sheet's or alert's default button.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, with no modifiers (also ⌘.): the button that cancels.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The glyphs shown for it: `⌘S`, `⇧⌘↩`, `⎋`.
  package var glyphs: String { modifiers.glyphs + key.glyph }
}
