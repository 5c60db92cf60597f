import Foundation

/// Marks each row of its content with an editing action (`onDelete` or `onMove` = `true`), and
/// gives it what a host's `deleteRow`/`moveRow` calls: the action with the row's offset among
/// its `ForEach`'s rows, or, for edit actions, the change to the bound collection.
public struct _RowActionModifier: RenderModifier {
  static let attributeName = "rowAction"
  /// What the action does.
  enum Action {
    /// `onDelete`: called with the offsets of the rows deleted.
    case delete((IndexSet) -> Void)
    /// `onMove`: called with the offsets of the rows moved and where they go, counted before
    /// the move.
    case move((IndexSet, Int) -> Void)
    /// An edit action's delete, inside one row: removes its element.
    case deleteElement(() -> Void)
    /// An edit action's move, inside one row: moves its element to the offset given.
    case moveElement((Int) -> Void)
  }

  let name: String
  let action: Action?
  var isEnabled = true
  public typealias Body = Never

  init(name: String, action: Action?, isEnabled: Bool? = nil) {
    self.name = name
    self.action = action
    self.isEnabled = isEnabled ?? (action != nil)
  }

  private var deletes: Bool { name == "onDelete" }

  func apply(to item: inout RenderItem) {
    guard isEnabled else { return }
    item.setStyleIfAbsent("true", for: name)
    // A row kept from the action (`deleteDisabled`, `moveDisabled`) carries `false`.
    guard item.styles[name] == "true" else { return }
    var editing = item.rowEditing ?? RowEditing()
    if deletes { editing.canDelete = true } else { editing.canMove = true }
    item.rowEditing = editing
  }

  func wrapInteraction(_ item: inout RenderItem, below node: _ViewNode, source: _ViewNode) {
    guard isEnabled, let action, var editing = item.rowEditing,
      deletes ? editing.canDelete && editing.delete == nil : editing.canMove && editing.move == nil
    else { return }
    // The innermost `ForEach` marked with the action: one around the modifier (an edit
    // action, inside the row), else the one it wraps that holds the row.
    let isInside: Bool
    switch action {
    case .deleteElement, .moveElement: isInside = true
    case .delete, .move: isInside = false
    }
    guard let row = isInside ? node.enclosingRow() : source.row(below: node) else { return }
    editing.offset = row.offset
    editing.rowCount = row.count
    if !node.isInList {
      editing.problem =
        "it is not in a List or Form (SwiftUI offers deleting and moving rows of a ForEach "
        + "only in a list)"
    }
    let offset = row.offset
    switch action {
    case .delete(let perform): editing.delete = { perform(IndexSet(integer: offset)) }
    case .move(let perform): editing.move = { perform(IndexSet(integer: offset), $0) }
    case .deleteElement(let perform): editing.delete = { perform() }
    case .moveElement(let perform): editing.move = { perform($0) }
    }
    item.rowEditing = editing
  }

  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateRenderModifier(view, node: node, in: context)
  }
}

/// A node whose children are the rows of a `ForEach`, one per element.
@MainActor
protocol RowList: _ViewNode {
  /// The offset of `child` among the rows (nil: not one of them, a row leaving).
  func offset(ofRow child: _ViewNode) -> Int?
  /// The number of rows.
  var rowCount: Int { get }
}

extension _ViewNode {
  /// The row of the outermost `ForEach` between this node and `top` (below it) that holds
  /// this node, with that `ForEach`'s number of rows.
  func row(below top: _ViewNode) -> (offset: Int, count: Int)? {
    var found: (offset: Int, count: Int)?
    var child: _ViewNode = self
    while let parent = child.parent, parent !== top {
      if let list = parent as? RowList, let offset = list.offset(ofRow: child) {
        found = (offset, list.rowCount)
      }
      child = parent
    }
    return found
  }

  /// The row of the nearest `ForEach` above this node that holds it.
  fileprivate func enclosingRow() -> (offset: Int, count: Int)? {
    var child: _ViewNode = self
    while let parent = child.parent {
      if let list = parent as? RowList, let offset = list.offset(ofRow: child) {
        return (offset, list.rowCount)
      }
      child = parent
    }
    return nil
  }

  /// Whether a `List` or a `Form` renders this node.
  fileprivate var isInList: Bool {
    var ancestor = parent
    while let current = ancestor {
      if current.keepsRenderRecord, let kind = current.renderRecord.frozen?.kind,
        kind == "List" || kind == "Form"
      {
        return true
      }
      ancestor = current.parent
    }
    return false
  }
}

/// Keeps an editing action from a row: the row carries the action's name = `false`, which an
/// action set around it does not override.
struct _RowActionBlock: RenderModifier, Equatable {
  static let attributeName = "rowAction"
  let name: String
  let isBlocked: Bool

  func apply(to item: inout RenderItem) {
    if isBlocked { item.setStyleIfAbsent("false", for: name) }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before the element at `destination` (as counted
  /// before the move), keeping their order.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let valid = source.filter { $0 >= 0 && $0 < count }
    let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
    let before = valid.filter { $0 < destination }.count
    remove(atOffsets: IndexSet(valid))
    let target = Swift.min(Swift.max(destination - before, 0), count)
    insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
  }
}
