/// Changes the transaction of its content's updates in which `value` changed (nil: every
/// update): `.animation(_:value:)` and `.transaction(value:_:)`.
struct _ValueTransactionModifier<Value: Equatable>: ViewModifier {
  typealias Body = Never

  let value: Value?
  let transform: @MainActor (inout Transaction) -> Void

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let transform: TransactionNode<Value>
    var childContext = context
    if let node {
      transform = downcast(node, to: TransactionNode<Value>.self)
      transform.environment = context.environment
      if view.modifier.value == nil || transform.lastValue != view.modifier.value {
        view.modifier.transform(&childContext.transaction)
      }
      transform.lastValue = view.modifier.value
    } else {
      transform = TransactionNode(lastValue: view.modifier.value, in: context)
    }
    transform.child = reconciled(
      view.content, node: transform.child, context: transform.childContext(childContext))
    return transform
  }
}

/// Changes the transaction of the updates that reach its content.
struct _TransactionModifier: ViewModifier {
  typealias Body = Never

  let transform: @MainActor (inout Transaction) -> Void

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    var transaction = context.transaction
    view.modifier.transform(&transaction)
    return WrapperNode.reconcile(view.content, node: node, in: context, transaction: transaction)
  }
}

extension WrapperNode {
  /// Mounts or updates a plain wrapper node (`node`, or a new one) around `content`, whose
  /// updates happen in `transaction`.
  static func reconcile<Content: View>(
    _ content: Content, node: _ViewNode?, in context: _MountContext, transaction: Transaction
  ) -> _ViewNode {
    let wrapper: WrapperNode
    if let node {
      wrapper = node as! WrapperNode
      wrapper.environment = context.environment
    } else {
      wrapper = WrapperNode(in: context)
    }
    var childContext = context
    childContext.transaction = transaction
    wrapper.child = reconciled(
      content, node: wrapper.child, context: wrapper.childContext(childContext))
    return wrapper
  }
}

/// The node of an `.animation(_:value:)` modifier: the value seen at the last update.
@MainActor
final class TransactionNode<Value: Equatable>: WrapperNode {
  var lastValue: Value?

  init(lastValue: Value?, in context: __shared _MountContext) {
    self.lastValue = lastValue
    super.init(in: context)
  }
}

/// Never equal: the deprecated `.animation(_:)` applies its animation to every update.
struct _AlwaysChanged: Equatable {
  static func == (lhs: _AlwaysChanged, rhs: _AlwaysChanged) -> Bool { false }
}

extension View {
  /// Applies the given animation to this view when the specified value changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_ValueTransactionModifier(value: value) { Self.apply(animation, to: &$0) })
  }

  /// Applies the given animation to all animatable values within this view.
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    modifier(
      _ValueTransactionModifier<_AlwaysChanged>(value: nil) { Self.apply(animation, to: &$0) })
  }

  /// Gives a transaction `animation`, unless it disables animations.
  private static func apply(_ animation: Animation?, to transaction: inout Transaction) {
    if !transaction.disablesAnimations { transaction.animation = animation }
  }

  /// Applies the given transaction mutation function to all animations used within the view.
  @preconcurrency public func transaction(
    _ transform: @escaping @MainActor (inout Transaction) -> Void
  )
    -> some View
  {
    modifier(_TransactionModifier(transform: transform))
  }
}

/// The body of an `animation(_:body:)`: its modifiers change in the scope's animation, the
/// content in the transaction of the change that reaches it.
struct _ScopedAnimationBody<Content: View, Scoped: View>: View {
  let transform: @MainActor (inout Transaction) -> Void
  let content: Content
  let makeBody: @MainActor (PlaceholderContentView<Content>) -> Scoped

  var body: some View {
    _ScopedTransactionView(transform: transform) { outer in
      makeBody(
        PlaceholderContentView(
          source: TypedContentSource(content.transaction { $0 = outer })))
    }
  }
}
