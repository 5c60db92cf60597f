/// A transparent container: its content renders in its place, and modifiers applied to the
/// group apply to each of the content's views.
public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  /// `Group` is a primitive view.
  public typealias Body = Never
  /// `Group` is primitive: the runtime never asks for its body.
  public var body: Never { fatalError("Group is a primitive view and has no body") }

  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public static func _makeOrUpdateNode(
    _ view: Group, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    Content._makeOrUpdateNode(view.content, node: node, in: context)
  }
}
