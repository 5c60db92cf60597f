/// A view created from a block of several views; it renders each of them in order.
public struct TupleView<T> {
  /// The views, as a tuple.
  public var value: T
  private let visitElements: @MainActor (TupleReconciler) -> Void

  /// Creates a tuple view from a pack of views.
  init<each Element: View>(elements: repeat each Element) where T == (repeat each Element) {
    value = (repeat each elements)
    // Views are built anywhere (the builders are nonisolated, as SwiftUI's) and mounted on
    // the main actor only, where the closure runs.
    let elements = UncheckedBox((repeat each elements))
    visitElements = { reconciler in
      for element in repeat each elements.value {
        reconciler.visit(element)
      }
    }
  }

  /// Creates a tuple view from a tuple of views (or one view): each element is shown in
  /// order. An element that is not a view is reported and not shown.
  public init(_ value: T) {
    self.value = value
    let box = UncheckedBox(value)
    visitElements = { reconciler in
      @MainActor func visit<V: View>(_ view: V) { reconciler.visit(view) }
      let value = box.value
      if let view = value as? any View { return visit(view) }
      for element in Mirror(reflecting: value).children {
        if let view = element.value as? any View {
          visit(view)
        } else {
          UpdateContext.current?.report(
            .viewWithoutBody,
            "TupleView<\(T.self)>: its element of type \(type(of: element.value)) is not a view "
              + "and is not shown", path: "TupleView")
        }
      }
    }
  }
}

extension TupleView: View {
  public static func _makeOrUpdateNode(
    _ view: TupleView, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    // Not `node.map { … }`: a closure made in main-actor code checks its executor.
    let list: ListNode
    if let node { list = downcast(node, to: ListNode.self) } else { list = ListNode(in: context) }
    list.environment = context.environment
    let reconciler = TupleReconciler(
      list, context: list.childContext(context))
    view.visitElements(reconciler)
    return list
  }
}

/// Mounts or updates a tuple view's elements, one slot per position.
@MainActor
final class TupleReconciler {
  private let list: ListNode
  private let context: _MountContext
  private var index = 0

  init(_ list: ListNode, context: _MountContext) {
    self.list = list
    self.context = context
  }

  func visit<V: View>(_ element: V) {
    if index == list.children.count { list.children.append(nil) }
    list.children[index] = reconciled(element, node: list.children[index], context: context)
    index += 1
  }
}

/// A transparent node with a fixed list of children, by position.
@MainActor
final class ListNode: _ViewNode {
  /// It passes its content on: a `ForEach` in it is still a lazy stack's run of rows.
  override var passesLazyRows: Bool { true }

  /// The children, one per position.
  var children: [_ViewNode?] = []

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    for child in children {
      if let child { body(child) }
    }
  }
}
