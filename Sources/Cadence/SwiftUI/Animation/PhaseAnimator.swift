/// A container that animates its content through a sequence of phases: each phase change is
/// a transaction with the animation the closure picks for the phase animated to, and the next
/// phase begins at the exact instant the current one's animation is logically complete.
///
/// With a trigger, each change plays phases 1, 2, …, n−1 and back to phase 0; without one,
/// the phases cycle while the view is in the tree.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
  let phases: [Phase]
  let trigger: AnyEquatable?
  let content: @MainActor (Phase) -> Content
  let animation: @MainActor (Phase) -> Animation?

  /// Cycles through `phases` each time `trigger` changes.
  @preconcurrency public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping @MainActor (Phase) -> Content,
    animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnyEquatable(trigger)
    self.content = content
    self.animation = animation
  }

  /// Cycles through `phases` continuously while the view is in the tree.
  @preconcurrency public init(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping @MainActor (Phase) -> Content,
    animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    trigger = nil
    self.content = content
    self.animation = animation
  }
}

extension PhaseAnimator: View {
  /// The animator as Cadence runs it (the runtime mounts the animator itself).
  public var body: some View { _PrimitiveBody(primitive: self) }

  public static func _makeOrUpdateNode(
    _ view: PhaseAnimator, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    if let node {
      let animator = downcast(node, to: PhaseAnimatorNode<Phase, Content>.self)
      animator.update(to: view, in: context)
      return animator
    }
    return PhaseAnimatorNode(view, in: context)
  }
}

extension View {
  /// Cycles this view's content through `phases` each time `trigger` changes.
  @preconcurrency public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let phases = Array(phases)
    return _PlaceholderHost(content: self) { placeholder in
      PhaseAnimator(
        phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
  }

  /// Cycles this view's content through `phases` continuously.
  @preconcurrency public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let phases = Array(phases)
    return _PlaceholderHost(content: self) { placeholder in
      PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
  }
}

/// The node of a phase animator: the current phase and the transition in flight.
@MainActor
final class PhaseAnimatorNode<Phase: Equatable, Content: View>: BodyNode {
  private var view: PhaseAnimator<Phase, Content>
  private var index = 0
  /// Whether a trigger's run through the phases is under way.
  private var running = false
  /// Identifies the transition in flight, so that a stale completion is ignored.
  private var generation = 0
  /// Consecutive transitions that animated nothing, to stop a loop that would spin.
  private var idleTransitions = 0
  /// When each phase was last entered: a phase is entered at most once per frame interval,
  /// so animations that take no time (or a nanosecond) cannot spin the loop.
  private var lastEntered: [Int: VirtualTime] = [:]
  /// When the phase held back may be entered, while one is.
  private var readyAt: VirtualTime?
  private var reportedInstantPhases = false

  init(_ view: PhaseAnimator<Phase, Content>, in context: __shared _MountContext) {
    self.view = view
    super.init(layout: TypeLayout.of(PhaseAnimator<Phase, Content>.self), in: context)
    if view.phases.isEmpty {
      tree.report(
        .phaseAnimator,
        "phaseAnimator has no phases: there is nothing to show or animate; pass at least two",
        path: viewPath)
    }
    evaluateBody(transaction: context.transaction)
    if view.trigger == nil, view.phases.count > 1 {
      running = true
      tree.enqueueAction { [weak self] in self?.advance() }
    }
  }

  override var viewName: String? { "PhaseAnimator" }

  func update(to newView: PhaseAnimator<Phase, Content>, in context: _MountContext) {
    environment = context.environment
    let triggered =
      newView.trigger.map { new in view.trigger.map { !new.isEqual(to: $0) } ?? true } ?? false
    view = newView
    evaluateBody(transaction: context.transaction)
    if triggered, view.phases.count > 1 {
      // A trigger always plays the whole sequence again, from phase 1, animating from what
      // is on screen; a transition in flight is abandoned.
      running = true
      index = 0
      tree.enqueueAction { [weak self] in self?.advance() }
    }
  }

  override func reevaluate() {
    evaluateBody(transaction: takePendingTransaction())
  }

  /// Moves to the next phase in a transaction with that phase's animation; its logical
  /// completion moves on again.
  private func advance() {
    guard isMounted, running, view.phases.count > 1 else { return }
    let next = (index + 1) % view.phases.count
    if let last = lastEntered[next] {
      if tree.now - last < tree.frameInterval {
        holdBack(phase: next, until: last + tree.frameInterval)
        return
      }
      if let resume = fastForward(cycle: tree.now - last) {
        tree.emit(
          .phaseChanged,
          "loop fast-forwarded to \(resume.seconds)s: nothing is observed before "
            + "\(tree.observationHorizon?.seconds ?? 0)s",
          path: viewPath)
        readyAt = resume
        tree.perform(at: resume, reason: "phaseAnimator of \(viewPath)") { [weak self] in
          self?.resumeHeldPhase()
        }
        return
      }
    }
    lastEntered[next] = tree.now
    index = next
    generation += 1
    let expected = generation
    let phase = view.phases[next]
    var transaction = Transaction(animation: view.animation(phase))
    tree.emit(
      .phaseChanged,
      "phase \(next): \(phase), animation \(transaction.animation.map { "\($0)" } ?? "none")",
      path: viewPath)
    let listener = AnimationListener(criteria: .logicallyComplete) {}
    transaction.listeners.append(
      AnimationListener(criteria: .logicallyComplete) { [weak self] in
        self?.phaseDidComplete(expected, startedAnimations: listener.startedAnimations)
      })
    transaction.listeners.append(listener)
    for listener in transaction.listeners { tree.animations.registerUncommitted(listener) }
    invalidate(transaction: transaction)
  }

  /// Holds phase `next` back until `instant`, a frame after it was last entered: the
  /// phases' animations take (next to) no time. Reported once.
  private func holdBack(phase next: Int, until instant: VirtualTime) {
    if !reportedInstantPhases {
      reportedInstantPhases = true
      tree.report(
        .phaseAnimator,
        "phaseAnimator came back to phase \(next) (\(view.phases[next])) within a frame of "
          + "entering it: its animations take (next to) no time (a zero or tiny duration, a "
          + "zero speed, a spring with response 0); each phase is now entered at most once a "
          + "frame",
        path: viewPath)
    }
    guard readyAt == nil else { return }
    readyAt = instant
    tree.perform(at: instant, reason: "phaseAnimator of \(viewPath)") { [weak self] in
      self?.resumeHeldPhase()
    }
  }

  private func resumeHeldPhase() {
    guard readyAt != nil else { return }
    readyAt = nil
    advance()
  }

  /// When a looping animator whose last cycle took `cycle` may resume, having skipped whole
  /// cycles that nobody observes (a host jumping far ahead): the phase comes back at the
  /// last whole cycle before the horizon, so that what is observed there is a loop in
  /// progress. Nil when the loop should go on now.
  private func fastForward(cycle: VirtualTime) -> VirtualTime? {
    guard view.trigger == nil, let horizon = tree.observationHorizon,
      cycle.nanoseconds > 0
    else { return nil }
    let ahead = (horizon - tree.now).nanoseconds / cycle.nanoseconds
    guard ahead >= Self.cyclesWorthSkipping else { return nil }
    let (skipped, overflow) = (ahead - 1).multipliedReportingOverflow(by: cycle.nanoseconds)
    return overflow ? nil : tree.now + VirtualTime(nanoseconds: skipped)
  }

  /// Whole unobserved cycles ahead from which a loop skips instead of playing them.
  private static var cyclesWorthSkipping: Int64 { 4 }

  private func phaseDidComplete(_ expected: Int, startedAnimations: Int) {
    guard expected == generation, isMounted else { return }
    idleTransitions = startedAnimations == 0 ? idleTransitions + 1 : 0
    if view.trigger != nil, index == 0 {
      running = false
      return
    }
    if view.trigger == nil, idleTransitions >= view.phases.count {
      running = false
      tree.report(
        .phaseAnimator,
        "phaseAnimator went through all \(view.phases.count) phases without animating "
          + "anything; it stops instead of spinning (do the phases change an animatable value, "
          + "and does the animation closure return an animation?)",
        path: viewPath)
      return
    }
    advance()
  }

  private func evaluateBody(transaction: Transaction) {
    guard !view.phases.isEmpty else {
      child?.unmount(transaction: transaction)
      child = nil
      return
    }
    let phase = view.phases[min(index, view.phases.count - 1)]
    let body = evaluate(&view) { $0.content(phase) }
    child = reconciled(
      body, node: child, context: childContext(environmentChanged: false, transaction: transaction))
  }
}
