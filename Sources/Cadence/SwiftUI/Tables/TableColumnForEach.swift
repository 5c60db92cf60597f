import Foundation

/// Columns of a table made from a collection: the columns `content` makes of each element, in
/// order (a table whose columns are data, as a spreadsheet's).
public struct TableColumnForEach<
  Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent
>: TableColumnContent
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never

  /// The collection the columns are made of.
  public var data: Data
  /// What makes an element's columns.
  public var content: (Data.Element) -> Content

  /// Columns for each of `data`'s integers.
  public init(
    _ data: Range<Int>,
    @TableColumnBuilder<
      TableColumnForEach<Range<Int>, Int, RowValue, Sort, Content>.TableRowValue,
      TableColumnForEach<Range<Int>, Int, RowValue, Sort, Content>.TableColumnSortComparator
    > content: @escaping (Int) -> Content
  ) where Data == Range<Int>, ID == Int {
    self.data = data
    self.content = content
  }

  /// Columns for each element of `data`.
  public init(
    _ data: Data,
    @TableColumnBuilder<
      TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue,
      TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator
    > content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  /// Columns for each element of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableColumnBuilder<
      TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue,
      TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator
    > content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  public func _tableColumns() -> [_AnyTableColumn<RowValue>] {
    data.flatMap { content($0)._tableColumns() }
  }
}
