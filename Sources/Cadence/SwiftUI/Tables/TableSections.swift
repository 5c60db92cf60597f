import Foundation

// Sections of a table's rows: a header row across the columns (not selectable), then the
// section's rows; a section with an `isExpanded` binding shows its rows while it is true, and
// a tap on its header switches it.

/// The header row of a section of a table.
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
  public typealias TableRowValue = Value
  let content: Content

  /// The header as a row.
  public var tableRowBody: some TableRowContent { _DisclosedTableRows(rows: _tableRows()) }

  public func _tableRows() -> [_TableRowItem<Value>] {
    var row = _TableRowItem<Value>(header: AnyView(content))
    row.selectable = false
    return [row]
  }
}

extension Section: TableRowContent
where
  Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent,
  Parent.TableRowValue == Content.TableRowValue, Content.TableRowValue == Footer.TableRowValue
{
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never

  /// A section is a primitive of a table's rows.
  public var tableRowBody: Never { return fatalError("a section of a table's rows is primitive") }

  public func _tableRows() -> [_TableRowItem<Content.TableRowValue>] {
    let rows = content._tableRows()
    let footer = footer._tableRows()
    guard var headerRow = header._tableRows().first else { return rows + footer }
    headerRow.children = rows
    headerRow.isExpanded = isExpanded
    headerRow.alwaysExpanded = isExpanded == nil
    return [headerRow] + footer
  }
}

@MainActor
extension Section where Content: TableRowContent {
  /// A section of a table's rows titled `titleKey`.
  public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      header: TableHeaderRowContent(content: Text(titleKey)), content: content(),
      footer: EmptyTableRowContent())
  }

  /// A section of a table's rows titled `titleKey`, its rows shown while `isExpanded` is true.
  public init<V>(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      header: TableHeaderRowContent(content: Text(titleKey)), content: content(),
      footer: EmptyTableRowContent(), isExpanded: isExpanded)
  }

  /// A section of a table's rows without a header.
  public init<V>(@TableRowBuilder<V> content: () -> Content)
  where
    Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(header: EmptyTableRowContent(), content: content(), footer: EmptyTableRowContent())
  }

  /// A section of a table's rows under the header `header`.
  public init<V, H: View>(
    @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H
  )
  where
    Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      header: TableHeaderRowContent(content: header()), content: content(),
      footer: EmptyTableRowContent())
  }

  /// A section of a table's rows under `header`, its rows shown while `isExpanded` is true.
  public init<V, H: View>(
    isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content,
    @ViewBuilder header: () -> H
  )
  where
    Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      header: TableHeaderRowContent(content: header()), content: content(),
      footer: EmptyTableRowContent(), isExpanded: isExpanded)
  }
}
