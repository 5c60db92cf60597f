/// The coordinator of one retained view tree: mounts the root view, and runs each update's
/// phases in order (animations → bodies → layout → completions → actions, until nothing is
/// left; rendering when a snapshot is asked). Each phase owns its state (`Reconciler`,
/// `AnimationPhase`, `LayoutPhase`, `RenderPhase`), reached by the nodes through their
/// `UpdateContext`; the tree never names the runtime.
///
/// Time is injected: the runtime never reads a clock. Whoever drives it (a frame clock, a
/// test host) calls `update(at:)` with the instant, in nanoseconds since mount.
@MainActor
package final class ViewRuntime {
  /// What the tree's nodes see: the instant, counters, diagnostics and the phases.
  package let context: UpdateContext
  private let makeRoot: (_ViewNode?, _MountContext) -> _ViewNode
  private var rootEnvironment: EnvironmentValues

  /// Creates a runtime for `root`; nothing is mounted until `mount()`.
  package init<Root: View>(
    root: Root, environment: EnvironmentValues = EnvironmentValues(), startDate: Date
  ) {
    context = UpdateContext(startDate: startDate)
    rootEnvironment = environment
    // The views below know their tree: an action they read and run later, in a task, acts
    // on it (`openImmersiveSpace`, `openDocument`).
    rootEnvironment.treeNumber = context.number
    makeRoot = { node, context in Root._makeOrUpdateNode(root, node: node, in: context) }
  }

  // MARK: What the host reads and sets

  /// The most recent update's instant, in nanoseconds since mount.
  package var now: VirtualTime { context.now }
  /// The wall-clock date at mount; views that read dates see `startDate + now`.
  package var startDate: Date { context.startDate }
  /// Every runtime warning so far, oldest first.
  package var diagnostics: [Diagnostic] { context.diagnostics }
  /// Work counters.
  package var statistics: RuntimeStatistics { context.statistics }
  /// Called with each event as it happens (animations, phases, keyframes, diagnostics,
  /// and interactions the host reports).
  package var eventHandler: ((RuntimeEvent) -> Void)? {
    get { context.eventHandler }
    set { context.eventHandler = newValue }
  }
  /// Asks whoever drives the runtime for an update at an exact instant (something falls due
  /// then); set by the host to its frame clock's `scheduleTick(at:)`.
  package var requestTick: ((VirtualTime) -> Void)? {
    get { context.tickHandler }
    set { context.tickHandler = newValue }
  }
  /// The length of a frame of the clock that drives the runtime.
  package var frameInterval: VirtualTime {
    get { context.frameInterval }
    set { context.frameInterval = newValue }
  }
  /// The instant up to which the driver is moving time without anyone looking in between.
  package var observationHorizon: VirtualTime? {
    get { context.observationHorizon }
    set { context.observationHorizon = newValue }
  }
  /// The size of the screen: the root is proposed this size and centred in it.
  package var screenSize: CGSize {
    get { context.layout.screenSize }
    set { context.layout.screenSize = newValue }
  }

  /// The screen's safe area insets: the root is laid out in what they leave.
  package var safeAreaInsets: EdgeInsets {
    get { context.layout.safeAreaInsets }
    set { context.layout.safeAreaInsets = newValue }
  }

  /// The size the root views ask for when proposed `proposal` (several stack vertically, as
  /// on the screen); a preview that fits its content is given this size for `.unspecified`.
  package func rootSize(for proposal: ProposedViewSize) -> CGSize {
    context.layout.rootSize(for: proposal)
  }

  /// Sends an event to the handler, if there is one; `message` is only built then.
  package func emit(_ kind: RuntimeEvent.Kind, _ message: @autoclosure () -> String, path: String) {
    context.emit(kind, message(), path: path)
  }

  /// Records a runtime warning (see `UpdateContext.report`).
  package func report(_ kind: Diagnostic.Kind, _ message: String, path: String) {
    context.report(kind, message, path: path)
  }

  /// Whether nothing would change at a frame now: nothing animates or ticks, no body waits
  /// to be evaluated and no action to run. A clock skips such frames.
  package var isIdle: Bool { context.animations.runningCount == 0 && context.reconciler.isQuiet }

  /// Whether nothing runs and nothing waits: idle, and no action due later.
  package var isSettled: Bool { isIdle && context.reconciler.timedActions.isEmpty }

  /// The number of animations running now.
  package var runningAnimationCount: Int { context.animations.runningCount }
  /// The distinct timings (an animation from an instant) of the animations the frame-tick
  /// store runs: the fractions one tick computes.
  package var tickedTimingCount: Int { context.animations.vectorStore.timingCount }

  /// The number of tasks started by `.task` modifiers that have not finished.
  package var runningTaskCount: Int { context.reconciler.runningTaskCount }

  /// What runs or waits now, one line each: the animations (attribute, view, animation), the
  /// animators and timelines that tick, and who waits for a later instant.
  package func activities() -> [String] {
    context.animations.activities() + context.reconciler.activities()
  }

  // MARK: Mounting and updates

  /// Mounts the root view at t = 0 and runs the first update.
  package func mount() {
    guard context.root == nil else { return }
    rebuildRoot(environmentChanged: false)
  }

  /// Changes the environment the root view receives and updates the tree with it, as a
  /// system setting changing does (reduce motion, the time zone).
  package func updateEnvironment(_ transform: (inout EnvironmentValues) -> Void) {
    transform(&rootEnvironment)
    guard context.root != nil else { return }
    rebuildRoot(environmentChanged: true)
  }

  private func rebuildRoot(environmentChanged: Bool) {
    UpdateContext.current = context
    let mountContext = _MountContext(
      tree: context, parent: nil, environment: rootEnvironment,
      environmentChanged: environmentChanged, transaction: Transaction())
    let before = context.statistics.bodyEvaluations
    let mounting = context.root == nil
    context.root = makeRoot(context.root, mountContext)
    // A root has no parent to ask for a layout when it mounts: a root without children (a
    // text, a field) asks itself.
    if mounting { context.root?.invalidateLayout(transaction: nil) }
    settle(firstEvaluations: context.statistics.bodyEvaluations - before)
  }

  /// Runs one update at `time`: moves the animations there, queues the actions due, then
  /// re-evaluates invalidated bodies, lays out and runs queued actions until nothing is left.
  package func update(at time: VirtualTime) {
    guard time >= context.now else {
      context.report(
        .timeWentBackwards,
        "an update at \(time) was asked for after one at \(context.now); time stays at "
          + "\(context.now)",
        path: "")
      return
    }
    context.now = time
    UpdateContext.current = context
    let before = context.statistics.bodyEvaluations
    context.animations.advance(to: time)
    context.reconciler.enqueueActions(dueAt: time)
    settle(firstEvaluations: context.statistics.bodyEvaluations - before)
  }

  /// Runs `event` (a tap, a typed character) at the current instant, then the update that
  /// commits its state changes.
  package func send(_ event: () throws -> Void) rethrows {
    UpdateContext.current = context
    let before = context.statistics.bodyEvaluations
    try event()
    settle(firstEvaluations: context.statistics.bodyEvaluations - before)
  }

  /// Lets the tasks run: yields the main actor until every task has finished and every change
  /// made on another thread has hopped to it (Observation's `willSet` runs on the writer's
  /// thread), or a round of yields changed nothing (they wait for something else), at most
  /// `limit` yields; then applies the state changes they made, as an update at the current
  /// instant.
  package func idle(limit: Int = 10_000) async {
    var yields = 0
    var quiet = 0
    let reconciler = context.reconciler
    while reconciler.runningTaskCount > 0 || MainQueueMarker.pendingHopCount > 0,
      yields < limit, quiet < 100
    {
      let statistics = context.statistics
      let before = (
        statistics.stateChanges, statistics.observedChanges, reconciler.finishedTaskCount
      )
      await Task.yield()
      yields += 1
      let now = context.statistics
      let after = (now.stateChanges, now.observedChanges, reconciler.finishedTaskCount)
      quiet = before == after ? quiet + 1 : 0
    }
    send {}
  }

  /// The update loop: bodies → layout → preferences → completions → actions, pass after pass, until
  /// nothing is left (at most `Reconciler.maximumPassesPerUpdate` passes).
  private func settle(firstEvaluations: Int) {
    let reconciler = context.reconciler
    let animations = context.animations
    let layout = context.layout
    let before = context.statistics.bodyEvaluations - firstEvaluations
    reconciler.beginUpdate()
    var passes = 0
    var settled = true
    while !reconciler.isQuiet || animations.hasUncommittedListeners || layout.isNeeded {
      passes += 1
      if passes > Reconciler.maximumPassesPerUpdate {
        reconciler.reportDidNotSettle()
        settled = false
        break
      }
      reconciler.reevaluateDirtyNodes()
      let laysOut = layout.isNeeded
      layout.layoutIfNeeded()
      context.preferences.readIfNeeded(layoutRan: laysOut)
      animations.commitListeners()
      reconciler.runPendingActions()
    }
    context.statistics.updates += 1
    context.statistics.bodyEvaluationsInLastUpdate = context.statistics.bodyEvaluations - before
    if internalChecksEnabled {
      reconciler.checkInvariants(settled: settled)
      if settled {
        layout.checkInvariants()
        animations.checkInvariants()
      }
    }
  }

  // MARK: Rendering and interactions

  /// The rendered tree now: what changed since the last snapshot is rendered again, and the
  /// rest shared with it.
  package func snapshot() -> Snapshot {
    let snapshot = context.render.snapshot()
    if internalChecksEnabled { context.render.checkInvariants() }
    return snapshot
  }

  /// The rendered tree now, rendered from scratch: what an incremental snapshot must equal.
  package func snapshotFromScratch() -> Snapshot { context.render.snapshotFromScratch() }

  /// The exact rate of change, per second, of each numeric attribute of each rendered node.
  package func velocities() -> MeasuredVelocities { context.render.velocities() }

  /// The rendered nodes that take `kinds` of interaction now, in tree order.
  package func interactions(_ kinds: InteractionKinds) -> [Interaction] {
    context.render.interactions(kinds)
  }

  /// The rendered nodes that take `kinds` of interaction now and whose label is `query`.
  package func interactions(_ kinds: InteractionKinds, matching query: String) -> [Interaction] {
    context.render.interactions(kinds, matching: query)
  }
}

/// Runs `root` on a Dispatch frame clock at `framesPerSecond` until the process ends: what
/// an `@main` app does headless.
@MainActor
package func runLive<Root: View>(_ root: Root, framesPerSecond: Double) -> Never {
  let clock = DispatchFrameClock(framesPerSecond: framesPerSecond)
  let runtime = ViewRuntime(root: root, startDate: DispatchFrameClock.wallClockDate())
  runtime.requestTick = { clock.scheduleTick(at: $0) }
  runtime.frameInterval = VirtualTime(seconds: 1 / framesPerSecond)
  runtime.mount()
  clock.start { runtime.update(at: $0) }
  dispatchMain()
}
