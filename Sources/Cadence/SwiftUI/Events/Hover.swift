import Foundation

/// Where the pointer is over a view: at a location, or gone (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at this location (in the handler's coordinate space).
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

extension View {
  /// Runs `action` with true when the pointer enters the view and false when it leaves
  /// (`host.hover(_:)` moves the pointer over a view; `host.endHover()` takes it away).
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    modifier(
      _HoverHandlerModifier(coordinateSpace: .local, reportsMoves: false) { phase in
        action(phase != .ended)
      })
  }

  /// Runs `action` each time the pointer moves over the view (`.active` with its location in
  /// `coordinateSpace`) and once when it leaves (`.ended`).
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    modifier(
      _HoverHandlerModifier(coordinateSpace: coordinateSpace, reportsMoves: true, action: action))
  }
}

/// Registers a hover handler with its tree while mounted.
struct _HoverHandlerModifier: ViewModifier {
  typealias Body = Never
  let coordinateSpace: CoordinateSpace
  /// Whether each move is reported, or only entering and leaving.
  let reportsMoves: Bool
  let action: (HoverPhase) -> Void

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let handler: HoverHandlerNode
    if let node {
      handler = downcast(node, to: HoverHandlerNode.self)
      handler.environment = context.environment
    } else {
      handler = HoverHandlerNode(in: context)
    }
    handler.action = view.modifier.action
    handler.coordinateSpace = view.modifier.coordinateSpace
    handler.reportsMoves = view.modifier.reportsMoves
    handler.child = reconciled(
      view.content, node: handler.child, context: handler.childContext(context))
    return handler
  }
}

/// The node of a hover handler: registered with its tree while mounted; knows whether the
/// pointer is over it.
@MainActor
final class HoverHandlerNode: WrapperNode {
  var action: (HoverPhase) -> Void = { _ in }
  var coordinateSpace = CoordinateSpace.local
  var reportsMoves = true
  var isHovered = false

  override init(in context: __shared _MountContext) {
    super.init(in: context)
    tree.feature(MountedNodes<HoverHandlerNode>.self).add(self)
  }

  override func willUnmount() {
    tree.feature(MountedNodes<HoverHandlerNode>.self).remove(self)
  }

  /// The screen frame of the content: the first node below with a placement.
  var contentFrame: CGRect? {
    var node: _ViewNode? = child
    while let current = node {
      if let rect = current.layoutNode?.geometry.placedRect { return rect }
      var next: _ViewNode?
      current.forEachChild { if next == nil { next = $0 } }
      node = next
    }
    return nil
  }

  /// `point` (screen coordinates) in the handler's coordinate space.
  func location(of point: CGPoint, in frame: CGRect) -> CGPoint {
    switch coordinateSpace {
    case .local: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    case .global, .named: point
    }
  }
}

extension UpdateContext {
  /// Moves the pointer to `point` (screen coordinates), or away with nil: each handler it
  /// enters, moves over or leaves is told, in mount order. The number of handlers under it.
  package func movePointer(to point: CGPoint?) -> Int {
    var under = 0
    let handlers = existingFeature(MountedNodes<HoverHandlerNode>.self)?.nodes ?? []
    for handler in handlers where handler.isMounted {
      let frame = handler.contentFrame
      if let point, let frame, frame.contains(point) {
        under += 1
        let entering = !handler.isHovered
        handler.isHovered = true
        if entering || handler.reportsMoves {
          handler.action(.active(handler.location(of: point, in: frame)))
        }
      } else if handler.isHovered {
        handler.isHovered = false
        handler.action(.ended)
      }
    }
    return under
  }
}
