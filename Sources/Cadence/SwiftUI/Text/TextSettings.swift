import Foundation

// Settings of text that SwiftUI applies when it draws or speaks it: recorded on the text's
// node, by name, with their values.

extension Text {
  /// A scale of text relative to its font.
  public struct Scale: Hashable, Sendable {
    let name: String

    /// The font's own size.
    public static let `default` = Scale(name: "default")
    /// The secondary scale, for text of lesser importance: 80 % of the font's size (D52).
    public static let secondary = Scale(name: "secondary")
  }

  /// Records `value` as the text's `name`.
  fileprivate func recording(_ name: String, _ value: String) -> Text {
    var text = self
    text.recordedSettings[name] = value
    return text
  }

  /// Raises or lowers the pitch of spoken text (recorded as `speechAdjustedPitch`, −1…1).
  public func speechAdjustedPitch(_ value: Double) -> Text {
    recording("speechAdjustedPitch", DecimalFormatting.format(Swift.min(Swift.max(value, -1), 1)))
  }

  /// Speaks punctuation (recorded as `speechAlwaysIncludesPunctuation`).
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text {
    recording("speechAlwaysIncludesPunctuation", "\(value)")
  }

  /// Queues announcements of the text behind the current speech (recorded).
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text {
    recording("speechAnnouncementsQueued", "\(value)")
  }

  /// Spells the text out letter by letter (recorded as `speechSpellsOutCharacters`).
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text {
    recording("speechSpellsOutCharacters", "\(value)")
  }

  /// Sets the text's scale when `isEnabled` (recorded as `textScale`): the secondary scale
  /// measures and records the font at 80 % of its size.
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
    isEnabled ? styled { $0.scale = scale } : self
  }

  /// Sets the language the text is typeset in (recorded as `typesettingLanguage`).
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
    isEnabled ? recording("typesettingLanguage", language.minimalIdentifier) : self
  }

  /// Sets the language the text is typeset in (recorded as `typesettingLanguage`).
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> Text
  {
    isEnabled ? recording("typesettingLanguage", language.name) : self
  }

  /// Sets the kind of content the text is, for how it is spoken (recorded).
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
    recording("accessibilityTextContentType", value.name)
  }
}

/// The language text is typeset in.
public struct TypesettingLanguage: Sendable {
  let name: String

  /// The language of the text's content.
  public static let automatic = TypesettingLanguage(name: "automatic")

  /// A language.
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
    TypesettingLanguage(name: language.minimalIdentifier)
  }
}

/// The kind of content a text is, for how assistive technologies read it.
public struct AccessibilityTextContentType: Sendable {
  let name: String

  /// Plain text.
  public static let plain = AccessibilityTextContentType(name: "plain")
  /// A console's output.
  public static let console = AccessibilityTextContentType(name: "console")
  /// File system entries.
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  /// Messages.
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  /// Narrative text.
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  /// Source code.
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  /// A spreadsheet's cells.
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  /// A word processor's document.
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// Whether text can be selected (and copied) by the user.
@MainActor @preconcurrency
public protocol TextSelectability {
  /// Whether text below allows selection.
  static var allowsSelection: Bool { get }
}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { true }
}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension Text {
  /// Gives the text a label for assistive technologies, kept when it is concatenated
  /// (recorded as `accessibilityLabel`; queries match it as a label).
  public func accessibilityLabel(_ label: Text) -> Text {
    recording("accessibilityLabel", label.content)
  }

  /// Marks the text as a heading of `level` (recorded as `accessibilityHeading`).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
    recording("accessibilityHeading", "\(level)")
  }
}
