import Foundation

/// A column of a table: a title, the cell of each row, and, for a sortable column, the
/// comparator a tap on its header puts first in the table's sort order.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
  TableColumnContent
{
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never

  var column: _AnyTableColumn<RowValue>

  init(
    title: String, label: Label, comparator: Sort?,
    content: @escaping (RowValue) -> Content
  ) {
    column = _AnyTableColumn(
      title: title, label: AnyView(label), cell: { AnyView(content($0)) }, comparator: comparator)
  }

  init(column: _AnyTableColumn<RowValue>) {
    self.column = column
  }

  public func _tableColumns() -> [_AnyTableColumn<RowValue>] { [column] }

  /// This column at its ideal width (the table's choice).
  public func width() -> TableColumn {
    var copy = self
    copy.column.width = nil
    return copy
  }

  /// This column `width` points wide (nil: the table's choice).
  public func width(_ width: CGFloat? = nil) -> TableColumn {
    var copy = self
    copy.column.width = width.map { (min: $0, ideal: $0, max: $0) }
    return copy
  }

  /// This column within bounds, at an ideal width.
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
    -> TableColumn
  {
    var copy = self
    copy.column.width = (min: min, ideal: ideal, max: max)
    return copy
  }
}

extension TableColumn where Sort == Never, Label == Text {
  /// A column titled `titleKey` whose cells `content` makes.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      title: Text(titleKey).content, label: Text(titleKey), comparator: nil, content: content)
  }

  /// A column titled `text` whose cells `content` makes.
  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(title: text.content, label: text, comparator: nil, content: content)
  }

  /// A column titled `title` whose cells `content` makes.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: String(title), label: Text(title), comparator: nil, content: content)
  }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
  /// A column showing the string at `value` of each row.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    self.init(title: Text(titleKey).content, label: Text(titleKey), comparator: nil) { row in
      Text(verbatim: row[keyPath: value])
    }
  }

  /// A column showing the string at `value` of each row.
  public init(_ text: Text, value: KeyPath<RowValue, String>) {
    self.init(title: text.content, label: text, comparator: nil) { row in
      Text(verbatim: row[keyPath: value])
    }
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text, Content == Text {
  /// A sortable column showing the string at `value`, sorting with `comparator` (lexical by
  /// default: Linux's Foundation has no localized standard comparator).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
    comparator: String.StandardComparator = .lexical
  ) {
    self.init(
      title: Text(titleKey).content, label: Text(titleKey),
      comparator: KeyPathComparator(value, comparator: comparator)
    ) { row in
      Text(verbatim: row[keyPath: value])
    }
  }

  /// A sortable column showing the string at `value`, sorting with `comparator`.
  public init(
    _ text: Text, value: KeyPath<RowValue, String> & Sendable,
    comparator: String.StandardComparator = .lexical
  ) {
    self.init(
      title: text.content, label: text, comparator: KeyPathComparator(value, comparator: comparator)
    ) { row in
      Text(verbatim: row[keyPath: value])
    }
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A sortable column of the values at `value`, sorting with `comparator`.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(
      title: Text(titleKey).content, label: Text(titleKey),
      comparator: KeyPathComparator(value, comparator: comparator), content: content)
  }

  /// A sortable column of the comparable values at `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      title: Text(titleKey).content, label: Text(titleKey),
      comparator: KeyPathComparator(value), content: content)
  }

  /// A sortable column of the comparable values at `value`.
  public init<V: Comparable>(
    _ text: Text, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      title: text.content, label: text, comparator: KeyPathComparator(value), content: content)
  }
}

extension TableColumn where Label == Text {
  /// A column sorting with `comparator`, whose cells `content` makes.
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      title: Text(titleKey).content, label: Text(titleKey), comparator: comparator,
      content: content)
  }

  /// A column sorting with `comparator`, whose cells `content` makes.
  public init(
    _ text: Text, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: text.content, label: text, comparator: comparator, content: content)
  }
}
