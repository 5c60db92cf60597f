/// Runs an action when a value differs from the one seen at the previous update: the
/// comparison happens during the update, and the action runs after that update pass, so its
/// state changes land in the same frame.
struct _ValueChangeModifier<Value: Equatable>: ViewModifier {
  typealias Body = Never

  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let change: ValueChangeNode<Value>
    let modifier = view.modifier
    if let node {
      change = downcast(node, to: ValueChangeNode<Value>.self)
      change.environment = context.environment
      let old = change.value
      change.value = modifier.value
      if old != modifier.value {
        let new = modifier.value
        change.tree.enqueueAction { modifier.action(old, new) }
      }
    } else {
      change = ValueChangeNode(value: modifier.value, in: context)
      if modifier.initial {
        let value = modifier.value
        change.tree.enqueueAction { modifier.action(value, value) }
      }
    }
    change.child = reconciled(
      view.content, node: change.child, context: change.childContext(context))
    return change
  }
}

/// The node of an `onChange` modifier: the value seen at the last update.
@MainActor
final class ValueChangeNode<Value: Equatable>: WrapperNode {
  var value: Value

  init(value: Value, in context: __shared _MountContext) {
    self.value = value
    super.init(in: context)
  }
}

extension View {
  /// Adds an action to perform when the given value changes, receiving the old and new
  /// values; with `initial`, it also runs when the view appears, with the value twice.
  @preconcurrency public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(_ValueChangeModifier(value: value, initial: initial, action: action))
  }

  /// Adds an action to perform when the given value changes.
  @preconcurrency public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(_ValueChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Adds an action to perform when the given value changes, receiving the new value.
  @available(*, deprecated, message: "Use onChange(of:initial:_:) instead.")
  @preconcurrency public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
  ) -> some View {
    modifier(_ValueChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}
