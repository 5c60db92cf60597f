/// A placeholder for the view an animator modifier is applied to: place it in the animator's
/// content closure where that view goes.
public struct PlaceholderContentView<Value>: View {
  /// Where the placeholder's content comes from.
  let source: ContentSource

  /// `PlaceholderContentView` is a primitive view.
  public typealias Body = Never

  public static func _makeOrUpdateNode(
    _ view: PlaceholderContentView, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    view.source.makeOrUpdateHost(node, in: context)
  }
}
