/// The content of an `if`/`else` or `switch` in a view builder: one of two views. Switching
/// branches changes the content's identity, so the other branch's state is discarded.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  /// Which branch is shown.
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
}

extension _ConditionalContent: View {
  public static func _makeOrUpdateNode(
    _ view: _ConditionalContent, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let branch =
      node.map { downcast($0, to: BranchNode.self) } ?? BranchNode(in: context)
    branch.environment = context.environment
    let childContext = branch.childContext(context)
    switch view.storage {
    case .trueContent(let content):
      branch.show(branch: 0, transaction: context.transaction) {
        reconciled(content, node: $0, context: childContext)
      }
    case .falseContent(let content):
      branch.show(branch: 1, transaction: context.transaction) {
        reconciled(content, node: $0, context: childContext)
      }
    }
    return branch
  }
}

extension Optional: View where Wrapped: View {
  /// `Optional` is a primitive view.
  public typealias Body = Never

  /// Shows the wrapped view when there is one; nil shows nothing, and going from one to the
  /// other mounts or unmounts the wrapped view.
  public static func _makeOrUpdateNode(
    _ view: Wrapped?, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let branch =
      node.map { downcast($0, to: BranchNode.self) } ?? BranchNode(in: context)
    branch.environment = context.environment
    let childContext = branch.childContext(context)
    if let view {
      branch.show(branch: 0, transaction: context.transaction) {
        reconciled(view, node: $0, context: childContext)
      }
    } else {
      branch.show(branch: nil, transaction: context.transaction) { $0 }
    }
    return branch
  }
}

/// A transparent node that shows one of several branches; a branch change replaces the
/// child, discarding its state.
@MainActor
final class BranchNode: _ViewNode {
  /// It passes its content on: a `ForEach` in it is still a lazy stack's run of rows.
  override var passesLazyRows: Bool { true }

  private var branch: Int?
  private var child: _ViewNode?
  /// Whether the node showed a branch before: a branch shown later is inserted (it runs its
  /// insertion transition).
  private var hasShown = false

  /// Shows `newBranch`, removing the child first if the branch changed (it transitions out
  /// when the change animates).
  func show(
    branch newBranch: Int?, transaction: Transaction, _ reconcileChild: (_ViewNode?) -> _ViewNode?
  ) {
    if newBranch != branch {
      if let child { removeChild(child, transaction: transaction, index: 0, identity: nil) }
      child = nil
      branch = newBranch
    }
    // Assigned after the call, not passed inout: see `reconciled`.
    if newBranch != nil {
      let inserted = child == nil && hasShown
      child = reconcileChild(child)
      if inserted { child?.beginInsertionTransition(in: self, transaction: transaction) }
    }
    hasShown = true
  }

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if let child { body(child) }
  }

  override func collectRendered(into slots: inout [RenderedSlot]) {
    guard !isHidden else { return }
    // The leaving branch renders where it was: before the new one, or alone.
    guard let child else {
      collectGhosts(at: 0, into: &slots, last: true)
      return
    }
    collectGhosts(at: 0, into: &slots)
    collect(child: child, into: &slots)
    collectGhosts(at: 1, into: &slots, last: true)
  }
}

// `if`/`else` and `switch` in a view builder build a conditional content, whose node inserts
// and removes its branches with their transitions.
extension ViewBuilder {
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}
