import Foundation

/// One row of a table as its rows' content makes it: a value's row or a section's header, the
/// rows below it (a disclosure row's, an outline's or a section's), and what the row's
/// modifiers add to its view.
public struct _TableRowItem<Value: Identifiable> {
  /// What the row shows.
  enum Kind {
    /// A value's cells.
    case value(Value)
    /// A section's header, across the columns.
    case header(AnyView)
  }

  var kind: Kind
  /// The rows below this one, or nil when it has none to disclose.
  var children: [_TableRowItem]?
  /// Whether the rows below show (nil: the table keeps it, collapsed at first).
  var isExpanded: Binding<Bool>?
  /// A section without an expansion binding: its rows always show.
  var alwaysExpanded = false
  /// What the row's modifiers do to its view, innermost first.
  var effects: [@MainActor (AnyView) -> AnyView] = []
  /// Whether a tap selects the row (false under `selectionDisabled`).
  var selectable = true
  /// The row's offset among the rows of the `ForEach` that made it (for inserts).
  var offset: Int?

  init(_ value: Value) { kind = .value(value) }

  init(header: AnyView) { kind = .header(header) }
}

/// What a table-row modifier does to the rows it modifies (`itemProvider`, `onInsert`,
/// `contextMenu`, …).
@MainActor @preconcurrency
public protocol _TableRowContentModifier {
  /// The modifier the modifier is made of.
  associatedtype Body: _TableRowContentModifier
  /// The modifier the modifier is made of.
  var body: Body { get }
  /// Changes the rows (hidden requirement).
  func _modify<Value>(_ rows: inout [_TableRowItem<Value>])
}

extension _TableRowContentModifier {
  public func _modify<Value>(_ rows: inout [_TableRowItem<Value>]) { body._modify(&rows) }
}

extension _TableRowContentModifier where Body == Never {
  /// A primitive modifier has no body.
  public var body: Never { fatalError("\(Self.self) is a primitive table row modifier") }
}

extension Never: _TableRowContentModifier {
  public func _modify<Value>(_ rows: inout [_TableRowItem<Value>]) {}
}

/// The primitive table-row modifier: adds an effect to each row's view, given the row's
/// offset among its `ForEach`'s rows.
struct _TableRowEffectModifier: _TableRowContentModifier {
  typealias Body = Never
  let effect: @MainActor (AnyView, Int) -> AnyView

  func _modify<Value>(_ rows: inout [_TableRowItem<Value>]) {
    for index in rows.indices {
      let offset = rows[index].offset ?? index
      let effect = effect
      rows[index].effects.append { view in effect(view, offset) }
    }
  }
}

extension ModifiedContent: TableRowContent
where Content: TableRowContent, Modifier: _TableRowContentModifier {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never

  /// Modified rows are primitive.
  public var tableRowBody: Never { return fatalError("modified table rows are primitive") }

  public func _tableRows() -> [_TableRowItem<Content.TableRowValue>] {
    var rows = content._tableRows()
    modifier._modify(&rows)
    return rows
  }
}

/// Rows changed by a modifier that returns `some TableRowContent` (`draggable`, `onHover`,
/// `selectionDisabled`, …).
struct _ChangedTableRows<Base: TableRowContent>: TableRowContent {
  typealias TableRowValue = Base.TableRowValue
  typealias TableRowBody = Never
  let base: Base
  let change: @MainActor (inout _TableRowItem<Base.TableRowValue>) -> Void

  func _tableRows() -> [_TableRowItem<Base.TableRowValue>] {
    base._tableRows().map { row in
      var changed = row
      change(&changed)
      return changed
    }
  }
}
