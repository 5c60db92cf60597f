import Foundation

/// A row of a table: one value.
public struct TableRow<Value: Identifiable>: TableRowContent {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never
  nonisolated(unsafe) let value: Value

  /// A row of `value`.
  nonisolated public init(_ value: Value) {
    self.value = value
  }

  public func _tableRows() -> [_TableRowItem<Value>] { [_TableRowItem(value)] }
}

/// The rows of a table made from its data (`Table(data) { … }`): a row for each element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  let data: Data

  /// A row for each element.
  public var tableRowBody: some TableRowContent { ForEach(data) }

  public func _tableRows() -> [_TableRowItem<Data.Element>] { ForEach(data)._tableRows() }
}

/// No rows.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never

  /// Creates empty rows.
  nonisolated public init() {}

  public func _tableRows() -> [_TableRowItem<Value>] { [] }
}

extension ForEach: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never

  /// Each element's rows, knowing the element's offset among the data (where a drop inserts).
  public func _tableRows() -> [_TableRowItem<Content.TableRowValue>] {
    data.enumerated().flatMap { offset, element in
      content(element)._tableRows().map { row in
        var placed = row
        placed.offset = offset
        return placed
      }
    }
  }
}

extension ForEach
where Content: TableRowContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows for each element of `data`.
  public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
  where V == Content.TableRowValue {
    self.init(data: data, identify: { $0.id }, idDescription: "\\.id", content: content)
  }

  /// A row for each element of `data`.
  public init(_ data: Data) where Content == TableRow<Data.Element> {
    self.init(data: data, identify: { $0.id }, idDescription: "\\.id", content: { TableRow($0) })
  }
}

extension ForEach where Content: TableRowContent {
  /// Rows for each element of `data`, identified by `id`.
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TableRowValue {
    self.init(data: data, identify: { $0[keyPath: id] }, idDescription: "\(id)", content: content)
  }
}

/// A column of a table with a setting changed (`alignment`, `customizationID`, …).
public struct _ModifiedTableColumn<Base: TableColumnContent>: TableColumnContent {
  public typealias TableRowValue = Base.TableRowValue
  public typealias TableColumnSortComparator = Base.TableColumnSortComparator
  public typealias TableColumnBody = Never
  let base: Base
  let change: (inout _AnyTableColumn<Base.TableRowValue>) -> Void

  public func _tableColumns() -> [_AnyTableColumn<Base.TableRowValue>] {
    base._tableColumns().map { column in
      var changed = column
      change(&changed)
      return changed
    }
  }
}

extension TableColumnContent {
  /// Aligns the columns' cells.
  public func alignment(_ alignment: TableColumnAlignment)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    _ModifiedTableColumn(base: self) { $0.alignment = alignment }
  }

  /// Identifies the columns for a `TableColumnCustomization`.
  public func customizationID(_ id: String)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    _ModifiedTableColumn(base: self) { $0.customizationID = id }
  }

  /// Shows or hides the columns unless a customization says otherwise.
  public func defaultVisibility(_ visibility: Visibility)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    _ModifiedTableColumn(base: self) { $0.defaultVisibility = visibility }
  }

  /// Keeps the user from changing the columns in the ways `behavior` names (recorded on the
  /// column's header as `disabledCustomization`: the host has no column editor).
  public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    let names = [
      (TableColumnCustomizationBehavior.reorder, "reorder"), (.resize, "resize"),
      (.visibility, "visibility"),
    ]
    .filter { behavior.contains($0.0) }.map(\.1).joined(separator: " ")
    return _ModifiedTableColumn(base: self) { $0.disabledCustomization = names }
  }
}

/// The ways a user may change a table's columns.
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Moving columns.
  public static let reorder = TableColumnCustomizationBehavior(rawValue: 1)
  /// Resizing columns.
  public static let resize = TableColumnCustomizationBehavior(rawValue: 2)
  /// Showing and hiding columns.
  public static let visibility = TableColumnCustomizationBehavior(rawValue: 4)
  /// Every way.
  public static let all: TableColumnCustomizationBehavior = [.reorder, .resize, .visibility]

  // The set operations, as SwiftUI declares them, on the bits of the ways.

  /// No way.
  public init() { rawValue = 0 }

  /// Whether every way of `member` is in this set.
  public func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }

  /// The ways in this set or `other`.
  public func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }

  /// The ways in both.
  public func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }

  /// The ways in one of the two only.
  public func symmetricDifference(_ other: Self) -> Self {
    Self(rawValue: rawValue ^ other.rawValue)
  }

  /// Adds the ways of `other`.
  public mutating func formUnion(_ other: Self) { self = union(other) }

  /// Keeps the ways also in `other`.
  public mutating func formIntersection(_ other: Self) { self = intersection(other) }

  /// Keeps the ways in one of the two only.
  public mutating func formSymmetricDifference(_ other: Self) { self = symmetricDifference(other) }

  /// Adds `newMember`; true with it when none of its ways was in the set.
  @discardableResult
  public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let inserted = !contains(newMember)
    formUnion(newMember)
    return (inserted, newMember)
  }

  /// Removes `member`'s ways; the ways removed, or nil when there were none.
  @discardableResult
  public mutating func remove(_ member: Self) -> Self? {
    let present = intersection(member)
    formIntersection(Self(rawValue: ~member.rawValue))
    return present.isEmpty ? nil : present
  }

  /// Adds `newMember`; the ways of it already there, or nil.
  @discardableResult
  public mutating func update(with newMember: Self) -> Self? {
    let present = intersection(newMember)
    formUnion(newMember)
    return present.isEmpty ? nil : present
  }
}
