import Foundation

/// Builds the columns of a table from `TableColumn`s.
@resultBuilder @MainActor
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  /// A column of this table's sort type.
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Sort, Content, Label>
  ) -> TableColumn<RowValue, Sort, Content, Label> {
    column
  }

  /// A column that does not sort, in a table that does.
  @_disfavoredOverload
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Never, Content, Label>
  ) -> TableColumn<RowValue, Sort, Content, Label> {
    TableColumn(column: column.column)
  }

  /// Columns modified (`alignment`, `customizationID`, …).
  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    column
  }

  /// One column.
  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    column
  }

  /// 2 columns, in order.
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
  where
    C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
    C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort
  {
    TupleTableColumnContent(value: (c0, c1), columns: c0._tableColumns() + c1._tableColumns())
  }

  /// 3 columns, in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
  where
    C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
    C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
    C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort
  {
    TupleTableColumnContent(
      value: (c0, c1, c2), columns: c0._tableColumns() + c1._tableColumns() + c2._tableColumns())
  }

  /// 4 columns, in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
  where
    C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
    C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
    C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
    C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort
  {
    TupleTableColumnContent(
      value: (c0, c1, c2, c3),
      columns: c0._tableColumns() + c1._tableColumns() + c2._tableColumns() + c3._tableColumns())
  }

  /// 5 columns, in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
  where
    C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
    C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
    C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
    C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
    C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort
  {
    TupleTableColumnContent(
      value: (c0, c1, c2, c3, c4),
      columns: c0._tableColumns() + c1._tableColumns() + c2._tableColumns() + c3._tableColumns()
        + c4._tableColumns())
  }

  /// 6 columns, in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
  where
    C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
    C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
    C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
    C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
    C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
    C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort
  {
    TupleTableColumnContent(
      value: (c0, c1, c2, c3, c4, c5),
      columns: c0._tableColumns() + c1._tableColumns() + c2._tableColumns() + c3._tableColumns()
        + c4._tableColumns() + c5._tableColumns())
  }

  /// 7 columns, in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
  where
    C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
    C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
    C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
    C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
    C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
    C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
    C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort
  {
    TupleTableColumnContent(
      value: (c0, c1, c2, c3, c4, c5, c6),
      columns: c0._tableColumns() + c1._tableColumns() + c2._tableColumns() + c3._tableColumns()
        + c4._tableColumns() + c5._tableColumns() + c6._tableColumns())
  }

  /// 8 columns, in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
    C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
    C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
    C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
    C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
    C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
    C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
    C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort
  {
    TupleTableColumnContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7),
      columns: c0._tableColumns() + c1._tableColumns() + c2._tableColumns() + c3._tableColumns()
        + c4._tableColumns() + c5._tableColumns() + c6._tableColumns() + c7._tableColumns())
  }

  /// 9 columns, in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
    C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
    C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
    C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
    C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
    C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
    C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
    C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort,
    C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort
  {
    TupleTableColumnContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
      columns: c0._tableColumns() + c1._tableColumns() + c2._tableColumns() + c3._tableColumns()
        + c4._tableColumns() + c5._tableColumns() + c6._tableColumns() + c7._tableColumns()
        + c8._tableColumns())
  }

  /// 10 columns, in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent, C9: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
    C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
    C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
    C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
    C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
    C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
    C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
    C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort,
    C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort,
    C9.TableRowValue == RowValue, C9.TableColumnSortComparator == Sort
  {
    TupleTableColumnContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
      columns: c0._tableColumns() + c1._tableColumns() + c2._tableColumns() + c3._tableColumns()
        + c4._tableColumns() + c5._tableColumns() + c6._tableColumns() + c7._tableColumns()
        + c8._tableColumns() + c9._tableColumns())
  }

  /// A column shown when a condition holds.
  public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
  where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort {
    content
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T)
    -> _ConditionalTableColumnContent<T, F>
  where
    T.TableRowValue == RowValue, T.TableColumnSortComparator == Sort,
    F.TableRowValue == RowValue, F.TableColumnSortComparator == Sort
  {
    _ConditionalTableColumnContent(columns: first._tableColumns())
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F)
    -> _ConditionalTableColumnContent<T, F>
  where
    T.TableRowValue == RowValue, T.TableColumnSortComparator == Sort,
    F.TableRowValue == RowValue, F.TableColumnSortComparator == Sort
  {
    _ConditionalTableColumnContent(columns: second._tableColumns())
  }
}

/// Several columns of a table, in order.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>:
  TableColumnContent
{
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never

  /// The columns as written.
  nonisolated(unsafe) public let value: T
  let columns: [_AnyTableColumn<RowValue>]

  public func _tableColumns() -> [_AnyTableColumn<RowValue>] { columns }
}

/// The columns of one branch of an `if`/`else` in a column builder.
public struct _ConditionalTableColumnContent<T: TableColumnContent, F: TableColumnContent>:
  TableColumnContent
where T.TableRowValue == F.TableRowValue, T.TableColumnSortComparator == F.TableColumnSortComparator
{
  public typealias TableRowValue = T.TableRowValue
  public typealias TableColumnSortComparator = T.TableColumnSortComparator
  public typealias TableColumnBody = Never
  let columns: [_AnyTableColumn<T.TableRowValue>]

  public func _tableColumns() -> [_AnyTableColumn<T.TableRowValue>] { columns }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
  public typealias TableRowValue = Wrapped.TableRowValue
  public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
  public typealias TableColumnBody = Never

  public func _tableColumns() -> [_AnyTableColumn<Wrapped.TableRowValue>] {
    self?._tableColumns() ?? []
  }
}
