import Foundation

// The view forms of text settings SwiftUI applies when it draws, speaks or edits text, and
// the keyboard of text fields: recorded on the nodes of the view, by name.

/// The keyboard a text field asks for (UIKit's type, which SwiftUI's `keyboardType` takes).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// UIKit's name.
  case URL
  case numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

  /// The keyboard for the alphabet.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// What a text field's content is, for autofill (UIKit's type, which SwiftUI's
/// `textContentType` takes).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  public static let location = UITextContentType(rawValue: "location")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// UIKit's name.
  public static let URL = UITextContentType(rawValue: "URL")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let dateTime = UITextContentType(rawValue: "dateTime")
}

extension View {
  /// Raises or lowers the pitch of spoken text below (recorded as `speechAdjustedPitch`).
  public func speechAdjustedPitch(_ value: Double) -> some View {
    recorded("speechAdjustedPitch", DecimalFormatting.format(Swift.min(Swift.max(value, -1), 1)))
  }

  /// Speaks punctuation in text below (recorded).
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
    recorded("speechAlwaysIncludesPunctuation", "\(value)")
  }

  /// Queues announcements below behind the current speech (recorded).
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
    recorded("speechAnnouncementsQueued", "\(value)")
  }

  /// Spells text below out letter by letter (recorded).
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
    recorded("speechSpellsOutCharacters", "\(value)")
  }

  /// Sets the scale of text below when `isEnabled`; otherwise leaves it as it is (recorded
  /// on each text as `textScale`).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    textStyling { if isEnabled { $0.scale = scale } }
  }

  /// Sets the language text below is typeset in (recorded as `typesettingLanguage`).
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> some View
  {
    recorded("typesettingLanguage", isEnabled ? language.minimalIdentifier : "automatic")
  }

  /// Sets the language text below is typeset in (recorded as `typesettingLanguage`).
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> some View
  {
    recorded("typesettingLanguage", isEnabled ? language.name : "automatic")
  }

  /// Lets the user select text below, or not (recorded as `textSelection`).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    recorded("textSelection", S.allowsSelection ? "enabled" : "disabled")
  }

  /// Sets the width of the font of text below (its `font.width`).
  public func fontWidth(_ width: Font.Width?) -> some View {
    transformEnvironment(\.font) { font in
      guard let width else { return }
      font = (font ?? .body).width(width)
    }
  }

  /// Sets the keyboard of the text fields below (recorded as `keyboardType`).
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    recorded("keyboardType", "\(type)")
  }

  /// Sets what the text fields below hold, for autofill (recorded as `textContentType`).
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    recorded("textContentType", textContentType?.rawValue ?? "none")
  }

  /// Sets the kind of content text below is, for how it is spoken (recorded).
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibility("accessibilityTextContentType", value.name)
  }
}
