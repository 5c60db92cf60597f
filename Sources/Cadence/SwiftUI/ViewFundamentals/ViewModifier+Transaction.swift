extension ViewModifier {
  /// This modifier with its changes animated by `animation` (nil: not animated), in place of
  /// the transaction's animation: the views it modifies see the animation.
  public func animation(_ animation: Animation?) -> some ViewModifier {
    _TransactionModifiedModifier(base: self) { $0.animation = animation }
  }

  /// This modifier with its changes made in the transaction `transform` returns.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
    _TransactionModifiedModifier(base: self, transform: transform)
  }
}

/// A modifier applied in a transformed transaction.
struct _TransactionModifiedModifier<Base: ViewModifier>: ViewModifier {
  let base: Base
  let transform: (inout Transaction) -> Void

  func body(content: Content) -> some View {
    let transform = Transform(apply: transform)
    return content.modifier(base).transaction { transform.apply(&$0) }
  }

  /// The transformation, called on the main actor only, where the view tree updates.
  private struct Transform: @unchecked Sendable {
    let apply: (inout Transaction) -> Void
  }
}
