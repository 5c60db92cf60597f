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
/// sorted by. Rows with rows below them (`DisclosureTableRow`, an outline of data with
/// children, a collapsible `Section`) show them while expanded: a disclosure row has a
/// `chevron.right`/`chevron.down` button before its first cell, and each level below is
/// indented 20 points; a section's header spans the columns and is not selectable.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
  let rows: Rows
  let columns: Columns
  let selection: TableSelection<Value.ID>
  let sort: TableSortOrder?
  let customization: (@MainActor (String) -> Visibility)?
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.tableColumnHeaders) private var headerVisibility
  @Environment(\.tableStyle) private var style
  /// The rows the table keeps expanded (those without an expansion binding), by identity.
  @State private var expanded: Set<AnyHashable> = []

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
    var visible: [_TableFlatRow<Value>] = []
    flatten(rows._tableRows(), depth: 0, path: [], into: &visible)
    // A table with rows below rows leaves room for the disclosure button in first cells.
    let outlined = visible.contains { row in
      if case .header = row.item.kind { return false }
      return row.expansion != nil || row.depth > 0
    }
    let rows = visible
    return style._makeBody(
      configuration: TableStyleConfiguration(
        content: AnyView(
          _KindStack("Table", alignment: .leading, spacing: 0) {
            switch selection {
            case .none:
              List { content(shown, rows, compact: compact, outlined: outlined) }
            case .one(let binding):
              List(selection: binding) {
                content(shown, rows, compact: compact, outlined: outlined)
              }
            case .many(let binding):
              List(selection: binding) {
                content(shown, rows, compact: compact, outlined: outlined)
              }
            }
          })))
  }

  /// The rows on show, in order: each row, then, while it is expanded, the rows below it.
  private func flatten(
    _ items: [_TableRowItem<Value>], depth: Int, path: [Int],
    into visible: inout [_TableFlatRow<Value>]
  ) {
    for (index, item) in items.enumerated() {
      let id: AnyHashable
      switch item.kind {
      case .value(let value): id = AnyHashable(value.id)
      case .header: id = AnyHashable("section \(path + [index])")
      }
      var expansion: Binding<Bool>?
      if item.children != nil, !item.alwaysExpanded {
        expansion =
          item.isExpanded
          ?? Binding(
            get: { expanded.contains(id) },
            set: { isOn in
              if isOn { expanded.insert(id) } else { expanded.remove(id) }
            })
      }
      visible.append(_TableFlatRow(id: id, item: item, depth: depth, expansion: expansion))
      if let children = item.children, expansion?.wrappedValue ?? true {
        let below = if case .header = item.kind { depth } else { depth + 1 }
        flatten(children, depth: below, path: path + [index], into: &visible)
      }
    }
  }

  @ViewBuilder
  private func content(
    _ columns: [_AnyTableColumn<Value>], _ rows: [_TableFlatRow<Value>], compact: Bool,
    outlined: Bool
  )
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
    ForEach(rows, id: \.id) { row in
      let view = row.item.effects.reduce(
        rowView(row, columns, compact: compact, outlined: outlined)
      ) {
        view, effect in effect(view)
      }
      if row.item.selectable { view } else { view.selectionDisabled() }
    }
  }

  /// A row's view: a section's header, or a value's cells (the first column's alone when
  /// compact), the first after the row's disclosure button or indentation.
  private func rowView(
    _ row: _TableFlatRow<Value>, _ columns: [_AnyTableColumn<Value>], compact: Bool,
    outlined: Bool
  ) -> AnyView {
    switch row.item.kind {
    case .header(let header):
      let base = header.font(.headline).modifier(_StyleEffect(name: "section", value: "header"))
      // Only a collapsible section's header takes a tap.
      guard let expansion = row.expansion else { return AnyView(base) }
      return AnyView(
        base
          .modifier(
            _StyleEffect(name: "expanded", value: expansion.wrappedValue ? "true" : "false")
          )
          .onTapGesture { expansion.wrappedValue.toggle() })
    case .value(let value):
      if compact {
        return columns.first.map { leadingCell($0.cell(value), row, outlined: outlined) }
          ?? AnyView(EmptyView())
      }
      return AnyView(
        HStack(spacing: 0) {
          ForEach(columns.indices, id: \.self) { index in
            // A click on any cell selects the row (the cells are tagged with its value's
            // identifier, not their column's).
            let cell = columns[index].cell(value)
            Self.framed(
              index == 0 ? leadingCell(cell, row, outlined: outlined) : cell, columns[index]
            )
            .tag(value.id)
          }
        })
    }
  }

  /// A row's first cell in a table with rows below rows: indented 20 points a level and 20
  /// more for the disclosure button, which a row with rows below it shows in that space.
  private func leadingCell(_ cell: AnyView, _ row: _TableFlatRow<Value>, outlined: Bool)
    -> AnyView
  {
    guard outlined else { return cell }
    let indent = CGFloat(row.depth) * 20
    return AnyView(
      cell.padding(.leading, indent + 20)
        .overlay(alignment: .leading) { disclosure(row).padding(.leading, indent) })
  }

  /// The button that expands or collapses a row with rows below it.
  @ViewBuilder
  private func disclosure(_ row: _TableFlatRow<Value>) -> some View {
    if let expansion = row.expansion {
      // Named by its symbol, as it reads in a picture.
      let symbol = expansion.wrappedValue ? "chevron.down" : "chevron.right"
      Button {
        expansion.wrappedValue.toggle()
      } label: {
        Image(systemName: symbol)
      }
      .accessibilityLabel(Text(symbol))
      .modifier(_StyleEffect(name: "expanded", value: expansion.wrappedValue ? "true" : "false"))
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

/// A row of a table on show: its row, how deep it is, and its expansion when it has rows
/// below it that can be hidden.
struct _TableFlatRow<Value: Identifiable> {
  let id: AnyHashable
  let item: _TableRowItem<Value>
  let depth: Int
  let expansion: Binding<Bool>?
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
