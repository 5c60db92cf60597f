/// Applies a transformation of the transaction to the updates of its content, after noting
/// the transaction from outside for the placeholder.
struct _ScopedTransactionView<Content: View>: View {
  typealias Body = Never
  /// Makes the transaction of the content's updates from the one that reaches it.
  let transform: @MainActor (inout Transaction) -> Void
  let content: @MainActor (Transaction) -> Content

  init(
    transform: @escaping @MainActor (inout Transaction) -> Void,
    content: @escaping @MainActor (Transaction) -> Content
  ) {
    self.transform = transform
    self.content = content
  }

  static func _makeOrUpdateNode(
    _ view: Self, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    var transaction = context.transaction
    view.transform(&transaction)
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
    _ScopedAnimationBody(
      transform: { if !$0.disablesAnimations { $0.animation = animation } }, content: self,
      makeBody: body)
  }

  /// Applies `transform` to the transaction of the modifiers in `body` (applied to the
  /// placeholder for this view), while this view's own changes keep the transaction that
  /// reaches it.
  @preconcurrency public func transaction<V: View>(
    _ transform: @escaping @MainActor (inout Transaction) -> Void,
    @ViewBuilder body: @escaping @MainActor (PlaceholderContentView<Self>) -> V
  ) -> some View {
    _ScopedAnimationBody(transform: transform, content: self, makeBody: body)
  }
}
