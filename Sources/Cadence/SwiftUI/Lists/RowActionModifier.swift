import Foundation

/// Marks each row of its content with an editing action.
public struct _RowActionModifier: RenderModifier {
  static let attributeName = "rowAction"
  let name: String
  let action: ((IndexSet) -> Void)?
  var isEnabled = true
  public typealias Body = Never

  init(name: String, action: ((IndexSet) -> Void)?, isEnabled: Bool? = nil) {
    self.name = name
    self.action = action
    self.isEnabled = isEnabled ?? (action != nil)
  }

  func apply(to item: inout RenderItem) {
    if isEnabled { item.setStyleIfAbsent("true", for: name) }
  }

  public static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    makeOrUpdateRenderModifier(view, node: node, in: context)
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
