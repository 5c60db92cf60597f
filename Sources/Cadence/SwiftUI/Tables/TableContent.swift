import Foundation

/// Columns of a table: a `TableColumn`, several built by a `TableColumnBuilder`, or columns
/// modified (`width`, `alignment`, …).
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of the rows' values.
  associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
  /// The comparator the columns sort with (`Never` for columns that do not sort).
  associatedtype TableColumnSortComparator: SortComparator = TableColumnBody
    .TableColumnSortComparator
  /// The content the columns are made of.
  associatedtype TableColumnBody: TableColumnContent
  /// The content the columns are made of.
  var tableColumnBody: TableColumnBody { get }
  /// The columns, in order (hidden requirement).
  func _tableColumns() -> [_AnyTableColumn<TableRowValue>]
}

/// Rows of a table: a `TableRow`, several built by a `TableRowBuilder`, a `ForEach` of them,
/// a `Section`, a `DisclosureTableRow`, an `OutlineGroup`, or rows modified, or a type of
/// yours made of them (its `tableRowBody`).
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
  /// The type of the rows' values.
  associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
  /// The content the rows are made of.
  associatedtype TableRowBody: TableRowContent
  /// The content the rows are made of.
  @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
  /// The rows, in order (hidden requirement).
  func _tableRows() -> [_TableRowItem<TableRowValue>]
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
  /// Rows made of other rows are their body's rows.
  public func _tableRows() -> [_TableRowItem<TableRowValue>] { tableRowBody._tableRows() }
}

extension TableRowContent {
  /// The values of the rows, in order, the rows below included.
  func _tableRowValues() -> [TableRowValue] {
    func values(_ rows: [_TableRowItem<TableRowValue>]) -> [TableRowValue] {
      rows.flatMap { row -> [TableRowValue] in
        var own: [TableRowValue] = []
        if case .value(let value) = row.kind { own.append(value) }
        return own + values(row.children ?? [])
      }
    }
    return values(_tableRows())
  }
}

extension TableColumnContent where TableColumnBody == Never {
  /// Primitive columns have no body.
  public var tableColumnBody: Never {
    fatalError("\(Self.self) is a primitive table column and has no body")
  }
}

extension TableRowContent where TableRowBody == Never {
  /// Primitive rows have no body.
  public var tableRowBody: Never {
    fatalError("\(Self.self) is a primitive table row and has no body")
  }
}

extension Never: TableColumnContent, TableRowContent {
  public typealias TableRowValue = Never
  public typealias TableColumnSortComparator = Never
  public typealias TableColumnBody = Never
  public typealias TableRowBody = Never

  public var tableColumnBody: Never { switch self {} }
  public var tableRowBody: Never { return fatalError("Never has no rows") }
  public func _tableColumns() -> [_AnyTableColumn<Never>] { switch self {} }
  public func _tableRows() -> [_TableRowItem<Never>] { switch self {} }
}

/// A column of a table, whatever its content: its title, how it draws a row's cell, its
/// width and alignment, and the comparator it sorts with, if any.
public struct _AnyTableColumn<RowValue> {
  let title: String
  let label: AnyView
  /// Called on the main actor only, where views are made.
  let cell: (RowValue) -> AnyView
  var width: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?)?
  var alignment: TableColumnAlignment = .automatic
  /// The column's comparator (of the table's sort type), when it sorts.
  let comparator: (any SortComparator)?
  var customizationID: String?
  var defaultVisibility: Visibility = .automatic
  /// The customizations the user may not make (`disabledCustomizationBehavior`), by name.
  var disabledCustomization: String?
}

/// How a column's cells are aligned.
public struct TableColumnAlignment: Hashable, Sendable {
  let alignment: Alignment
  let name: String

  /// The system's choice: leading.
  public static let automatic = TableColumnAlignment(alignment: .leading, name: "automatic")
  /// Leading.
  public static let leading = TableColumnAlignment(alignment: .leading, name: "leading")
  /// Centred.
  public static let center = TableColumnAlignment(alignment: .center, name: "center")
  /// Trailing.
  public static let trailing = TableColumnAlignment(alignment: .trailing, name: "trailing")
  /// Aligned as numbers are in the locale: trailing in left-to-right layouts.
  public static let numeric = TableColumnAlignment(alignment: .trailing, name: "numeric")
  /// Aligned as numbers are in the given number system: trailing.
  public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
    TableColumnAlignment(alignment: .trailing, name: "numeric")
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
