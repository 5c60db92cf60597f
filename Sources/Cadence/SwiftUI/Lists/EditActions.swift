import Foundation

/// A set of edit actions on a collection of data that a view can offer to a user: rows of a
/// `ForEach($items, editActions:)` carry `onDelete`/`onMove` = `true`; in a list, a host's
/// `deleteRow` removes a row's element and `moveRow` moves it, and a deletable row has the
/// accessibility action `delete` (as VoiceOver offers it) that removes its element.
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int

  /// Creates a new set from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// An edit action that allows the user to delete one or more elements of a collection.
  public static var delete: Self { Self(rawValue: 1) }
  /// All the edit actions available on this collection.
  public static var all: Self { Self(rawValue: 3) }
}

extension EditActions where Data: MutableCollection {
  /// An edit action that allows the user to move elements of a collection.
  public static var move: Self { Self(rawValue: 2) }
}

/// A collection wrapper that iterates over the indices and identifiers of a collection
/// together (the data of a `ForEach` over a binding with edit actions).
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
  public typealias Index = Base.Index

  /// An element: the index of a base element and its identifier.
  public struct Element {
    let index: Base.Index
    let id: ID
  }

  let base: Base
  let identify: (Base.Element) -> ID

  public var startIndex: Index { base.startIndex }
  public var endIndex: Index { base.endIndex }
  public func index(after i: Index) -> Index { base.index(after: i) }
  public subscript(position: Index) -> Element {
    Element(index: position, id: identify(base[position]))
  }
}

extension IndexedIdentifierCollection: BidirectionalCollection
where Base: BidirectionalCollection {
  public func index(before i: Index) -> Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

/// A row of a `ForEach` over a binding with edit actions: the row's content, marked with the
/// actions it offers.
public struct EditableCollectionContent<Content: View, Data>: View {
  let content: Content
  let actions: EditActions<Data>
  let delete: (() -> Void)?
  /// Moves the row's element to the offset given, counted before the move.
  let move: ((Int) -> Void)?

  public var body: some View {
    let canDelete = actions.contains(EditActions(rawValue: 1))
    let canMove = actions.contains(EditActions(rawValue: 2))
    content
      .modifier(
        _RowActionModifier(
          name: "onDelete", action: delete.map { .deleteElement($0) }, isEnabled: canDelete)
      )
      .modifier(
        _RowActionModifier(
          name: "onMove", action: move.map { .moveElement($0) }, isEnabled: canMove)
      )
      .modifier(AccessibilityAttachmentModifier(action: "delete", ifAny: canDelete ? delete : nil))
  }
}
