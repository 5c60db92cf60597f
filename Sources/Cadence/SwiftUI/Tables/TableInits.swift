import Foundation

// Table's initializers, as SwiftUI declares them: rows from data or from a row builder, with
// or without a selection (one identifier or a set), a sort order and a column customization.

extension Table {
  /// A table of `data`.
  public init<Data>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>,
    Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .none, sort: nil)
  }

  /// A table of `data` and a sort order.
  public init<Data, Sort>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>,
    Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element,
    Sort: SortComparator,
    Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .none,
      sort: TableSortOrder(sortOrder))
  }

  /// A table of `data` with a selection.
  public init<Data>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>,
    Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .one(selection),
      sort: nil)
  }

  /// A table of `data` with a selection and a sort order.
  public init<Data, Sort>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>,
    Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element,
    Sort: SortComparator,
    Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .one(selection),
      sort: TableSortOrder(sortOrder))
  }

  /// A table of `data` with a selection.
  public init<Data>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>,
    Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .many(selection),
      sort: nil)
  }

  /// A table of `data` with a selection and a sort order.
  public init<Data, Sort>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>,
    Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element,
    Sort: SortComparator,
    Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .many(selection),
      sort: TableSortOrder(sortOrder))
  }

  /// A table of `data` and a column customization.
  public init<Data>(
    _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>,
    Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .none, sort: nil,
      customization: { id in columnCustomization.wrappedValue[visibility: id] })
  }

  /// A table of `data` and a sort order and a column customization.
  public init<Data, Sort>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>,
    Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element,
    Sort: SortComparator,
    Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .none,
      sort: TableSortOrder(sortOrder),
      customization: { id in columnCustomization.wrappedValue[visibility: id] })
  }

  /// A table of `data` with a selection and a column customization.
  public init<Data>(
    _ data: Data, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>,
    Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .one(selection),
      sort: nil, customization: { id in columnCustomization.wrappedValue[visibility: id] })
  }

  /// A table of `data` with a selection and a sort order and a column customization.
  public init<Data, Sort>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>,
    Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element,
    Sort: SortComparator,
    Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .one(selection),
      sort: TableSortOrder(sortOrder),
      customization: { id in columnCustomization.wrappedValue[visibility: id] })
  }
}

extension Table {
  /// A table of the rows `rows` builds.
  public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .none, sort: nil)
  }

  /// A table of the rows `rows` builds and a sort order.
  public init<Sort>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where
    Sort: SortComparator,
    Sort.Compared == Value
  {
    self.init(rows: rows(), columns: columns(), selection: .none, sort: TableSortOrder(sortOrder))
  }

  /// A table of the rows `rows` builds with a selection.
  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .one(selection), sort: nil)
  }

  /// A table of the rows `rows` builds with a selection and a sort order.
  public init<Sort>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where
    Sort: SortComparator,
    Sort.Compared == Value
  {
    self.init(
      rows: rows(), columns: columns(), selection: .one(selection), sort: TableSortOrder(sortOrder))
  }

  /// A table of the rows `rows` builds with a selection.
  public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .many(selection), sort: nil)
  }

  /// A table of the rows `rows` builds with a selection and a sort order.
  public init<Sort>(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where
    Sort: SortComparator,
    Sort.Compared == Value
  {
    self.init(
      rows: rows(), columns: columns(), selection: .many(selection), sort: TableSortOrder(sortOrder)
    )
  }

  /// A table of the rows `rows` builds and a column customization.
  public init(
    of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: .none, sort: nil,
      customization: { id in columnCustomization.wrappedValue[visibility: id] })
  }

  /// A table of the rows `rows` builds and a sort order and a column customization.
  public init<Sort>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where
    Sort: SortComparator,
    Sort.Compared == Value
  {
    self.init(
      rows: rows(), columns: columns(), selection: .none, sort: TableSortOrder(sortOrder),
      customization: { id in columnCustomization.wrappedValue[visibility: id] })
  }

  /// A table of the rows `rows` builds with a selection and a column customization.
  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: .one(selection), sort: nil,
      customization: { id in columnCustomization.wrappedValue[visibility: id] })
  }

  /// A table of the rows `rows` builds with a selection and a sort order and a column customization.
  public init<Sort>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where
    Sort: SortComparator,
    Sort.Compared == Value
  {
    self.init(
      rows: rows(), columns: columns(), selection: .one(selection), sort: TableSortOrder(sortOrder),
      customization: { id in columnCustomization.wrappedValue[visibility: id] })
  }

  /// A table of the rows `rows` builds and a sort order.
  public init<Sort>(
    sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where
    Sort: SortComparator,
    Sort.Compared == Value
  {
    self.init(rows: rows(), columns: columns(), selection: .none, sort: TableSortOrder(sortOrder))
  }

  /// A table of the rows `rows` builds with a selection and a sort order.
  public init<Sort>(
    selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where
    Sort: SortComparator,
    Sort.Compared == Value
  {
    self.init(
      rows: rows(), columns: columns(), selection: .one(selection), sort: TableSortOrder(sortOrder))
  }
}
