/// Reports a proxy's mistakes through the reader's node.
@MainActor
final class ScrollReporter {
  weak var node: _ViewNode?
  func report(_ message: String) {
    node?.tree.report(.interactionFailed, message, path: node?.viewPath ?? "")
  }
}

/// Gives a reporter the node it reports through.
struct _ScrollReporting: ViewModifier {
  typealias Body = Never
  let reporter: ScrollReporter

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let wrapper =
      node.map { downcast($0, to: ScrollReportingNode.self) }
      ?? ScrollReportingNode(in: context)
    wrapper.environment = context.environment
    view.modifier.reporter.node = wrapper
    wrapper.child = reconciled(
      view.content, node: wrapper.child, context: wrapper.childContext(context))
    return wrapper
  }
}

/// The node a scroll reader reports through.
@MainActor
final class ScrollReportingNode: WrapperNode {}
