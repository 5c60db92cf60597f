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
  /// The element behaves as a tab bar (iOS 18).
  public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

  /// The names of the traits, in the order above, for the snapshot.
  var names: [String] {
    let all = [
      "isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "playsSound",
      "isKeyboardKey", "isStaticText", "isSummaryElement", "updatesFrequently",
      "startsMediaSession", "allowsDirectInteraction", "causesPageTurn", "isModal", "isToggle",
      "isTabBar",
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
