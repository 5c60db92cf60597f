/// The animation state of one attribute, as SwiftUI keeps it: the presented value is
/// `model − interval + offset`, where `interval` is the distance the animation travels (from
/// the value on screen when it began to the model) and `offset` the animation's output at the
/// elapsed time. A new animated change either merges into the running animation (when the
/// new animation's `shouldMerge` says so: fluid springs) or is combined with it
/// (`CombinedAnimation`), and the interval grows by the change. Ends and logical completions
/// fall at exact instants when the animation knows its timeline; the track asks the runtime
/// for updates then.
@MainActor
final class AnimationTrackCore<Value: VectorArithmetic>: AnimationTicking {
  /// What the attribute is, for diagnostics: `offset`, `AnimatableShake`, ….
  let name: String
  /// Called after the presented value changed during an update.
  var onPresentedChange: (() -> Void)?
  /// Not retained, and never touched once detached: the node detaches its attributes when
  /// it leaves the tree.
  private unowned(unsafe) let node: _ViewNode
  private unowned(unsafe) let tree: UpdateContext
  private var isDetached = false

  /// The mutable state, kept behind a pointer allocated once per track: a frame tick reads
  /// and writes it without the per-access exclusivity checks of class properties.
  private struct State {
    var model: Value
    var presented: Value
    var animation: Animation?
    var context = AnimationContext<Value>()
    var interval: Value = .zero
    var begin: VirtualTime = .zero
    var finishAt: VirtualTime?
    var listeners: [(listener: AnimationListener, logicalAt: VirtualTime?)] = []
    var isTicking = false
    /// The index of the slot that ticks the track in the runtime's `VectorTrackStore`, or
    /// −1; while it has one, the slot holds the presented value and the simulation.
    var slotIndex = -1
  }

  private let state: UnsafeMutablePointer<State>

  /// The value the view describes.
  private(set) var model: Value {
    get { state.pointee.model }
    set { state.pointee.model = newValue }
  }
  /// The value shown now.
  private(set) var presented: Value {
    get {
      let index = state.pointee.slotIndex
      guard index < 0 else {
        return sameValue(tree.animations.vectorStore.presented(at: index), as: Value.self)
      }
      return state.pointee.presented
    }
    set { state.pointee.presented = newValue }
  }
  private var animation: Animation? {
    get { state.pointee.animation }
    set { state.pointee.animation = newValue }
  }
  private var interval: Value {
    get { state.pointee.interval }
    set { state.pointee.interval = newValue }
  }
  private var begin: VirtualTime {
    get { state.pointee.begin }
    set { state.pointee.begin = newValue }
  }
  private var finishAt: VirtualTime? {
    get { state.pointee.finishAt }
    set { state.pointee.finishAt = newValue }
  }
  private var isTicking: Bool {
    get { state.pointee.isTicking }
    set { state.pointee.isTicking = newValue }
  }
  private var listeners: [(listener: AnimationListener, logicalAt: VirtualTime?)] {
    get { state.pointee.listeners }
    set { state.pointee.listeners = newValue }
  }
  private var context: AnimationContext<Value> {
    get { state.pointee.context }
    set { state.pointee.context = newValue }
  }

  init(name: String, node: _ViewNode, model: Value) {
    self.name = name
    self.node = node
    tree = node.tree
    state = .allocate(capacity: 1)
    state.initialize(to: State(model: model, presented: model))
    tree.statistics.animationTracksMade += 1
    if !Self.isFinite(model) {
      self.model = .zero
      presented = .zero
      reportNonFinite()
    }
  }

  /// Sets a new model value in `transaction`, animating when it has an animation.
  func update(to newModel: Value, transaction: Transaction) {
    guard !isDetached else { return }
    // The same value again (a parent's body ran again) changes nothing; a store slot stays.
    if Self.isFinite(newModel), !((newModel - model).magnitudeSquared > 0) { return }
    leaveStore(keepsTicking: false)
    update(to: newModel, transaction: transaction, environment: node.environment)
    if animation != nil, !isTicking {
      isTicking = true
      tree.animations.startTrack(self)
    }
  }

  /// Ends the animation for good: the node left the tree.
  func detach() {
    guard !isDetached else { return }
    leaveStore(keepsTicking: true)
    isDetached = true
    finish()
  }

  /// Takes the presented value and the simulation back from the runtime's store, when a slot
  /// there ticks the track; it stays ticking (as a track) when `keepsTicking`.
  func leaveStore(keepsTicking: Bool) {
    let index = state.pointee.slotIndex
    guard index >= 0 else { return }
    let handback = tree.animations.vectorStore.remove(at: index)
    state.pointee.slotIndex = -1
    state.pointee.presented = sameValue(handback.presented, as: Value.self)
    if let fluid = handback.fluid {
      state.pointee.context.state.fluidSpring = sameValue(
        fluid, as: FluidSpringAnimation.State<Value>.self)
    }
    if handback.isLogicallyComplete { state.pointee.context.isLogicallyComplete = true }
    if !keepsTicking { isTicking = false }
  }

  /// The index of the track's slot in the store, or −1.
  var slotIndex: Int { state.pointee.slotIndex }

  /// The store moved the track's slot to `index`.
  func slotDidMove(to index: Int) {
    state.pointee.slotIndex = index
  }

  @_specialize(where Value == AnimationVector)
  func tick(at now: VirtualTime) -> Bool {
    guard !isDetached else { return false }
    refresh(at: now)
    onPresentedChange?()
    return tickDidEnd()
  }

  isolated deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Whether an animation is running.
  var isAnimating: Bool { animation != nil }

  /// The node the attribute belongs to.
  var animatedNode: _ViewNode? { isDetached ? nil : node }

  var activityDescription: String {
    let path = isDetached ? "" : node.viewPath
    return "\(name) of \(path.isEmpty ? "the root" : path): "
      + (animation.map { "\($0)" } ?? "settling")
  }

  /// The exact rate of change of the presented value now: zero at rest, nil when the running
  /// animation does not know its derivative.
  var presentedVelocity: Value? {
    guard let running = animation else { return .zero }
    let elapsed = (tree.now - begin).seconds
    let index = state.pointee.slotIndex
    guard index >= 0, let fluid = tree.animations.vectorStore.fluidSimulation(at: index) else {
      return running.derivative(
        value: state.pointee.interval, time: elapsed, context: state.pointee.context)
    }
    // The simulation lives in the store's slot.
    var context = state.pointee.context
    context.state.fluidSpring = sameValue(fluid, as: FluidSpringAnimation.State<Value>.self)
    return running.derivative(value: state.pointee.interval, time: elapsed, context: context)
  }

  /// The presented value moved `seconds` along its exact velocity (the value itself at rest);
  /// nil when the running animation does not know its derivative.
  func presented(shiftedBy seconds: Double) -> Value? {
    guard animation != nil else { return presented }
    guard let velocity = presentedVelocity else { return nil }
    return presented + velocity.scaled(by: seconds)
  }

  /// Sets a new model value, animating in `transaction`.
  private func update(
    to newModel: Value, transaction: Transaction, environment: EnvironmentValues
  ) {
    guard Self.isFinite(newModel) else {
      reportNonFinite()
      return
    }
    let delta = newModel - model
    guard delta.magnitudeSquared > 0 else { return }
    model = newModel
    let now = tree.now
    guard let newAnimation = transaction.animation else {
      // Without an animation the model jumps; a running animation keeps its interval and
      // continues around the new model.
      refresh(at: now)
      return
    }
    tree.animations.validate(newAnimation, for: name, node: node)
    tree.emit(.animationStarted, "\(name): \(newAnimation)", path: node.viewPath)
    if let current = animation {
      let elapsed = (now - begin).seconds
      var merged = context
      if newAnimation.shouldMerge(
        previous: current, value: interval, time: elapsed, context: &merged)
      {
        animation = newAnimation
        context = merged
        interval += delta
      } else {
        let target = interval + delta
        CombinedAnimation.combine(
          into: &state.pointee.context, previous: current, previousTarget: interval,
          next: newAnimation,
          at: elapsed, target: target)
        animation = Animation(CombinedAnimation())
        interval = target
      }
    } else {
      animation = newAnimation
      context = AnimationContext(environment: environment)
      interval = delta
      begin = now
    }
    let started = context
    finishAt = animation?.finishDuration(value: interval, context: started).map {
      begin + VirtualTime(seconds: $0)
    }
    if let finishAt { tree.requestTick(at: finishAt) }
    let logicalAt = animation?.logicalDuration(value: interval, context: started).map {
      begin + VirtualTime(seconds: $0)
    }
    if let logicalAt { tree.requestTick(at: logicalAt) }
    for listener in transaction.listeners {
      listener.animationDidStart()
      listeners.append((listener, listener.criteria == .logicallyComplete ? logicalAt : nil))
      tree.animations.registerUncommitted(listener)
    }
    refresh(at: now)
  }

  /// After a tick: whether the track keeps ticking.
  private func tickDidEnd() -> Bool {
    if animation == nil { isTicking = false }
    return isTicking
  }

  /// Recomputes the presented value at `now`, ending the animation when it is over.
  @_specialize(where Value == AnimationVector)
  private func refresh(at now: VirtualTime) {
    guard let running = animation else {
      presented = model
      return
    }
    if let finishAt, now >= finishAt {
      finish()
      return
    }
    let elapsed = (now - begin).seconds
    guard
      let offset = running.animate(
        value: state.pointee.interval, time: elapsed, context: &state.pointee.context)
    else {
      finish()
      return
    }
    let value = model - interval + offset
    guard Self.isFinite(value) else {
      tree.report(
        .nonFiniteValue,
        "\(running) produced a non-finite value for \(name); the animation ends and the "
          + "attribute shows its target", path: node.viewPath)
      finish()
      return
    }
    presented = value
    if !listeners.isEmpty { completeLogically(at: now) }
  }

  private func completeLogically(at now: VirtualTime) {
    let logicallyComplete = context.isLogicallyComplete
    state.pointee.listeners.removeAll { entry in
      guard entry.listener.criteria == .logicallyComplete else { return false }
      let due = entry.logicalAt.map { now >= $0 } ?? logicallyComplete
      if due { entry.listener.animationDidComplete(in: tree) }
      return due
    }
  }

  /// Ends the animation: the model is shown and every waiting completion is released.
  private func finish() {
    if animation != nil {
      tree.emit(.animationEnded, name, path: node.viewPath)
      if !isDetached { node.setNeedsRender() }
    }
    animation = nil
    finishAt = nil
    interval = .zero
    presented = model
    context = AnimationContext()
    let ended = listeners
    listeners.removeAll()
    for entry in ended { entry.listener.animationDidComplete(in: tree) }
  }

  private func reportNonFinite() {
    tree.report(
      .nonFiniteValue,
      "\(name) was given a non-finite value; it keeps its previous value instead",
      path: node.viewPath)
  }

  /// Whether every component of `value` is finite (`isFiniteAnimatableData`).
  static func isFinite(_ value: Value) -> Bool { isFiniteAnimatableData(value) }
}

/// Whether every component of `value` is finite. The squared magnitude overflows for finite
/// components above ~1.3e154, so those are checked again scaled down by 2⁻⁶⁰⁰ (NaN and ∞
/// stay what they are; finite values then square finitely). A free function: a static one
/// of a generic class makes the class's metadata, a runtime lookup, at each call (every
/// mount of an animatable view asks).
func isFiniteAnimatableData<Value: VectorArithmetic>(_ value: Value) -> Bool {
  value.magnitudeSquared.isFinite || value.scaled(by: 0x1p-600).magnitudeSquared.isFinite
}

extension AnimationTrackCore where Value == AnimationVector {
  /// A slot of the runtime's `VectorTrackStore` that ticks this track, when its animation is
  /// one the store runs and no completion waits on it.
  func makeSlot() -> (slot: VectorTrackStore.Start, fluid: VectorTrackStore.FluidSimulation)? {
    guard let animation = state.pointee.animation, state.pointee.listeners.isEmpty else {
      return nil
    }
    let fluid = state.pointee.context.state.fluidSpring
    guard let runs = animation.base as? KernelAnimation, let kernel = runs.kernel(fluid: fluid)
    else { return nil }
    let base = model - state.pointee.interval
    let slot = VectorTrackStore.Start(
      owner: self, kernel: kernel, base: base,
      interval: state.pointee.interval, begin: state.pointee.begin,
      finishAt: state.pointee.finishAt ?? VirtualTime(nanoseconds: .max),
      notifies: onPresentedChange != nil,
      checksFinite: !kernel.hasBoundedFraction
        || !AnimationVector.staysFinite(base: base, interval: state.pointee.interval),
      presented: presented,
      isLogicallyComplete: state.pointee.context.isLogicallyComplete)
    return (slot, fluid)
  }
}
