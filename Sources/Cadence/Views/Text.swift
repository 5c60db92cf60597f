import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: Hashable, Sendable {
  let content: String

  /// Creates a text view that displays a string (a variable; a literal is a
  /// `LocalizedStringKey`, as in SwiftUI, where this initializer is disfavoured too).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Creates a text view that displays a string without localization.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Creates a text view that displays a string literal, with its interpolations
  /// (`Text("\(value, specifier: "%.1f") pt")`). Headless, there are no localization tables:
  /// the key reads as written.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    content = key.text
  }
}

/// The key for a localized string: a string literal with interpolations, resolved as written
/// (no localization tables headless).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key reads as.
  let text: String

  /// Creates a key from a string.
  public init(_ value: String) {
    text = value
  }

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// The pieces of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// A value, as string interpolation shows it.
    public mutating func appendInterpolation<T>(_ value: T) {
      // A `Text` reads as its content (overload resolution may pick this generic form).
      if let inner = value as? Text {
        text += inner.content
      } else {
        text += String(describing: value)
      }
    }

    /// A string.
    public mutating func appendInterpolation(_ string: String) {
      text += string
    }

    /// A number formatted with a printf-style specifier: `%.1f`, `%d`, `%03d`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, value)
    }

    /// Another text's content.
    public mutating func appendInterpolation(_ text: Text) {
      self.text += text.content
    }

    /// A value formatted with a format style: `\(price, format: .number.precision(…))`.
    public mutating func appendInterpolation<F: FormatStyle>(
      _ input: F.FormatInput, format: F
    ) where F.FormatOutput == String {
      text += format.format(input)
    }
  }
}

extension Text: LeafView {
  /// `Text` is a primitive view.
  public typealias Body = Never

  func renderItem(in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: "Text", label: content)
    item.applyForegroundStyle(from: environment)
    item.applyFont(from: environment)
    return item
  }

  /// The text's size with Cadence's text metric (`TextMetrics`), wrapped to the proposed
  /// width and limited by the line limit and the proposed height.
  func sizeThatFits(
    _ proposal: ProposedViewSize, in environment: EnvironmentValues, stackAxis: Axis?
  ) -> CGSize {
    TextMetrics.size(
      of: content, font: environment.resolvedFont, proposal: proposal,
      lineLimit: environment.lineLimit)
  }

  /// The first baseline is 4/5 of the first line down; the last is 1/5 of a line above the
  /// bottom.
  func explicitGuide(_ key: AlignmentKey, size: CGSize, in environment: EnvironmentValues)
    -> CGFloat?
  {
    let line = min(TextMetrics.lineHeight(environment.resolvedFont), size.height)
    if key == VerticalAlignment.firstTextBaseline.key { return line * 0.8 }
    if key == VerticalAlignment.lastTextBaseline.key { return size.height - line * 0.2 }
    return nil
  }
}

extension RenderItem {
  /// Records the environment's font, if one was set, as `font` (its style or `system`),
  /// `font.size`, and `font.weight` and `font.design` when not the default.
  mutating func applyFont(from environment: EnvironmentValues) {
    guard let font = environment.font else { return }
    styles["font"] = font.name
    attributes["font.size"] = font.size
    if font.weight != .regular { styles["font.weight"] = font.weight.name }
    if font.design != .default { styles["font.design"] = font.design.rawValue }
  }
}
