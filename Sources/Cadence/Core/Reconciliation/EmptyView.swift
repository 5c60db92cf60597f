/// A view that doesn't contain any content.
public struct EmptyView {
  /// Creates an empty view.
  public init() {}
}

extension EmptyView: View {
  public static func _makeOrUpdateNode(
    _ view: EmptyView, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if let node {
      node.environment = context.environment
      return node
    }
    return _ViewNode(in: context)
  }
}
