import Foundation

// What Apple's Foundation has and Linux's lacks, for the localized strings SwiftUI code
// writes: `String.LocalizationValue`, `String(localized:…)` and `LocalizedStringResource`.
// A value's key is its format (`%@` for each interpolation, as Apple's); it is looked up in
// the bundle's strings tables, and the interpolated values go into what is found. The
// initialisers are disfavoured, so a Foundation that gains them is used instead.

extension String {
  /// A string to localize: its key (the literal with `%@` for each interpolation) and the
  /// interpolated values, formatted.
  public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key: the literal text, `%@` where a value goes.
    let key: String
    /// The interpolated values, as text.
    let arguments: [String]

    public init(_ value: String) {
      key = value.replacingOccurrences(of: "%", with: "%%")
      arguments = []
    }

    public init(stringLiteral value: String) {
      self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
      key = stringInterpolation.key
      arguments = stringInterpolation.arguments
    }

    /// The pieces of an interpolated localization value.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      var key = ""
      var arguments: [String] = []

      public init(literalCapacity: Int, interpolationCount: Int) {}

      public mutating func appendLiteral(_ literal: String) {
        key += literal.replacingOccurrences(of: "%", with: "%%")
      }

      private mutating func argument(_ text: String) {
        key += "%@"
        arguments.append(text)
      }

      /// A value, as string interpolation shows it.
      public mutating func appendInterpolation<T>(_ value: T) {
        argument(String(describing: value))
      }

      /// A value formatted with a format style.
      public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
      where F.FormatOutput == String {
        argument(format.format(input))
      }

      /// A value formatted with a formatter (its description when the formatter cannot).
      public mutating func appendInterpolation<Subject: ReferenceConvertible>(
        _ subject: Subject, formatter: Formatter? = nil
      ) {
        argument(formatter?.string(for: subject) ?? String(describing: subject))
      }

      /// An object formatted with a formatter (its description when the formatter cannot).
      public mutating func appendInterpolation<Subject: NSObject>(
        _ subject: Subject, formatter: Formatter? = nil
      ) {
        argument(formatter?.string(for: subject) ?? subject.description)
      }

      /// A number formatted with a printf-style specifier.
      public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        argument(String(format: specifier, value))
      }
    }

    /// `format` (a key's translation, or the key) with the values in place of its `%@`
    /// (also `%1$@`, positional) and `%%` as `%`.
    func resolved(format: String) -> String {
      var result = ""
      var next = 0
      var scanner = format[...]
      while let percent = scanner.firstIndex(of: "%") {
        result += scanner[..<percent]
        var rest = scanner[scanner.index(after: percent)...]
        if rest.first == "%" {
          result += "%"
          scanner = rest.dropFirst()
          continue
        }
        var position: Int?
        let digits = rest.prefix { $0.isNumber }
        if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
          position = Int(digits).map { $0 - 1 }
          rest = rest.dropFirst(digits.count + 1)
        }
        // The conversion: letters up to and including the first of @ d i f s u x.
        let conversion = rest.prefix { !"@difsux".contains($0) }
        rest = rest.dropFirst(conversion.count + 1)
        let index = position ?? next
        if position == nil { next += 1 }
        result += arguments.indices.contains(index) ? arguments[index] : ""
        scanner = rest
      }
      return result + scanner
    }
  }

  /// The localized string for `keyAndValue` from `bundle`'s `table` (the main bundle's
  /// `Localizable` by default), with its values in place; the value as written when no table
  /// has the key.
  @_disfavoredOverload
  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    let bundle = bundle ?? .main
    let format = bundle.localizedString(
      forKey: keyAndValue.key, value: keyAndValue.key, table: table)
    self = keyAndValue.resolved(format: format)
  }

  /// The localized string for `key`, `defaultValue` when no table has it.
  @_disfavoredOverload
  public init(
    localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    let bundle = bundle ?? .main
    let name = "\(key)"
    let format = bundle.localizedString(forKey: name, value: defaultValue.key, table: table)
    self = defaultValue.resolved(format: format)
  }

  /// The string `resource` names, localized.
  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource) {
    self = resource.resolved
  }
}

/// A reference to a localizable string: its key, default value, table, locale and bundle,
/// resolved when shown (`Text(_:)`, `String(localized:)`).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// Where the strings tables are.
  public enum BundleDescription: Hashable, Sendable {
    /// The main bundle.
    case main
    /// The bundle at a URL.
    case atURL(URL)

    var bundle: Bundle {
      switch self {
      case .main: .main
      case .atURL(let url): Bundle(url: url) ?? .main
      }
    }
  }

  /// The key looked up.
  public var key: String
  /// The value shown when no table has the key.
  public var defaultValue: String.LocalizationValue
  /// The table looked in (nil: `Localizable`).
  public var table: String?
  /// The locale to show it in.
  public var locale: Locale
  /// The bundle with the tables.
  public var bundle: BundleDescription

  /// A resource whose key is `keyAndValue`'s key.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    key = keyAndValue.key
    defaultValue = keyAndValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  /// A resource for `key` with `defaultValue`.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(stringLiteral value: String) {
    self.init(String.LocalizationValue(value))
  }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The string, localized.
  var resolved: String {
    let format = bundle.bundle.localizedString(forKey: key, value: defaultValue.key, table: table)
    return defaultValue.resolved(format: format)
  }

  public var description: String { resolved }
}
