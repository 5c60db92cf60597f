import Foundation

/// Content within an accessibility rotor: entries, `ForEach`es of them, or a type of one's
/// own whose `body` is rotor content.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
  /// The type of the body of this content.
  associatedtype Body: AccessibilityRotorContent
  /// The internal content of this `AccessibilityRotorContent`.
  @AccessibilityRotorContentBuilder var body: Body { get }
  /// The entries, in order (hidden requirement; the default reads `body`).
  func _rotorEntries() -> [_AccessibilityRotorEntryRecord]
}

extension AccessibilityRotorContent {
  public func _rotorEntries() -> [_AccessibilityRotorEntryRecord] { body._rotorEntries() }
}

extension AccessibilityRotorContent where Body == Never {
  /// Primitive rotor content has no body.
  public var body: Never { fatalError("\(Self.self) is primitive rotor content and has no body") }
}

extension Never: AccessibilityRotorContent {
  public func _rotorEntries() -> [_AccessibilityRotorEntryRecord] { switch self {} }
}

/// One entry of a rotor as Cadence keeps it: its label, the element it goes to, and what to
/// do before going there. Not for use outside Cadence.
public struct _AccessibilityRotorEntryRecord {
  let label: String
  let id: AnyHashable?
  let namespace: Namespace.ID?
  let prepare: () -> Void
  /// The range of the element's text the entry selects, as Swift describes its bounds
  /// (`3[utf8]..<8[utf8]`).
  var textRange: String? = nil

  /// How a range of text reads in the entry's move.
  static func describe(_ range: Range<String.Index>?) -> String? {
    range.map { "\($0.lowerBound)..<\($0.upperBound)" }
  }
}

/// A struct representing an entry in an accessibility rotor: a label, the element it moves
/// to (an `id` of a view, optionally in a namespace), or a range of text, and an action run
/// before moving there.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
  public typealias Body = Never

  /// An entry is primitive rotor content.
  public var body: Never { return fatalError("an accessibility rotor entry is primitive") }
  let record: _AccessibilityRotorEntryRecord

  /// An entry going to the element identified by `id`.
  public init(
    _ label: Text, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    record = .init(
      label: label.content, id: AnyHashable(id), namespace: nil, prepare: prepare,
      textRange: _AccessibilityRotorEntryRecord.describe(textRange))
  }

  /// An entry going to the element identified by `id` in `namespace`
  /// (`accessibilityRotorEntry(id:in:)`).
  public init(
    _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    record = .init(
      label: label.content, id: AnyHashable(id), namespace: namespace, prepare: prepare,
      textRange: _AccessibilityRotorEntryRecord.describe(textRange))
  }

  /// An entry going to the element identified by `id` in `namespace`.
  public init<L: StringProtocol>(
    _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    record = .init(
      label: String(label), id: AnyHashable(id), namespace: namespace, prepare: prepare,
      textRange: _AccessibilityRotorEntryRecord.describe(textRange))
  }

  /// An entry going to the element identified by `id` in `namespace`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
    textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}
  ) {
    self.init(Text(labelKey), id: id, in: namespace, textRange: textRange, prepare: prepare)
  }

  /// An entry going to the element identified by `id`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry going to the element identified by `id`.
  public init<L: StringProtocol>(
    _ label: L, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    record = .init(
      label: String(label), id: AnyHashable(id), namespace: nil, prepare: prepare,
      textRange: _AccessibilityRotorEntryRecord.describe(textRange))
  }

  /// An entry for a range of text in the element the rotor is on.
  public init(
    _ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}
  ) where ID == Never {
    record = .init(
      label: label?.content ?? "text range", id: nil, namespace: nil, prepare: prepare,
      textRange: _AccessibilityRotorEntryRecord.describe(textRange))
  }

  public func _rotorEntries() -> [_AccessibilityRotorEntryRecord] { [record] }
}

/// Several rotor entries in order: what the builder makes of a block. Not for use outside
/// Cadence.
public struct _AccessibilityRotorGroup: AccessibilityRotorContent {
  public typealias Body = Never
  let entries: [_AccessibilityRotorEntryRecord]

  public func _rotorEntries() -> [_AccessibilityRotorEntryRecord] { entries }
}

/// Result builder you use to generate rotor entry content.
@resultBuilder @MainActor
public struct AccessibilityRotorContentBuilder {
  public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content)
    -> Content
  { content }

  public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content)
    -> Content
  { content }

  public static func buildBlock() -> _AccessibilityRotorGroup {
    _AccessibilityRotorGroup(entries: [])
  }

  public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(
    _ c0: C0, _ c1: C1
  ) -> _AccessibilityRotorGroup {
    _AccessibilityRotorGroup(entries: c0._rotorEntries() + c1._rotorEntries())
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> _AccessibilityRotorGroup {
    _AccessibilityRotorGroup(entries: c0._rotorEntries() + c1._rotorEntries() + c2._rotorEntries())
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> _AccessibilityRotorGroup {
    _AccessibilityRotorGroup(
      entries: c0._rotorEntries() + c1._rotorEntries() + c2._rotorEntries() + c3._rotorEntries())
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> _AccessibilityRotorGroup {
    _AccessibilityRotorGroup(
      entries: c0._rotorEntries() + c1._rotorEntries() + c2._rotorEntries() + c3._rotorEntries()
        + c4._rotorEntries())
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> _AccessibilityRotorGroup {
    _AccessibilityRotorGroup(
      entries: c0._rotorEntries() + c1._rotorEntries() + c2._rotorEntries() + c3._rotorEntries()
        + c4._rotorEntries() + c5._rotorEntries())
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> _AccessibilityRotorGroup {
    _AccessibilityRotorGroup(
      entries: c0._rotorEntries() + c1._rotorEntries() + c2._rotorEntries() + c3._rotorEntries()
        + c4._rotorEntries() + c5._rotorEntries() + c6._rotorEntries())
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> _AccessibilityRotorGroup {
    _AccessibilityRotorGroup(
      entries: c0._rotorEntries() + c1._rotorEntries() + c2._rotorEntries() + c3._rotorEntries()
        + c4._rotorEntries() + c5._rotorEntries() + c6._rotorEntries() + c7._rotorEntries())
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> _AccessibilityRotorGroup {
    _AccessibilityRotorGroup(
      entries: c0._rotorEntries() + c1._rotorEntries() + c2._rotorEntries() + c3._rotorEntries()
        + c4._rotorEntries() + c5._rotorEntries() + c6._rotorEntries() + c7._rotorEntries()
        + c8._rotorEntries())
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent,
    C9: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> _AccessibilityRotorGroup {
    _AccessibilityRotorGroup(
      entries: c0._rotorEntries() + c1._rotorEntries() + c2._rotorEntries() + c3._rotorEntries()
        + c4._rotorEntries() + c5._rotorEntries() + c6._rotorEntries() + c7._rotorEntries()
        + c8._rotorEntries() + c9._rotorEntries())
  }

  public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?)
    -> Content?
  {
    content
  }

  public static func buildEither<First: AccessibilityRotorContent>(first: First)
    -> _AccessibilityRotorGroup
  {
    _AccessibilityRotorGroup(entries: first._rotorEntries())
  }

  public static func buildEither<Second: AccessibilityRotorContent>(second: Second)
    -> _AccessibilityRotorGroup
  {
    _AccessibilityRotorGroup(entries: second._rotorEntries())
  }

  public static func buildArray<Content: AccessibilityRotorContent>(_ contents: [Content])
    -> _AccessibilityRotorGroup
  {
    _AccessibilityRotorGroup(entries: contents.flatMap { $0._rotorEntries() })
  }
}

extension Optional: AccessibilityRotorContent where Wrapped: AccessibilityRotorContent {
  public typealias Body = Never

  public func _rotorEntries() -> [_AccessibilityRotorEntryRecord] {
    self?._rotorEntries() ?? []
  }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
  public typealias Body = Never

  public func _rotorEntries() -> [_AccessibilityRotorEntryRecord] {
    data.flatMap { content($0)._rotorEntries() }
  }
}

extension ForEach where Content: AccessibilityRotorContent {
  /// Rotor entries for each element of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, identify: { $0[keyPath: id] }, idDescription: "\(id)", content: content)
  }
}

extension ForEach
where Content: AccessibilityRotorContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rotor entries for each element of `data`.
  public init(
    _ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, identify: { $0.id }, idDescription: "\\.id", content: content)
  }
}
