/// The retained view tree and its update loop: mounts a root view, records invalidations,
/// re-evaluates only the invalidated bodies at each update, runs the actions that updates
/// queue, and renders snapshots.
///
/// Time is injected: the runtime never reads a clock. Whoever drives it (a frame clock, a
/// test host) calls `update(at:)` with the instant, in nanoseconds since mount.
@MainActor
package final class ViewRuntime {
  /// The most recent update's instant, in nanoseconds since mount.
  package private(set) var now: VirtualTime = .zero
  /// The wall-clock date at mount; views that read dates see `startDate + now`.
  package let startDate: Date
  /// The host's date now: `startDate` plus the virtual time elapsed.
  var currentDate: Date { startDate.addingTimeInterval(now.seconds) }
  /// Every runtime warning so far, oldest first.
  package private(set) var diagnostics: [Diagnostic] = []
  /// Work counters.
  @exclusivity(unchecked) package var statistics = RuntimeStatistics()
  /// Called with each event as it happens (animations, phases, keyframes, diagnostics,
  /// and interactions the host reports).
  package var eventHandler: ((RuntimeEvent) -> Void)?

  /// Sends an event to the handler, if there is one; `message` is only built then.
  package func emit(_ kind: RuntimeEvent.Kind, _ message: @autoclosure () -> String, path: String) {
    guard let eventHandler else { return }
    eventHandler(RuntimeEvent(kind: kind, message: message(), path: path, time: now.seconds))
  }

  /// Asks whoever drives the runtime for an update at an exact instant (something falls due
  /// then); set by the host to its frame clock's `scheduleTick(at:)`.
  package var requestTick: ((VirtualTime) -> Void)?

  /// The length of a frame of the clock that drives the runtime (one nanosecond when not
  /// told): work that may happen at most once a frame waits this long.
  package var frameInterval = VirtualTime(nanoseconds: 1)

  /// The instant up to which the driver is moving time without anyone looking in between
  /// (a host's `advance(to:)` target), if known: a looping animator may skip whole cycles
  /// that nobody observes. Nil while every frame is observed.
  package var observationHorizon: VirtualTime?

  /// Actions due at exact instants (a phase held back), soonest first.
  private var timedActions:
    [(instant: VirtualTime, reason: String, action: @MainActor () -> Void)] = []

  /// Runs `action` at the first update at or after `instant`, which is asked of the driver;
  /// waiting counts as idle, so the frames before it can be skipped. `reason` says who waits,
  /// for a host that waits for everything to end.
  func perform(
    at instant: VirtualTime, reason: String, _ action: @escaping @MainActor () -> Void
  ) {
    let index = timedActions.firstIndex { $0.instant > instant } ?? timedActions.endIndex
    timedActions.insert((instant, reason, action), at: index)
    requestTick(at: instant)
  }

  /// Whether nothing runs and nothing waits: no animation, no ticking animator or timeline,
  /// no body to evaluate, no action queued or due later.
  package var isSettled: Bool { isIdle && timedActions.isEmpty }

  /// What runs or waits now, one line each: the animations (attribute, view, animation), the
  /// animators and timelines that tick, and who waits for a later instant.
  package func activities() -> [String] {
    var lines: [String] = []
    for track in vectorTracks { lines.append(track.activityDescription) }
    for ticker in ticking { lines.append(ticker.activityDescription) }
    vectorStore.forEachOwner { lines.append($0.activityDescription) }
    for action in timedActions {
      lines.append("\(action.reason), waiting for \(action.instant.seconds) s")
    }
    if !dirtyNodes.isEmpty { lines.append("\(dirtyNodes.count) bodies waiting to be evaluated") }
    if !pendingActions.isEmpty { lines.append("\(pendingActions.count) actions queued") }
    return lines
  }

  /// The maximum number of re-evaluation passes in one update before it is cut short.
  static let maximumPassesPerUpdate = 100

  private var root: _ViewNode?
  private var dirtyNodes: [BodyNode] = []
  private var ticking: [AnimationTicking] = []
  private var vectorTracks: [AnimationTrackCore<AnimationVector>] = []
  /// The attributes whose plain built-in animations tick in one contiguous buffer.
  let vectorStore = VectorTrackStore()
  private var uncommittedListeners: [AnimationListener] = []
  /// Views of matched geometry groups that left in the current update, by group.
  @exclusivity(unchecked) var matchedDepartures: [MatchedGeometryKey: MatchedDeparture] = [:]
  /// For views of matched geometry groups inserted as another left, by their rendered node:
  /// the leaving view's frame, where their first frame starts, and the properties matched.
  @exclusivity(unchecked) var matchedStarts:
    [ObjectIdentifier: (CGRect, MatchedGeometryProperties)] = [:]
  /// Leaving views of matched geometry groups, by the rendered node whose frame they take.
  @exclusivity(unchecked) var matchedFollowers: [ObjectIdentifier: _ViewNode] = [:]
  private var reportedAnimations: Set<String> = []
  private var pendingActions: [@MainActor () -> Void] = []
  private var evaluatingNodes: [BodyNode] = []
  private var warnedBodyWrites: Set<ObjectIdentifier> = []
  private let makeRoot: (_ViewNode?, _MountContext) -> _ViewNode

  // MARK: Layout state (the pass is in Runtime/ViewRuntime+Layout.swift)

  /// The size of the screen: the root is proposed this size and centred in it.
  package var screenSize = CGSize(width: 390, height: 844) {
    didSet {
      guard screenSize != oldValue else { return }
      root?.invalidateLayout(transaction: nil)
      layoutIsNeeded = true
    }
  }
  /// Set when a change may have moved or resized a view; the next pass of the update lays
  /// out what changed.
  @exclusivity(unchecked) var layoutIsNeeded = false
  /// The number of the next layout pass.
  @exclusivity(unchecked) var layoutPass: UInt64 = 1
  /// While a node rebuilds its content during layout (`GeometryReader`), invalidations from
  /// that content stop at it.
  @exclusivity(unchecked) var layoutBarrier: _ViewNode?
  /// The stack orientation of the layout whose subviews are being sized (`Spacer` reads it).
  @exclusivity(unchecked) var stackAxis: Axis?
  /// The root node, for the layout pass.
  var rootNode: _ViewNode? { root }

  /// Creates a runtime for `root`; nothing is mounted until `mount()`.
  package init<Root: View>(
    root: Root, environment: EnvironmentValues = EnvironmentValues(), startDate: Date
  ) {
    self.startDate = startDate
    self.rootEnvironment = environment
    makeRoot = { node, context in Root._makeOrUpdateNode(root, node: node, in: context) }
  }

  private var rootEnvironment: EnvironmentValues

  /// Changes the environment the root view receives and updates the tree with it, as a
  /// system setting changing does (reduce motion, the time zone).
  package func updateEnvironment(_ transform: (inout EnvironmentValues) -> Void) {
    transform(&rootEnvironment)
    guard let root else { return }
    Self.current = self
    let context = _MountContext(
      runtime: self, parent: nil, environment: rootEnvironment, environmentChanged: true,
      transaction: Transaction())
    let before = statistics.bodyEvaluations
    self.root = makeRoot(root, context)
    settle(firstEvaluations: statistics.bodyEvaluations - before)
  }

  /// Mounts the root view at t = 0 and runs the first update.
  package func mount() {
    guard root == nil else { return }
    Self.current = self
    let context = _MountContext(
      runtime: self, parent: nil, environment: rootEnvironment, environmentChanged: false,
      transaction: Transaction())
    let before = statistics.bodyEvaluations
    root = makeRoot(nil, context)
    settle(firstEvaluations: statistics.bodyEvaluations - before)
  }

  /// The runtime whose tree is being mounted, updated or sent an event, so that a state
  /// write outside any tree can still be reported somewhere; not retained, so that a dropped
  /// host frees its runtime, and cleared when that runtime goes. (Not a weak reference: an
  /// object weakly referenced once pays the slow path at every retain from then on, and the
  /// runtime is retained on the layout's hot path.)
  package static var current: ViewRuntime? {
    get { currentRuntime?.takeUnretainedValue() }
    set { currentRuntime = newValue.map { Unmanaged.passUnretained($0) } }
  }
  private static var currentRuntime: Unmanaged<ViewRuntime>?

  isolated deinit {
    if Self.currentRuntime?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
      Self.currentRuntime = nil
    }
  }

  /// Runs one update at `time`: re-evaluates invalidated bodies, then runs queued actions,
  /// until nothing is left to do.
  package func update(at time: VirtualTime) {
    guard time >= now else {
      report(
        .timeWentBackwards,
        "an update at \(time) was asked for after one at \(now); time stays at \(now)",
        path: "")
      return
    }
    now = time
    Self.current = self
    let before = statistics.bodyEvaluations
    advanceAnimations()
    while let first = timedActions.first, first.instant <= now {
      timedActions.removeFirst()
      enqueueAction(first.action)
    }
    settle(firstEvaluations: statistics.bodyEvaluations - before)
  }

  /// Runs `event` (a tap, a typed character) at the current instant, then the update that
  /// commits its state changes.
  package func send(_ event: () throws -> Void) rethrows {
    Self.current = self
    let before = statistics.bodyEvaluations
    try event()
    settle(firstEvaluations: statistics.bodyEvaluations - before)
  }

  /// While the velocities are measured: how far (in seconds) each animated value is moved
  /// along its exact velocity when rendered; zero otherwise.
  @exclusivity(unchecked) private(set) var velocityProbe = 0.0

  /// The exact rate of change, per second, of each numeric attribute of each rendered node
  /// now, by node path. Rendering twice with every animated value moved a millisecond ahead
  /// and behind along its model's exact derivative gives each attribute's derivative (exact
  /// for attributes linear in the animated data). Nodes whose attributes come from content
  /// evaluated over time (`Animatable` bodies, keyframe animators, timelines), or from an
  /// animation that does not know its derivative, are left out.
  package func velocities() -> MeasuredVelocities {
    let shift = 1e-3
    defer { velocityProbe = 0 }
    var ahead: [RenderItem] = []
    velocityProbe = shift
    root?.render(into: &ahead)
    var behind: [RenderItem] = []
    velocityProbe = -shift
    root?.render(into: &behind)
    return RenderItem.velocities(ahead: ahead, behind: behind, shift: shift)
  }

  /// The render pass's state (the pass is in Runtime/ViewRuntime+Render.swift).
  @exclusivity(unchecked) var renderState = RenderState()

  // MARK: Invalidation

  /// Records that `node`'s body must be evaluated again.
  func nodeDidInvalidate(_ node: BodyNode) {
    dirtyNodes.append(node)
  }

  /// The transaction epoch of the latest state write this runtime took.
  private var lastWriteEpoch: UInt64 = 0

  /// Called before a state write in `transaction` invalidates a node of this tree: the
  /// writes of an earlier transaction (`TransactionScope.epoch`) are applied first, as an
  /// update at the current instant, so that each transaction's changes are applied on their
  /// own; the transaction's completions are committed by this runtime.
  func stateWillChange(in transaction: Transaction) {
    guard evaluatingNodes.isEmpty else { return }
    let epoch = TransactionScope.epoch
    if epoch != lastWriteEpoch {
      lastWriteEpoch = epoch
      reevaluateDirtyNodes()
    }
    for listener in transaction.listeners where !listener.isRegistered {
      registerUncommitted(listener)
    }
  }

  // MARK: Animations

  /// Asks the driver for an update at `instant`, when something falls due then.
  func requestTick(at instant: VirtualTime) {
    if instant > now { requestTick?(instant) }
  }

  /// Advances `ticker` at every update until it says it has ended.
  func startTicking(_ ticker: AnimationTicking) {
    ticking.append(ticker)
  }

  /// Advances an attribute's track at every update until its animation ends; the tracks of
  /// built-in attributes go to a concrete list whose loop calls specialised code.
  func startTrack<Value: VectorArithmetic>(_ track: AnimationTrackCore<Value>) {
    if let vector = track as? AnimationTrackCore<AnimationVector> {
      if let (slot, fluid) = vector.makeSlot() {
        vector.slotDidMove(to: vectorStore.append(slot, fluid: fluid))
      } else {
        vectorTracks.append(vector)
      }
    } else {
      ticking.append(track)
    }
  }

  /// Keeps `listener` to commit at the end of the current update, for completions added to a
  /// transaction that no `withTransaction` call commits (a `.transaction` modifier's).
  func registerUncommitted(_ listener: AnimationListener) {
    listener.isRegistered = true
    uncommittedListeners.append(listener)
  }

  /// Reports once what `animation` corrected in its parameters.
  func validate(_ animation: Animation, for attribute: String, node: _ViewNode) {
    let problems = animation.validationProblems
    guard !problems.isEmpty else { return }
    for problem in problems where reportedAnimations.insert(problem).inserted {
      report(.invalidAnimation, "\(problem) (animating \(attribute))", path: node.viewPath)
    }
  }

  /// Calls `body` with the node of each running animation whose presented value it renders
  /// directly (not through a body evaluated again).
  func forEachAnimatedNode(_ body: (_ViewNode) -> Void) {
    for track in vectorTracks {
      if let node = track.animatedNode { body(node) }
    }
    for ticker in ticking {
      if let node = ticker.animatedNode { body(node) }
    }
    vectorStore.forEachOwner { owner in
      if let node = owner.animatedNode { body(node) }
    }
  }

  /// Whether nothing would change at a frame now: nothing animates or ticks, no body waits
  /// to be evaluated and no action to run. A clock skips such frames.
  package var isIdle: Bool {
    runningAnimationCount == 0 && dirtyNodes.isEmpty && pendingActions.isEmpty
  }

  /// The number of animations running now.
  package var runningAnimationCount: Int {
    ticking.count + vectorTracks.count + vectorStore.count
  }

  private func advanceAnimations() {
    let instant = now
    // Taken out of the properties for the loops (no exclusivity check per element); tracks
    // started while ticking land in the emptied properties and are kept. The built-in
    // attributes' tracks are a concrete list, so their ticks are direct, specialised calls.
    if !vectorTracks.isEmpty {
      var list = vectorTracks
      vectorTracks = []
      Self.keep(&list) { $0.tick(at: instant) }
      vectorTracks = list + vectorTracks
    }
    if !ticking.isEmpty {
      var list = ticking
      ticking = []
      Self.keep(&list) { $0.tick(at: instant) }
      ticking = list + ticking
    }
    // Tracks whose slot ends go on as tracks if they still run (after their last tick).
    if vectorStore.count > 0 {
      vectorStore.advance(to: instant) { self.vectorTracks.append($0) }
    }
  }

  /// Keeps the elements for which `body` (called once each) returns true; order not kept.
  @inline(__always)
  private static func keep<Element>(_ list: inout [Element], _ body: (Element) -> Bool) {
    var index = 0
    var count = list.count
    while index < count {
      if body(list[index]) {
        index += 1
      } else {
        count -= 1
        list.swapAt(index, count)
      }
    }
    list.removeLast(list.count - count)
  }

  /// The tasks `.task` modifiers started, until they finish.
  private var tasks: [(id: UInt64, task: Task<Void, Never>)] = []
  private var finishedTasks: Set<UInt64> = []
  private var nextTaskID: UInt64 = 0

  /// Starts `action` as a task on the main actor, kept until it finishes.
  func startTask(
    priority: TaskPriority, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> Task<Void, Never> {
    nextTaskID += 1
    let id = nextTaskID
    let task = Task(priority: priority) { @MainActor [weak self] in
      await action()
      self?.finishedTasks.insert(id)
    }
    tasks.append((id, task))
    return task
  }

  /// The number of tasks started by `.task` modifiers that have not finished.
  package var runningTaskCount: Int {
    tasks.removeAll { finishedTasks.remove($0.id) != nil }
    return tasks.count
  }

  /// Lets the tasks run: yields the main actor until every task has finished or a round of
  /// yields changed nothing (they wait for something else), at most `limit` yields; then
  /// applies the state changes they made, as an update at the current instant.
  package func idle(limit: Int = 10_000) async {
    var yields = 0
    var quiet = 0
    while runningTaskCount > 0, yields < limit, quiet < 100 {
      let before = (statistics.stateChanges, statistics.observedChanges, finishedTasks.count)
      await Task.yield()
      yields += 1
      let after = (statistics.stateChanges, statistics.observedChanges, finishedTasks.count)
      quiet = before == after ? quiet + 1 : 0
    }
    send {}
  }

  /// Queues an action (appear, disappear, change) to run after the current update pass.
  func enqueueAction(_ action: @escaping @MainActor () -> Void) {
    pendingActions.append(action)
  }

  /// Whether `node`'s state may be invalidated now; reports a write during a body.
  func allowsStateWrite(to node: _ViewNode) -> Bool {
    guard let evaluating = evaluatingNodes.last else { return true }
    let key = ObjectIdentifier(evaluating)
    if !warnedBodyWrites.contains(key) {
      warnedBodyWrites.insert(key)
      report(
        .stateWrittenDuringBody,
        "Modifying state during view update of \(evaluating.viewPath), which will cause "
          + "undefined behavior; the new value is stored but does not invalidate \(node.viewPath)",
        path: evaluating.viewPath)
    }
    return false
  }

  func willEvaluateBody(of node: BodyNode) {
    evaluatingNodes.append(node)
    statistics.bodyEvaluations += 1
  }

  func didEvaluateBody(of node: BodyNode) {
    evaluatingNodes.removeLast()
  }

  // MARK: Diagnostics

  /// The most distinct warnings kept; later ones are counted in
  /// `statistics.droppedDiagnostics`.
  package static let maximumDistinctDiagnostics = 1_000

  /// Where each distinct warning (kind, path, message) is in `diagnostics`.
  private var diagnosticIndex: [DiagnosticKey: Int] = [:]

  private struct DiagnosticKey: Hashable {
    let kind: Diagnostic.Kind
    let path: String
    let message: String
  }

  /// Records a runtime warning; a repeat of one already recorded (same kind, path and
  /// message) is counted on it, and sent to the event handler only the first time, so that
  /// memory stays bounded whatever repeats at every frame.
  package func report(_ kind: Diagnostic.Kind, _ message: String, path: String) {
    let key = DiagnosticKey(kind: kind, path: path, message: message)
    if let index = diagnosticIndex[key] {
      diagnostics[index].count += 1
      diagnostics[index].lastTime = now.seconds
      return
    }
    guard diagnostics.count < Self.maximumDistinctDiagnostics else {
      statistics.droppedDiagnostics += 1
      return
    }
    diagnosticIndex[key] = diagnostics.count
    diagnostics.append(Diagnostic(kind: kind, message: message, path: path, time: now.seconds))
    emit(.diagnostic, "\(kind.rawValue): \(message)", path: path)
  }

  // MARK: The update loop

  private func settle(firstEvaluations: Int) {
    let before = statistics.bodyEvaluations - firstEvaluations
    warnedBodyWrites.removeAll(keepingCapacity: true)
    var passes = 0
    while !dirtyNodes.isEmpty || !pendingActions.isEmpty || !uncommittedListeners.isEmpty
      || layoutIsNeeded
    {
      passes += 1
      if passes > Self.maximumPassesPerUpdate {
        let names = Set(dirtyNodes.map(\.viewPath)).sorted().joined(separator: ", ")
        report(
          .updateDidNotSettle,
          "views kept invalidating each other for \(Self.maximumPassesPerUpdate) passes; "
            + "left for the next update: \(names.isEmpty ? "queued actions" : names)",
          path: dirtyNodes.first?.viewPath ?? "")
        break
      }
      reevaluateDirtyNodes()
      layoutIfNeeded()
      commitListeners()
      runPendingActions()
    }
    statistics.updates += 1
    statistics.bodyEvaluationsInLastUpdate = statistics.bodyEvaluations - before
  }

  private func reevaluateDirtyNodes() {
    guard !dirtyNodes.isEmpty else { return }
    // Parents first: re-evaluating a parent updates its dirty children on the way down.
    var nodes = dirtyNodes
    dirtyNodes.removeAll(keepingCapacity: true)
    nodes.sort { $0.depth < $1.depth }
    for node in nodes where node.isMounted && node.isDirty {
      node.reevaluate()
    }
    // Nodes invalidated by those evaluations (appear actions run later) stay for the next pass.
  }

  private func commitListeners() {
    guard !uncommittedListeners.isEmpty else { return }
    let listeners = uncommittedListeners
    uncommittedListeners.removeAll()
    for listener in listeners { listener.commit(in: self) }
  }

  private func runPendingActions() {
    guard !pendingActions.isEmpty else { return }
    let actions = pendingActions
    pendingActions.removeAll(keepingCapacity: true)
    for action in actions { action() }
  }
}
