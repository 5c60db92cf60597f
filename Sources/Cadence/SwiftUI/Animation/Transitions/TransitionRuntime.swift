import Foundation

/// A modifier that sets the transition of its content.
struct _TransitionModifier: ViewModifier {
  typealias Body = Never
  let transition: AnyTransition

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let isNew = node == nil
    let transitionNode =
      node.map { downcast($0, to: TransitionNode.self) } ?? TransitionNode(in: context)
    if isNew {
      // Checked once the update has mounted everything around it.
      transitionNode.tree.enqueueAction { [weak transitionNode] in
        transitionNode?.checkThatTransitionCanRun()
      }
    }
    transitionNode.environment = context.environment
    transitionNode.transition = view.modifier.transition
    let content = view.content
    let viewTransitions = view.modifier.transition.kind.viewTransitions
    if viewTransitions.isEmpty {
      transitionNode.makeChild = nil
      transitionNode.reconcile(transitionNode.childContext(context)) { node, context in
        reconciled(content, node: node, context: context)
      }
    } else {
      let make: @MainActor (TransitionPhase) -> AnyView = { phase in
        viewTransitions.reduce(AnyView(content)) { $1.body(content: $0, phase: phase) }
      }
      transitionNode.makeChild = make
      let phase = transitionNode.phase
      transitionNode.reconcile(transitionNode.childContext(context)) { node, context in
        reconciled(make(phase), node: node, context: context)
      }
    }
    return transitionNode
  }
}

/// The node of a `.transition` modifier: the transition, and for view transitions the phase
/// its content is shown in.
@MainActor
final class TransitionNode: WrapperNode {
  var transition = AnyTransition.opacity
  /// Makes the content in a phase, for view transitions; nil otherwise.
  var makeChild: (@MainActor (TransitionPhase) -> AnyView)?
  private(set) var phase = TransitionPhase.identity
  /// Whether the child was made through `makeChild` (an `AnyView`).
  private var childIsErased = false

  /// Mounts or updates the child with `body`; a change between plain and erased content
  /// replaces it.
  func reconcile(_ context: _MountContext, _ body: (_ViewNode?, _MountContext) -> _ViewNode) {
    let erased = makeChild != nil
    if erased != childIsErased {
      child?.unmount(transaction: context.transaction)
      child = nil
      childIsErased = erased
    }
    child = body(child, context)
  }

  /// Reports a transition that can never run: between this node and the nearest view that
  /// inserts and removes its children there must be no rendered view (a stack inserted with
  /// the view inside it transitions as a whole).
  func checkThatTransitionCanRun() {
    guard isMounted else { return }
    // Written around an `.id` view (`.id(x).transition(t)`): its content comes and goes.
    var below: _ViewNode? = child
    while let node = below, !node.isRendered {
      if node is IdentifiedNodeMarker { return }
      var only: _ViewNode?
      var count = 0
      node.forEachChild { child in
        count += 1
        only = child
      }
      below = count == 1 ? only : nil
    }
    var current: _ViewNode = self
    while let parent = current.parent {
      if parent is InsertsAndRemovesChildren { return }
      if parent.isRendered { break }
      current = parent
    }
    tree.report(
      .ineffectiveTransition,
      "a view has a transition but is never inserted or removed on its own (it is not the "
        + "content of an if, a switch, a ForEach or an .id, or a stack around it is): the "
        + "transition never runs",
      path: viewPath)
  }

  /// Shows the content in `newPhase`, its change animating along `transaction`.
  func setPhase(_ newPhase: TransitionPhase, transaction: Transaction) {
    guard newPhase != phase else { return }
    phase = newPhase
    guard let makeChild else { return }
    let context = childContext(environmentChanged: false, transaction: transaction)
    child = reconciled(makeChild(newPhase), node: child, context: context)
  }
}

extension AnyTransition.Kind {
  /// The view transitions inside, in order.
  var viewTransitions: [ViewTransition] {
    switch self {
    case .view(let transition): return [transition]
    case .combined(let a, let b): return a.viewTransitions + b.viewTransitions
    case .asymmetric(let insertion, let removal):
      // Both apply in every phase; each sees identity outside its own direction.
      return insertion.viewTransitions.map { $0.restricted(to: .willAppear) }
        + removal.viewTransitions.map { $0.restricted(to: .didDisappear) }
    case .animated(_, let kind): return kind.viewTransitions
    default: return []
    }
  }

  /// The animation the transition brings, if any (the outermost).
  var ownAnimation: Animation?? {
    switch self {
    case .animated(let animation, _): return .some(animation)
    case .combined(let a, let b): return a.ownAnimation ?? b.ownAnimation
    case .asymmetric(let insertion, let removal):
      return insertion.ownAnimation ?? removal.ownAnimation
    default: return nil
    }
  }

  /// Applies the effect transitions at `progress` (0: identity, 1: the active state) to
  /// `item`, for an insertion or a removal. Each is the render modifier of the same name at
  /// the value the progress gives it (`.opacity` is `opacity(1 − p)`, `.scale(s)` is
  /// `scaleEffect(1 + (s − 1)·p)`, `.offset`, `.move` and `.slide` are `offset`, `.blur` is
  /// `blur(radius: r·p)`), so the maths of each effect exists once.
  @MainActor
  func apply(progress p: Double, isRemoval: Bool, to item: inout RenderItem) {
    switch self {
    case .identity, .view: return
    case .opacity: _OpacityEffect(opacity: 1 - p).apply(to: &item)
    case .scale(let scale, let anchor):
      let factor = 1 + (scale - 1) * p
      _ScaleEffect(scale: CGSize(width: factor, height: factor), anchor: anchor).apply(to: &item)
    case .offset(let offset):
      _OffsetEffect(offset: CGSize(width: offset.width * p, height: offset.height * p))
        .apply(to: &item)
    case .move(let edge):
      item.dependsOnSize = true
      let size = item.frame?.size ?? .zero
      let offset: CGSize
      switch edge {
      case .leading: offset = CGSize(width: -size.width * p, height: 0)
      case .trailing: offset = CGSize(width: size.width * p, height: 0)
      case .top: offset = CGSize(width: 0, height: -size.height * p)
      case .bottom: offset = CGSize(width: 0, height: size.height * p)
      }
      _OffsetEffect(offset: offset).apply(to: &item)
    case .blur(let radius):
      _BlurEffect(radius: radius * p, isOpaque: false).apply(to: &item)
    case .combined(let a, let b):
      a.apply(progress: p, isRemoval: isRemoval, to: &item)
      b.apply(progress: p, isRemoval: isRemoval, to: &item)
    case .asymmetric(let insertion, let removal):
      (isRemoval ? removal : insertion).apply(progress: p, isRemoval: isRemoval, to: &item)
    case .animated(_, let kind): kind.apply(progress: p, isRemoval: isRemoval, to: &item)
    }
  }
}

extension ViewTransition {
  /// This transition, shown at identity outside `direction`.
  func restricted(to direction: TransitionPhase) -> ViewTransition {
    ViewTransition(RestrictedTransition(base: self, direction: direction))
  }
}

/// A view transition that only acts in one direction.
struct RestrictedTransition: Transition {
  let base: ViewTransition
  let direction: TransitionPhase

  func body(content: AnyView, phase: TransitionPhase) -> some View {
    base.body(content: content, phase: phase == direction ? phase : .identity)
  }
}

/// A transition running on a node that is being inserted or removed: the effect transitions'
/// progress (1 → 0 when inserted, 0 → 1 when removed) along the change's animation.
@MainActor
final class TransitionState: RunningTransition {
  let kind: AnyTransition.Kind
  let isRemoval: Bool
  private let progress: AnimatableAttribute<Double>

  /// A transition of `node` along `transaction`, its progress starting at `start` (by
  /// default where a removal or an insertion starts: 0 or 1).
  init(
    kind: AnyTransition.Kind, isRemoval: Bool, node: _ViewNode, transaction: Transaction,
    from start: Double? = nil
  ) {
    self.kind = kind
    self.isRemoval = isRemoval
    progress = AnimatableAttribute(
      name: isRemoval ? "transition (removal)" : "transition (insertion)", node: node,
      model: start ?? (isRemoval ? 0 : 1))
    progress.update(to: isRemoval ? 1 : 0, transaction: transaction)
  }

  /// Applies the transition's effects now to `item`, a rendered node of the view.
  func apply(to item: inout RenderItem) {
    kind.apply(progress: progress.presented, isRemoval: isRemoval, to: &item)
    item.setStyleIfAbsent(isRemoval ? "removing" : "inserting", for: "transition")
  }

  /// Applies the transition's effects to `item` with the progress moved `seconds` along its
  /// exact velocity; returns false (applying the progress now) when that is unknown.
  func apply(to item: inout RenderItem, shiftedBy seconds: Double) -> Bool {
    let shifted = progress.presented(shiftedBy: seconds)
    kind.apply(progress: shifted ?? progress.presented, isRemoval: isRemoval, to: &item)
    item.setStyleIfAbsent(isRemoval ? "removing" : "inserting", for: "transition")
    return shifted != nil
  }

  /// The progress shown now (0: the view as it is; 1: fully transitioned out).
  var presentedProgress: Double { progress.presented }

  func detach() {
    progress.detach()
  }
}

/// A node that inserts and removes its children during updates, running their transitions
/// (branches, `ForEach`, `.id`).
protocol InsertsAndRemovesChildren: AnyObject {}

extension BranchNode: InsertsAndRemovesChildren {}

extension KeyedListNode: InsertsAndRemovesChildren {}

extension IdentifiedNode: InsertsAndRemovesChildren, IdentifiedNodeMarker {}
