// Settings SwiftUI hands to the system's drawing or scrolling: each is an environment value
// the views below read, and is recorded on the rendered nodes of the view it is set on.

/// How prominent a badge is.
public struct BadgeProminence: Hashable, Sendable {
  let name: String
  public static let standard = BadgeProminence(name: "standard")
  public static let increased = BadgeProminence(name: "increased")
  public static let decreased = BadgeProminence(name: "decreased")
}

/// How prominent a section header is.
public enum Prominence: Hashable, Sendable {
  case standard
  case increased
}

/// Whether a button repeats its action while held.
public struct ButtonRepeatBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// The order of a menu's items.
public struct MenuOrder: Hashable, Sendable {
  let name: String
  public static let automatic = MenuOrder(name: "automatic")
  /// The first item nearest the user's finger.
  public static let priority = MenuOrder(name: "priority")
  /// Top to bottom, as written.
  public static let fixed = MenuOrder(name: "fixed")
}

/// Whether a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  public static let always = ScrollBounceBehavior(name: "always")
  /// Only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}
