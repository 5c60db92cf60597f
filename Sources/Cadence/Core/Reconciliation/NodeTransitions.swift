/// A transition running on a view being inserted or removed (the transitions feature's
/// `TransitionState`, SwiftUI/Animation/Transitions): its node keeps it, and rendering applies
/// it to the view's rendered nodes, without knowing what the transition does.
@MainActor
protocol RunningTransition: AnyObject {
  /// Whether the view is being removed (else inserted).
  var isRemoval: Bool { get }
  /// Applies the transition's effects now to `item`, a rendered node of the view.
  func apply(to item: inout RenderItem)
  /// Applies the transition's effects to `item` with its progress moved `seconds` along its
  /// exact velocity; returns false (applying the progress now) when that is unknown.
  func apply(to item: inout RenderItem, shiftedBy seconds: Double) -> Bool
  /// Stops the transition's animation.
  func detach()
}

/// The transition running on a node and the ghosts among its children.
@MainActor
final class NodeTransitions {
  var state: (any RunningTransition)?
  var ghosts: [Ghost] = []

  var isEmpty: Bool { state == nil && ghosts.isEmpty }
}

/// A node kept on screen after its removal while its removal transition runs.
struct Ghost {
  let node: _ViewNode
  /// Its index among the container's children when it was removed.
  let index: Int
  /// Its explicit identity (a `ForEach` element's id), for its snapshot path.
  let identity: String?
}
