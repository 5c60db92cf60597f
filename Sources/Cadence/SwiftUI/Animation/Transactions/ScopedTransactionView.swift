/// Applies `animation` to the updates of its content, after noting the transaction from
/// outside for the placeholder.
struct _ScopedTransactionView<Content: View>: View {
  typealias Body = Never
  let animation: Animation?
  let content: @MainActor (Transaction) -> Content

  static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    var transaction = context.transaction
    if !transaction.disablesAnimations { transaction.animation = view.animation }
    return WrapperNode.reconcile(
      view.content(context.transaction), node: node, in: context, transaction: transaction)
  }
}

extension View {
  /// Applies the given transaction mutation function to the updates of this view in which
  /// `value` changed.
  @preconcurrency public func transaction<V: Equatable>(
    value: V, _ transform: @escaping @MainActor (inout Transaction) -> Void
  ) -> some View {
    modifier(_ValueTransactionModifier(value: value, transform: transform))
  }

  /// Applies `animation` to the modifiers in `body` (applied to the placeholder for this
  /// view): changes to them animate with it, while this view's own changes keep the
  /// transaction that reaches it.
  @preconcurrency public func animation<V: View>(
    _ animation: Animation?,
    @ViewBuilder body: @escaping @MainActor (PlaceholderContentView<Self>) -> V
  ) -> some View {
    _ScopedAnimationBody(animation: animation, content: self, makeBody: body)
  }
}
