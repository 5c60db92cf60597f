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
