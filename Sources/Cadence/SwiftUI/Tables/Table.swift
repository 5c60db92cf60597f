import Foundation

/// A container of rows of values in columns.
///
/// In a compact horizontal size class (Cadence's default, an iPhone's) a table shows, as
/// SwiftUI's does, its first column only, as a list without headers. In a regular one, a
/// header row of the columns' titles, then each row's cells side by side: a column with a
/// width is that wide (or within its bounds), the others share the rest. A selection works as
/// a list's (a tapped row selects its value's identifier). Tapping the header of a sortable
/// column puts its comparator first in the sort order, or reverses it if it is first; the
/// table does not sort its rows (the app sorts its data, as in SwiftUI). `Table` in the
/// snapshot; header cells carry `sortOrder` = `ascending` or `descending` on the column
/// sorted by.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
  let rows: Rows
  let columns: Columns
  let selection: TableSelection<Value.ID>
  let sort: TableSortOrder?
  let customization: (@MainActor (String) -> Visibility)?
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.tableColumnHeaders) private var headerVisibility

  init(
    rows: Rows, columns: Columns, selection: TableSelection<Value.ID>, sort: TableSortOrder?,
    customization: (@MainActor (String) -> Visibility)? = nil
  ) {
    self.rows = rows
    self.columns = columns
    self.selection = selection
    self.sort = sort
    self.customization = customization
  }

  public var body: some View {
    let compact = sizeClass == .compact
    let shown = columns._tableColumns().filter { column in
      let chosen = column.customizationID.flatMap { customization?($0) } ?? .automatic
      return (chosen == .automatic ? column.defaultVisibility : chosen) != .hidden
    }
    let values = rows._tableRowValues()
    _KindStack("Table", alignment: .leading, spacing: 0) {
      switch selection {
      case .none:
        List { content(shown, values, compact: compact) }
      case .one(let binding):
        List(selection: binding) { content(shown, values, compact: compact) }
      case .many(let binding):
        List(selection: binding) { content(shown, values, compact: compact) }
      }
    }
  }

  @ViewBuilder
  private func content(_ columns: [_AnyTableColumn<Value>], _ values: [Value], compact: Bool)
    -> some View
  {
    if !compact, headerVisibility != .hidden {
      HStack(spacing: 0) {
        ForEach(columns.indices, id: \.self) { index in
          header(columns[index])
        }
      }
      .modifier(_StyleEffect(name: "tableHeader", value: "true"))
    }
    ForEach(values) { value in
      if compact {
        if let first = columns.first { first.cell(value) }
      } else {
        HStack(spacing: 0) {
          ForEach(columns.indices, id: \.self) { index in
            Self.framed(columns[index].cell(value), columns[index])
          }
        }
      }
    }
  }

  private func header(_ column: _AnyTableColumn<Value>) -> some View {
    headerCell(column).modifier(
      _StyleEffect(name: "disabledCustomization", value: column.disabledCustomization ?? "none"))
  }

  @ViewBuilder private func headerCell(_ column: _AnyTableColumn<Value>) -> some View {
    if let comparator = column.comparator, let sort {
      Self.framed(
        AnyView(
          Button {
            sort.tap(comparator)
          } label: {
            column.label
          }
          .modifier(_StyleEffect(name: "sortOrder", value: sort.state(comparator) ?? "none"))),
        column)
    } else {
      Self.framed(column.label, column)
    }
  }

  /// A cell at its column's width and alignment.
  @ViewBuilder
  private static func framed(_ cell: AnyView, _ column: _AnyTableColumn<Value>) -> some View {
    let alignment = column.alignment.alignment
    if let width = column.width {
      cell.frame(
        minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max, alignment: alignment)
    } else {
      cell.frame(maxWidth: .infinity, alignment: alignment)
    }
  }
}

/// A table's selection: none, one value's identifier, or a set of them.
enum TableSelection<ID: Hashable> {
  case none
  case one(Binding<ID?>)
  case many(Binding<Set<ID>>)
}

/// A table's sort order, whatever its comparator type: what a tap on a sortable column's
/// header does, and where that column is in the order.
struct TableSortOrder {
  let tap: @MainActor (any SortComparator) -> Void
  let state: @MainActor (any SortComparator) -> String?

  init<Sort: SortComparator>(_ order: Binding<[Sort]>) {
    func forward(_ comparator: Sort) -> Sort {
      var copy = comparator
      copy.order = .forward
      return copy
    }
    tap = { any in
      guard let comparator = any as? Sort else { return }
      var sorted = order.wrappedValue
      if let first = sorted.first, forward(first) == forward(comparator) {
        sorted[0].order = first.order == .forward ? .reverse : .forward
      } else {
        sorted.removeAll { forward($0) == forward(comparator) }
        sorted.insert(comparator, at: 0)
      }
      order.wrappedValue = sorted
    }
    state = { any in
      guard let comparator = any as? Sort, let first = order.wrappedValue.first,
        forward(first) == forward(comparator)
      else { return nil }
      return first.order == .forward ? "ascending" : "descending"
    }
  }
}
