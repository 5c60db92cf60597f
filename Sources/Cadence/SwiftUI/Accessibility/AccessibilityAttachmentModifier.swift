/// An accessibility property of a view (a label, a hint, a value, traits, …), recorded on each
/// of its rendered nodes as a textual attribute (`accessibilityHint`, `accessibilityTraits`,
/// …; a label and an identifier are also what queries match). Where the same property is set
/// twice, the innermost wins, as SwiftUI's accessibility modifiers do.
public struct AccessibilityAttachmentModifier: ViewModifier, RenderModifier, Equatable {
  /// `AccessibilityAttachmentModifier` is a primitive modifier.
  public typealias Body = Never
  static let attributeName = "accessibility"
  let name: String
  let value: String

  init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(value, for: name)
  }
}

/// Traits that describe how a view behaves for assistive technologies.
public struct AccessibilityTraits: SetAlgebra, Sendable {
  public typealias Element = AccessibilityTraits
  public typealias ArrayLiteralElement = AccessibilityTraits
  private var bits: UInt32

  private init(bits: UInt32) { self.bits = bits }

  public init() { bits = 0 }

  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  public static let isLink = AccessibilityTraits(bits: 1 << 3)
  public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
  public static let isImage = AccessibilityTraits(bits: 1 << 5)
  public static let playsSound = AccessibilityTraits(bits: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
  public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
  public static let isModal = AccessibilityTraits(bits: 1 << 14)
  public static let isToggle = AccessibilityTraits(bits: 1 << 15)

  /// The names of the traits, in the order above, for the snapshot.
  var names: [String] {
    let all = [
      "isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "playsSound",
      "isKeyboardKey", "isStaticText", "isSummaryElement", "updatesFrequently",
      "startsMediaSession", "allowsDirectInteraction", "causesPageTurn", "isModal", "isToggle",
    ]
    return all.indices.filter { bits & (1 << UInt32($0)) != 0 }.map { all[$0] }
  }

  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits | other.bits)
  }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits & other.bits)
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits ^ other.bits)
  }
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    bits &= ~member.bits
    return member
  }
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
  public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool {
    a.bits == b.bits
  }
}

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
