/// A view whose identity includes an explicit identifier: when the identifier changes, the
/// content is a new view, so its state is discarded and it mounts afresh.
struct _IdentifiedView<Content: View, ID: Hashable>: View {
  typealias Body = Never

  let content: Content
  let id: ID

  static func _makeOrUpdateNode(
    _ view: _IdentifiedView, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let identified: IdentifiedNode<ID>
    if let node {
      identified = downcast(node, to: IdentifiedNode<ID>.self)
      identified.environment = context.environment
      if identified.id != view.id {
        // The new view mounts before the old one leaves, so that its `onAppear` runs before
        // the old view's `onDisappear`; but a view whose transition removes it unchanged
        // (`.identity`) leaves first, its `onDisappear` before the new `onAppear`: SwiftUI's
        // orders (OpenSwiftUI's compatibility tests).
        let old = identified.child
        let oldIdentity = KeyedListNode<ID>.describe(identified.id)
        identified.child = nil
        identified.id = view.id
        let leavesFirst = old.map { identified.removesUnchanged($0) } ?? false
        if leavesFirst, let old {
          identified.removeChild(
            old, transaction: context.transaction, index: 0, identity: oldIdentity)
        }
        identified.child = reconciled(
          view.content, node: nil, context: identified.childContext(context))
        identified.child?.beginInsertionTransition(in: identified, transaction: context.transaction)
        if !leavesFirst, let old {
          identified.removeChild(
            old, transaction: context.transaction, index: 0, identity: oldIdentity)
        }
        return identified
      }
    } else {
      identified = IdentifiedNode(id: view.id, in: context)
    }
    identified.child = reconciled(
      view.content, node: identified.child, context: identified.childContext(context))
    return identified
  }
}

/// The node of an `.id(_:)` view: the current identifier and the content's node.
@MainActor
final class IdentifiedNode<ID: Hashable>: WrapperNode {
  var id: ID

  init(id: ID, in context: __shared _MountContext) {
    self.id = id
    super.init(in: context)
  }

  override func collectRendered(into slots: inout [RenderedSlot]) {
    guard !isHidden else { return }
    // The leaving view (an earlier identity) renders after the new one.
    let start = slots.count
    collect(child: child, into: &slots)
    RenderedSlot.setIdentity(KeyedListNode<ID>.describe(id), of: &slots, from: start)
    collectGhosts(at: 0, into: &slots, last: true)
  }
}

extension View {
  /// Binds a view's identity to the given proxy value: a new value is a new view.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    _IdentifiedView(content: self, id: id)
  }
}
