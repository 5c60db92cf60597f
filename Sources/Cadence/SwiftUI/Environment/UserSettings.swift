/// The size of a control (recorded as `controlSize`).
public enum ControlSize: Hashable, CaseIterable, Sendable {
  case mini, small, regular, large, extraLarge
}

/// The contrast the user asked for.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  case standard, increased
}

/// The weight of text the user asked for (Bold Text).
public enum LegibilityWeight: Hashable, Sendable {
  case regular, bold
}

/// The reasons to apply a redaction to data in a view.
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Displayed data is a placeholder.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Displayed data is private.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Displayed data is no longer valid.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
