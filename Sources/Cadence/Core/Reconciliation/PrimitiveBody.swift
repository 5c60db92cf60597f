/// The body of a view that SwiftUI declares with one (`Button`, `Toggle`, `TextField`, …) and
/// that Cadence draws itself: mounting it mounts the view, exactly as the view mounts on its
/// own, so `view.body` shows what `view` does.
public struct _PrimitiveBody<Primitive: View>: View {
  public typealias Body = Never
  let primitive: Primitive

  public static func _makeOrUpdateNode(
    _ view: _PrimitiveBody, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    Primitive._makeOrUpdateNode(view.primitive, node: node, in: context)
  }
}
