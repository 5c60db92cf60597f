import Foundation

// Rows with rows below them: a disclosure row, and an outline of a tree of values. Their
// rows below show when the row is expanded: by the binding given, or else by the table,
// which keeps each row's expansion (collapsed at first) and shows a disclosure button
// before the row's first cell (`host.tap` it by its `chevron.right` or `chevron.down`).

/// A row of a table that discloses the rows below it.
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
  public typealias TableRowValue = Label.TableRowValue
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?

  /// A row of `value` with `content`'s rows below it, shown while `isExpanded` is true (nil:
  /// the table keeps the expansion).
  public init<Value>(
    _ value: Value, isExpanded: Binding<Bool>? = nil,
    @TableRowBuilder<Value> content: @escaping () -> Content
  ) where Label == TableRow<Value>, Value == Content.TableRowValue {
    label = TableRow(value)
    self.content = content
    self.isExpanded = isExpanded
  }

  /// The row and its rows below.
  public var tableRowBody: some TableRowContent { _DisclosedTableRows(rows: _tableRows()) }

  public func _tableRows() -> [_TableRowItem<Label.TableRowValue>] {
    guard var row = label._tableRows().first else { return [] }
    row.children = content()._tableRows()
    row.isExpanded = isExpanded
    return [row]
  }
}

/// Rows already made (the body of rows that make their rows themselves).
struct _DisclosedTableRows<Value: Identifiable>: TableRowContent {
  typealias TableRowValue = Value
  typealias TableRowBody = Never
  let rows: [_TableRowItem<Value>]

  func _tableRows() -> [_TableRowItem<Value>] { rows }
}

/// The rows of a table made from a tree of values (`Table(data, children:)`): each value's
/// children (at `children`, nil for a leaf) are rows below it.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  let data: Data
  let children: KeyPath<Data.Element, Data?>

  /// An outline group of each element.
  public var tableRowBody: some TableRowContent {
    ForEach(data) { OutlineGroup($0, children: children) }
  }

  public func _tableRows() -> [_TableRowItem<Data.Element>] {
    data.map { OutlineGroup<Data, Data.Element.ID, _, _, _>.item($0, children: children) }
  }
}

extension OutlineGroup: TableRowContent
where
  Parent: TableRowContent, Leaf: TableRowContent, Subgroup: TableRowContent,
  Parent.TableRowValue == Leaf.TableRowValue, Leaf.TableRowValue == Subgroup.TableRowValue
{
  public typealias TableRowValue = Leaf.TableRowValue

  /// The root's row with its descendants' rows below it.
  public var tableRowBody: some TableRowContent { _DisclosedTableRows(rows: _tableRows()) }

  public func _tableRows() -> [_TableRowItem<Leaf.TableRowValue>] {
    rows() as? [_TableRowItem<Leaf.TableRowValue>] ?? []
  }
}

@MainActor
extension OutlineGroup
where
  Parent == TableRow<Data.Element>, Leaf == TableRow<Data.Element>,
  Subgroup == TableRow<Data.Element>, Data.Element: Identifiable, ID == Data.Element.ID
{
  /// An outline of `root` and its descendants as rows of a table: an element with children
  /// (at `children`) discloses their rows.
  public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
  where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    rows = { [Self.item(root, children: children)] }
  }

  /// The row of `element`, its children's rows below it.
  static func item(_ element: Data.Element, children: KeyPath<Data.Element, Data?>)
    -> _TableRowItem<Data.Element>
  {
    var row = _TableRowItem(element)
    row.children = element[keyPath: children].map { $0.map { item($0, children: children) } }
    return row
  }
}
