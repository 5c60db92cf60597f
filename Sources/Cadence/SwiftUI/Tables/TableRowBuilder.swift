import Foundation

/// Builds the rows of a table from `TableRow`s and `ForEach`es of them.
@resultBuilder @MainActor
public struct TableRowBuilder<Value: Identifiable> {
  /// Rows.
  public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
  where Content.TableRowValue == Value {
    content
  }

  /// One row content.
  public static func buildBlock<C: TableRowContent>(_ content: C) -> C
  where C.TableRowValue == Value {
    content
  }

  /// 2 row contents, in order.
  public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTableRowContent<Value, (C0, C1)>
  where C0.TableRowValue == Value, C1.TableRowValue == Value {
    TupleTableRowContent(value: (c0, c1), rows: c0._tableRows() + c1._tableRows())
  }

  /// 3 row contents, in order.
  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTableRowContent<Value, (C0, C1, C2)>
  where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
    TupleTableRowContent(
      value: (c0, c1, c2), rows: c0._tableRows() + c1._tableRows() + c2._tableRows())
  }

  /// 4 row contents, in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value
  {
    TupleTableRowContent(
      value: (c0, c1, c2, c3),
      rows: c0._tableRows() + c1._tableRows() + c2._tableRows()
        + c3._tableRows())
  }

  /// 5 row contents, in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value
  {
    TupleTableRowContent(
      value: (c0, c1, c2, c3, c4),
      rows: c0._tableRows() + c1._tableRows() + c2._tableRows()
        + c3._tableRows() + c4._tableRows())
  }

  /// 6 row contents, in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value
  {
    TupleTableRowContent(
      value: (c0, c1, c2, c3, c4, c5),
      rows: c0._tableRows() + c1._tableRows() + c2._tableRows()
        + c3._tableRows() + c4._tableRows() + c5._tableRows())
  }

  /// 7 row contents, in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
    C6.TableRowValue == Value
  {
    TupleTableRowContent(
      value: (c0, c1, c2, c3, c4, c5, c6),
      rows: c0._tableRows() + c1._tableRows() + c2._tableRows()
        + c3._tableRows() + c4._tableRows() + c5._tableRows() + c6._tableRows())
  }

  /// 8 row contents, in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
    C6.TableRowValue == Value, C7.TableRowValue == Value
  {
    TupleTableRowContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7),
      rows: c0._tableRows() + c1._tableRows() + c2._tableRows()
        + c3._tableRows() + c4._tableRows() + c5._tableRows() + c6._tableRows()
        + c7._tableRows())
  }

  /// 9 row contents, in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
    C8: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
    C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value
  {
    TupleTableRowContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
      rows: c0._tableRows() + c1._tableRows() + c2._tableRows()
        + c3._tableRows() + c4._tableRows() + c5._tableRows() + c6._tableRows()
        + c7._tableRows() + c8._tableRows())
  }

  /// 10 row contents, in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
    C8: TableRowContent, C9: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
    C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value,
    C9.TableRowValue == Value
  {
    TupleTableRowContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
      rows: c0._tableRows() + c1._tableRows() + c2._tableRows()
        + c3._tableRows() + c4._tableRows() + c5._tableRows() + c6._tableRows()
        + c7._tableRows() + c8._tableRows() + c9._tableRows())
  }

  /// Rows shown when a condition holds.
  public static func buildIf<C: TableRowContent>(_ content: C?) -> C?
  where C.TableRowValue == Value {
    content
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T)
    -> _ConditionalTableRowContent<T, F>
  where T.TableRowValue == Value, F.TableRowValue == Value {
    _ConditionalTableRowContent(rows: first._tableRows())
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F)
    -> _ConditionalTableRowContent<T, F>
  where T.TableRowValue == Value, F.TableRowValue == Value {
    _ConditionalTableRowContent(rows: second._tableRows())
  }
}

/// Several row contents of a table, in order.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never

  /// The rows as written.
  nonisolated(unsafe) public let value: T
  let rows: [_TableRowItem<Value>]

  public func _tableRows() -> [_TableRowItem<Value>] { rows }
}

/// The rows of one branch of an `if`/`else` in a row builder.
public struct _ConditionalTableRowContent<T: TableRowContent, F: TableRowContent>: TableRowContent
where T.TableRowValue == F.TableRowValue {
  public typealias TableRowValue = T.TableRowValue
  public typealias TableRowBody = Never
  let rows: [_TableRowItem<T.TableRowValue>]

  public func _tableRows() -> [_TableRowItem<T.TableRowValue>] { rows }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
  public typealias TableRowValue = Wrapped.TableRowValue
  public typealias TableRowBody = Never

  public func _tableRows() -> [_TableRowItem<Wrapped.TableRowValue>] {
    self?._tableRows() ?? []
  }
}
