/// The level of a heading, for assistive technologies.
public enum AccessibilityHeadingLevel: UInt, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}

/// How the accessibility element of a view relates to those of its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// The children are ignored: the view is one element.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children stay elements, inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's properties combine into this element's.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The direction of an adjustment (VoiceOver's swipe up or down on an adjustable element).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment, decrement
}

/// A kind of accessibility action.
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String
  /// The default action (VoiceOver's double tap).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// The escape action (VoiceOver's two-finger Z).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The magic tap (VoiceOver's two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// A named custom action.
  public init(named name: Text) { self.name = name.content }
  private init(name: String) { self.name = name }
}
