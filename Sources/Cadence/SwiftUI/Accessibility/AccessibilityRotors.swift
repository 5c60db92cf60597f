import Foundation

/// Designates a rotor the system provides (headings, links, …), which a view's own rotor of
/// the same kind replaces.
public struct AccessibilitySystemRotor: Sendable {
  let name: String

  /// System rotors for navigating to headings.
  public static var headings: AccessibilitySystemRotor { .init(name: "headings") }
  /// System rotors for navigating to headings of a level.
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
    .init(name: "headings level \(level.rawValue)")
  }
  /// System rotors for navigating to links.
  public static var links: AccessibilitySystemRotor { .init(name: "links") }
  /// System rotors for navigating to visited (or not yet visited) links.
  public static func links(visited: Bool) -> AccessibilitySystemRotor {
    .init(name: visited ? "visited links" : "unvisited links")
  }
  /// System rotors for navigating to bold text.
  public static var boldText: AccessibilitySystemRotor { .init(name: "bold text") }
  /// System rotors for navigating to italic text.
  public static var italicText: AccessibilitySystemRotor { .init(name: "italic text") }
  /// System rotors for navigating to underlined text.
  public static var underlineText: AccessibilitySystemRotor { .init(name: "underline text") }
  /// System rotors for navigating to misspelled words.
  public static var misspelledWords: AccessibilitySystemRotor { .init(name: "misspelled words") }
  /// System rotors for navigating to images.
  public static var images: AccessibilitySystemRotor { .init(name: "images") }
  /// System rotors for navigating to text fields.
  public static var textFields: AccessibilitySystemRotor { .init(name: "text fields") }
  /// System rotors for navigating to tables.
  public static var tables: AccessibilitySystemRotor { .init(name: "tables") }
  /// System rotors for navigating to lists.
  public static var lists: AccessibilitySystemRotor { .init(name: "lists") }
  /// System rotors for navigating to landmarks.
  public static var landmarks: AccessibilitySystemRotor { .init(name: "landmarks") }
}

/// Assistive access technologies, such as VoiceOver and Switch Control.
public struct AccessibilityTechnologies: SetAlgebra, Sendable, Hashable {
  private var bits: UInt8

  private init(bits: UInt8) { self.bits = bits }

  /// The value that represents the VoiceOver screen reader.
  public static var voiceOver: AccessibilityTechnologies { .init(bits: 1) }
  /// The value that represents a Switch Control device.
  public static var switchControl: AccessibilityTechnologies { .init(bits: 2) }

  /// Creates a new accessibility technologies structure with an empty accessibility
  /// technology set.
  public init() { bits = 0 }

  public func union(_ other: Self) -> Self { .init(bits: bits | other.bits) }
  public func intersection(_ other: Self) -> Self { .init(bits: bits & other.bits) }
  public func symmetricDifference(_ other: Self) -> Self { .init(bits: bits ^ other.bits) }
  public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }

  @discardableResult
  public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }

  @discardableResult
  public mutating func remove(_ member: Self) -> Self? {
    guard contains(member), member.bits != 0 else { return nil }
    bits &= ~member.bits
    return member
  }

  @discardableResult
  public mutating func update(with newMember: Self) -> Self? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }

  public mutating func formUnion(_ other: Self) { bits |= other.bits }
  public mutating func formIntersection(_ other: Self) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// A view's custom rotor: its entries are recorded as `accessibilityRotor.NAME` (their labels,
/// in order), and each is an accessibility action `rotor NAME: LABEL` a host performs to move
/// there, as VoiceOver does: the entry's `prepare` runs, and the move is an `interaction`
/// event naming the element it goes to.
struct _AccessibilityRotorModifier: RenderModifier {
  static var attributeName: String { "accessibilityRotor" }
  let name: String
  /// The entries, built once when the view's body made the modifier (not per rendered node).
  let entries: [_AccessibilityRotorEntryRecord]

  init(name: String, entries: () -> [_AccessibilityRotorEntryRecord]) {
    self.name = name
    self.entries = entries()
  }

  func apply(to item: inout RenderItem) {
    let key = "accessibilityRotor.\(name)"
    guard item.styles[key] == nil else { return }
    item.styles[key] = entries.map(\.label).joined(separator: "; ")
    let name = self.name
    for entry in entries {
      let parts = [entry.id.map { "id \($0.base)" }, entry.textRange.map { "text \($0)" }]
        .compactMap { $0 }
      let target = parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
      item.addAccessibilityAction("rotor \(name): \(entry.label)") {
        entry.prepare()
        UpdateContext.current?.emit(
          .interaction, "rotor \(name) moved to \(entry.label)\(target)", path: "")
      }
    }
  }
}

extension View {
  /// Creates a custom rotor with the entries `entries` builds.
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    modifier(_AccessibilityRotorModifier(name: label.content) { entries()._rotorEntries() })
  }

  /// Creates a custom rotor with the entries `entries` builds.
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    accessibilityRotor(Text(labelKey), entries: entries)
  }

  /// Creates a custom rotor with the entries `entries` builds.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    modifier(_AccessibilityRotorModifier(name: String(label)) { entries()._rotorEntries() })
  }

  /// Replaces a system rotor with the entries `entries` builds.
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    modifier(_AccessibilityRotorModifier(name: systemRotor.name) { entries()._rotorEntries() })
  }

  /// Creates a custom rotor with an entry for each element of `entries`, going to the view
  /// with the element's `entryID`.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    modifier(
      _AccessibilityRotorModifier(name: rotorLabel.content) {
        entries.map {
          .init(
            label: $0[keyPath: entryLabel], id: AnyHashable($0[keyPath: entryID]),
            namespace: nil, prepare: {})
        }
      })
  }

  /// Creates a custom rotor with an entry for each element of `entries`, going to the view
  /// with the element's `entryID`.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(
      Text(rotorLabelKey), entries: entries, entryID: entryID, entryLabel: entryLabel)
  }

  /// Creates a custom rotor with an entry for each identifiable element of `entries`.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(rotorLabel, entries: entries, entryID: \.id, entryLabel: entryLabel)
  }

  /// Creates a custom rotor with an entry for each identifiable element of `entries`.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(Text(rotorLabelKey), entries: entries, entryLabel: entryLabel)
  }

  /// Creates a custom rotor with an entry for each range of the view's text.
  public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
    modifier(
      _AccessibilityRotorModifier(name: label.content) {
        textRanges.indices.map {
          .init(
            label: "text range \($0 + 1)", id: nil, namespace: nil, prepare: {},
            textRange: _AccessibilityRotorEntryRecord.describe(textRanges[$0]))
        }
      })
  }

  /// Creates a custom rotor with an entry for each range of the view's text.
  public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>])
    -> some View
  {
    accessibilityRotor(Text(labelKey), textRanges: textRanges)
  }

  /// Defines an explicit identifier tying an accessibility element for this view to an entry
  /// in an accessibility rotor (recorded as `accessibilityRotorEntry`).
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  {
    accessibility("accessibilityRotorEntry", "\(id)")
  }
}
