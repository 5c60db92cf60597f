@_spi(SwiftUI) import Observation

/// A node whose content comes from evaluating a body (a composite view or a custom view
/// modifier): it owns dynamic-property storage and is what a state write invalidates.
@MainActor
class BodyNode: _ViewNode {
  /// It passes its content on: a `ForEach` in it is still a lazy stack's run of rows.
  override var passesLazyRows: Bool { true }

  /// Set by a state write; cleared when the body is evaluated again.
  var isDirty = false
  /// Whether `firedObservation` is set. Observation's types are resilient: even asking
  /// whether an optional of one is nil goes through its value witnesses, and each evaluation
  /// asks. (Beside the other flag: 8 bytes each, apart.)
  private(set) var hasFiredObservation = false
  /// The transaction of the latest state write that invalidated the node, kept only when it
  /// is not plain (`Transaction.isPlain`): most writes carry none, and a transaction inline
  /// took 32 bytes of every body node (D68).
  private var pendingAnimatedTransaction: PendingTransaction?
  /// The number of evaluations that tracked the observable properties they read.
  var observationGeneration: UInt64 = 0
  /// What the node keeps of observed changes, made at the first one (`ObservedChanges`):
  /// most nodes never see one, and inline it took 24 bytes of every body node (D69).
  private var observedChanges: ObservedChanges?
  /// The transaction scope (`TransactionScope.epoch`) of the observed change that last
  /// invalidated the node: later changes in the same scope before its evaluation coalesce.
  var invalidationEpoch: UInt64 {
    get { observedChanges?.epoch ?? .max }
    set { madeObservedChanges.epoch = newValue }
  }
  /// The observers of the latest evaluation once one of them fired: cancelled when the body
  /// has been evaluated again (until then they see the body writing what it read).
  var firedObservation: ObservationTracking? {
    get { observedChanges?.fired }
    set {
      hasFiredObservation = newValue != nil
      if !hasFiredObservation, observedChanges == nil { return }
      madeObservedChanges.fired = newValue
    }
  }

  private var madeObservedChanges: ObservedChanges {
    if let observedChanges { return observedChanges }
    let made = ObservedChanges()
    observedChanges = made
    return made
  }
  /// The storage slots of the view's `@State` properties (and the other properties that keep
  /// storage), kept across evaluations.
  var storage: NodeSlots
  /// The body's root node.
  @exclusivity(unchecked) var child: _ViewNode?
  /// Per-type facts about the view or modifier.
  let layout: TypeLayout
  /// The link that state boxes and observers reach the node through, made when first asked.
  private var madeLink: NodeLink?

  init(layout: TypeLayout, in context: __shared _MountContext) {
    self.layout = layout
    storage = NodeSlots(count: layout.slotCount)
    super.init(in: context)
  }

  deinit {
    madeLink?.node = nil
  }

  /// The node's link: what outlives the node (a state box a binding keeps, an observer
  /// Observation keeps) reaches it through this, and finds nil once it is freed.
  var link: NodeLink {
    if let madeLink { return madeLink }
    let link = NodeLink(self)
    madeLink = link
    return link
  }

  /// The link, if one was made: a state box made before any is the link itself.
  var existingLink: NodeLink? { madeLink }

  /// Takes `box`, a state box made for this node before it had a link, as its link.
  func adoptLink(_ box: NodeLink) {
    internalCheck(madeLink == nil && box.node === self, "a node adopted a second link")
    madeLink = box
  }

  override var viewName: String? { layout.name }

  /// Whether the body is evaluated again at each update for the passing of time (an
  /// `Animatable` view whose data animates, a running keyframe animator, a timeline): what
  /// it renders then has no exact velocity of its own.
  var rendersOverTime: Bool { false }

  override func forEachChild(_ body: (_ViewNode) -> Void) {
    if let child { body(child) }
  }

  /// Marks the node so that the next update evaluates its body again, in `transaction`.
  func invalidate(transaction: Transaction) {
    guard isMounted else { return }
    pendingAnimatedTransaction = transaction.isPlain ? nil : PendingTransaction(transaction)
    guard !isDirty else { return }
    isDirty = true
    tree.reconciler.nodeDidInvalidate(self)
  }

  /// Evaluates the body again because the node was invalidated.
  func reevaluate() {}

  /// Takes the transaction of the invalidation, leaving an empty one.
  func takePendingTransaction() -> Transaction {
    guard let pending = pendingAnimatedTransaction else { return Transaction() }
    pendingAnimatedTransaction = nil
    return pending.transaction
  }

  /// A transaction kept for the next evaluation (`pendingAnimatedTransaction`).
  private final class PendingTransaction {
    let transaction: Transaction

    init(_ transaction: Transaction) { self.transaction = transaction }
  }

  /// Installs `value`'s dynamic properties, then evaluates `body` with the runtime watching
  /// for state writes, and counts the evaluation.
  func evaluate<Value, Result>(_ value: inout Value, _ body: (Value) -> Result) -> Result {
    isDirty = false
    _ = install(&value)
    return run(value, body)
  }

  /// The first half of `evaluate`: installs `value`'s dynamic properties, and when an
  /// environment object the view reads is missing (`@Environment(Model.self)` with no
  /// `environment(_:)` above), reports it and returns false: the body is then not evaluated
  /// and the view shows nothing. Otherwise `run` evaluates the body. (Two steps rather than
  /// an optional result: the optional's generic type is looked up at every evaluation.)
  func installsEverything<Value>(_ value: inout Value) -> Bool {
    isDirty = false
    let missing = install(&value)
    guard missing.isEmpty else {
      tree.report(
        .stateNotInstalled,
        "\(viewPath) reads " + missing.joined(separator: ", ")
          + " but no view above placed one (SwiftUI stops the app here); the view shows "
          + "nothing", path: viewPath)
      return false
    }
    return true
  }

  /// Installs `value`'s dynamic properties; returns the environment objects found missing.
  private func install<Value>(_ value: inout Value) -> [String] {
    guard layout.hasDynamicProperties else { return [] }
    var context = PropertyInstallContext(node: self, storage: storage, environment: environment)
    // The context holds the only reference while it installs: a box stored in a slot past
    // the first then writes the slots' array in place rather than copying it.
    storage = NodeSlots(count: 0)
    layout.install(&value, context: &context)
    storage = context.storage
    return context.missingObjects
  }

  /// Evaluates `body`, counting it and tracking the observable properties it reads.
  func run<Value, Result>(_ value: Value, _ body: (Value) -> Result) -> Result {
    tree.reconciler.willEvaluateBody(of: self)
    defer { tree.reconciler.didEvaluateBody(of: self) }
    return trackingObservation { body(value) }
  }
}

/// A reference to a body node that does not keep it alive, cleared when the node is freed.
///
/// Not a weak reference: a weak reference gives the node a side table, and every retain and
/// release of a node with one takes the runtime's slow path (a mount retains a node a dozen
/// times). The node clears its link in its `deinit`; it is read on the main actor only.
///
/// A node has one link. Its first state box is it (`StateBox` is a link), when nothing asked
/// for one before: a separate link took 24 bytes and an allocation of every stateful view
/// (D69).
@usableFromInline
class NodeLink: @unchecked Sendable {
  /// The node, nil once it is freed (and for a state box that is not its node's link).
  nonisolated(unsafe) unowned(unsafe) var node: BodyNode?

  init(_ node: BodyNode?) { self.node = node }
}

/// The node of a composite view: a view whose content is its `body`. When the view is
/// `Animatable`, its body is evaluated with the presented (interpolated) animatable data,
/// again at every update while that data animates.
@MainActor
final class CompositeNode<V: View>: BodyNode {
  /// The view as last received from the parent: the model.
  @exclusivity(unchecked) private var view: V
  /// The body last evaluated, kept to pass environment changes down without re-evaluating.
  @exclusivity(unchecked) private var lastBody: V.Body?
  /// The animatable data of an `Animatable` view.
  private var animator: AnimatableDriver<V>?

  init(_ view: V, layout: TypeLayout, in context: __shared _MountContext) {
    self.view = view
    super.init(layout: layout, in: context)
    animator = animatableDriver(
      for: view, node: self, name: layout.name, invalidating: self)
    evaluateBody(environmentChanged: false, transaction: context.transaction)
  }

  /// Updates to a new value of the view: the body is evaluated again only when the value
  /// differs, the node was invalidated, or the environment it reads changed.
  func update(to newView: V, in context: _MountContext) {
    environment = context.environment
    let environmentMatters = context.environmentChanged && layout.readsEnvironment
    if isDirty || environmentMatters || !layout.isEqual(view, newView) {
      view = newView
      animator?.update(to: newView, transaction: context.transaction)
      evaluateBody(environmentChanged: context.environmentChanged, transaction: context.transaction)
    } else if context.environmentChanged, let lastBody {
      child = reconciled(lastBody, node: child, context: childContext(context))
    }
  }

  override func reevaluate() {
    evaluateBody(environmentChanged: false, transaction: takePendingTransaction())
  }

  override func willUnmount() {
    animator?.detach()
  }

  override var rendersOverTime: Bool { animator?.isAnimating == true }

  private func evaluateBody(environmentChanged: Bool, transaction: Transaction) {
    // Not `animator?.presented(view) ?? view`: an optional of the view's type is generic
    // metadata looked up at every evaluation.
    var shown: V
    if let animator { shown = animator.presented(view) } else { shown = view }
    guard installsEverything(&shown) else {
      lastBody = nil
      child?.unmount(transaction: transaction)
      child = nil
      return
    }
    let body = run(shown) { $0.body }
    child = reconciled(
      body, node: child,
      context: childContext(environmentChanged: environmentChanged, transaction: transaction))
    // Moved, not copied: a copy of a body is a walk of its fields through its type's value
    // witnesses (about 400 instructions for a modified button).
    lastBody = consume body
  }
}

/// Whether each host type met so far is `Animatable`.
@MainActor @exclusivity(unchecked) private var animatableHosts = TypeTable<Bool>()

/// A driver of `value`'s animatable data when `Host` is `Animatable` with non-empty data,
/// else nil. With `invalidating`, each animated frame invalidates the node (whose body must
/// be evaluated with the new data); otherwise the node reads the presented value when it
/// renders. `name` names the attribute in diagnostics (nil: the type's name, made only if an
/// attribute is). A function rather than a static method of the driver: the driver's generic
/// type would be looked up at every mount to call it, for the nil most hosts get.
@MainActor
func animatableDriver<Host>(
  for value: Host, node: _ViewNode, name: String?, invalidating: BodyNode? = nil
) -> AnimatableDriver<Host>? {
  // Most hosts are not animatable: the answer is kept by type, since the cast looks the
  // conformance up (about 400 instructions) at every mount.
  let known = animatableHosts[Host.self]
  guard known != false, let animatable = Host.self as? any Animatable.Type else {
    if known == nil { animatableHosts[Host.self] = false }
    return nil
  }
  if known == nil { animatableHosts[Host.self] = true }
  func open<A: Animatable>(_: A.Type) -> AnimatableDriver<Host>? {
    guard A.AnimatableData.self != EmptyAnimatableData.self else { return nil }
    return TypedAnimatableDriver<Host, A>(
      value, node: node, name: name, invalidating: invalidating)
  }
  return open(animatable)
}

/// The animatable data of an `Animatable` view or modifier, typed by the value that holds
/// it; `animatableDriver(for:node:name:invalidating:)` finds out once per node whether the
/// type is animatable.
@MainActor
class AnimatableDriver<Host> {
  /// Sets the model from a new value of the host, animating in `transaction`.
  func update(to value: Host, transaction: Transaction) {}

  /// `value` with the presented animatable data.
  func presented(_ value: Host) -> Host { value }

  /// Ends the animation for good: the node left the tree.
  func detach() {}

  /// Whether the data animates now.
  var isAnimating: Bool { false }

  /// `value` with the presented data moved `seconds` along its exact velocity; nil when the
  /// running animation does not know its derivative.
  func presented(_ value: Host, shiftedBy seconds: Double) -> Host? { value }
}

/// The driver for a host type that is `A` (the same type, seen as `Animatable`). Its
/// attribute is made at the first animated change of the data (or a non-finite value): until
/// then the value shown is the view's own, and a view that never animates holds no animation
/// state.
@MainActor
final class TypedAnimatableDriver<Host, A: Animatable>: AnimatableDriver<Host> {
  private var attribute: AnimatableAttribute<A.AnimatableData>?
  /// The data of the latest value, while there is no attribute.
  private var model: A.AnimatableData
  private let name: String?
  private unowned(unsafe) let node: _ViewNode
  private unowned(unsafe) let invalidating: BodyNode?

  init(_ value: Host, node: _ViewNode, name: String?, invalidating: BodyNode?) {
    model = sameValue(value, as: A.self).animatableData
    self.name = name
    self.node = node
    self.invalidating = invalidating
    super.init()
    if !isFiniteAnimatableData(model) {
      // The attribute reports the value and shows zero instead.
      makeAttribute()
    }
  }

  private func makeAttribute() {
    let attribute = AnimatableAttribute(name: name ?? "\(Host.self)", node: node, model: model)
    if let invalidating {
      // Each animated frame evaluates the body again with the new data, without animation.
      attribute.onPresentedChange = { [unowned invalidating] in
        invalidating.invalidate(transaction: Transaction())
      }
    }
    self.attribute = attribute
  }

  override func update(to value: Host, transaction: Transaction) {
    let data = sameValue(value, as: A.self).animatableData
    if let attribute {
      attribute.update(to: data, transaction: transaction)
      return
    }
    if animatableAttributeIsNeeded(from: model, to: data, transaction: transaction) {
      makeAttribute()
      attribute?.update(to: data, transaction: transaction)
    }
    model = data
  }

  override func detach() {
    attribute?.detach()
  }

  override var isAnimating: Bool { attribute?.isAnimating ?? false }

  override func presented(_ value: Host, shiftedBy seconds: Double) -> Host? {
    guard let attribute, attribute.isAnimating else { return presented(value) }
    guard let data = attribute.presented(shiftedBy: seconds) else { return nil }
    return withData(value, data)
  }

  override func presented(_ value: Host) -> Host {
    guard let attribute, attribute.isAnimating else { return value }
    return withData(value, attribute.presented)
  }

  private func withData(_ value: Host, _ data: A.AnimatableData) -> Host {
    var host = sameValue(value, as: A.self)
    host.animatableData = data
    return sameValue(host, as: Host.self)
  }
}
