import Foundation

// Table's initializers for a tree of values, as SwiftUI declares them: each value's children
// (at `children`, nil for a leaf) are rows below it, disclosed by the row's button.

extension Table {
  /// A table of the tree `data`, with a column customization if given.
  public init<Data>(
    _ data: Data, children: KeyPath<Value, Data?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: .none, sort: nil, customization: Self.visibility(columnCustomization))
  }

  /// A table of the tree `data` with a selection.
  public init<Data>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: .one(selection), sort: nil, customization: Self.visibility(columnCustomization))
  }

  /// A table of the tree `data` with a selection and a sort order.
  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: .one(selection), sort: TableSortOrder(sortOrder),
      customization: Self.visibility(columnCustomization))
  }

  /// A table of the tree `data` with a sort order.
  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: .none, sort: TableSortOrder(sortOrder),
      customization: Self.visibility(columnCustomization))
  }

  /// What a column customization says of a column's visibility, by its identifier.
  static func visibility(_ customization: Binding<TableColumnCustomization<Value>>?)
    -> (@MainActor (String) -> Visibility)?
  {
    guard let customization else { return nil }
    return { id in customization.wrappedValue[visibility: id] }
  }
}
