/// The reconciliation phase: the bodies waiting to be evaluated, the actions queued by an
/// update (appear, disappear, change, completions), the actions due at later instants, and
/// the tasks `.task` modifiers started.
@MainActor
final class Reconciler {
  /// The context of the tree this phase works for (set once, by the context itself).
  @exclusivity(unchecked) unowned(unsafe) var context: UpdateContext!

  /// The maximum number of re-evaluation passes in one update before it is cut short.
  static let maximumPassesPerUpdate = 100

  private(set) var dirtyNodes: [BodyNode] = []
  private(set) var pendingActions: [@MainActor () -> Void] = []
  @exclusivity(unchecked) fileprivate var evaluatingNodes: [_ViewNode] = []
  private var warnedBodyWrites: Set<ObjectIdentifier> = []
  /// The transaction epoch of the latest state write this tree took.
  private var lastWriteEpoch: UInt64 = 0

  /// Actions due at exact instants (a phase held back), soonest first.
  private(set) var timedActions:
    [(instant: VirtualTime, reason: String, action: @MainActor () -> Void)] = []

  /// Whether no body waits to be evaluated and no action waits to run.
  var isQuiet: Bool { dirtyNodes.isEmpty && pendingActions.isEmpty }

  // MARK: Invalidation and bodies

  /// Records that `node`'s body must be evaluated again.
  func nodeDidInvalidate(_ node: BodyNode) {
    dirtyNodes.append(node)
  }

  /// Called before a state write in `transaction` invalidates a node of this tree: the
  /// writes of an earlier transaction (`TransactionScope.epoch`) are applied first, as an
  /// update at the current instant, so that each transaction's changes are applied on their
  /// own; the transaction's completions are committed by this tree.
  func stateWillChange(in transaction: Transaction) {
    guard evaluatingNodes.isEmpty else { return }
    let epoch = TransactionScope.epoch
    if epoch != lastWriteEpoch {
      lastWriteEpoch = epoch
      reevaluateDirtyNodes()
    }
    for listener in transaction.listeners where !listener.isRegistered {
      context.animations.registerUncommitted(listener)
    }
  }

  /// Whether `node`'s state may be invalidated now; reports a write during a body.
  func allowsStateWrite(to node: _ViewNode) -> Bool {
    guard let evaluating = evaluatingNodes.last else { return true }
    let key = ObjectIdentifier(evaluating)
    if !warnedBodyWrites.contains(key) {
      warnedBodyWrites.insert(key)
      context.report(
        .stateWrittenDuringBody,
        "Modifying state during view update of \(evaluating.viewPath), which will cause "
          + "undefined behavior; the new value is stored but does not invalidate \(node.viewPath)",
        path: evaluating.viewPath)
    }
    return false
  }

  func willEvaluateBody(of node: BodyNode) {
    evaluatingNodes.append(node)
    context.statistics.bodyEvaluations += 1
  }

  func didEvaluateBody(of node: BodyNode) {
    evaluatingNodes.removeLast()
  }

  /// Runs `content`, a view-building closure of `node` that is not a body (a
  /// `GeometryReader`'s, evaluated during layout), as a body: a state write in it is
  /// reported and invalidates nothing, as SwiftUI's "Modifying state during view update".
  func evaluateContent<Result>(of node: _ViewNode, _ content: () -> Result) -> Result {
    evaluatingNodes.append(node)
    defer { evaluatingNodes.removeLast() }
    return content()
  }

  /// Forgets which views were warned about writing state in their bodies: a new update.
  func beginUpdate() {
    warnedBodyWrites.removeAll(keepingCapacity: true)
  }

  /// Re-evaluates the dirty bodies, parents first: re-evaluating a parent updates its dirty
  /// children on the way down. Nodes invalidated by those evaluations (appear actions run
  /// later) stay for the next pass.
  func reevaluateDirtyNodes() {
    guard !dirtyNodes.isEmpty else { return }
    var nodes = dirtyNodes
    dirtyNodes.removeAll(keepingCapacity: true)
    nodes.sort { $0.depth < $1.depth }
    for node in nodes where node.isMounted && node.isDirty {
      node.reevaluate()
    }
  }

  // MARK: Actions

  /// Queues an action (appear, disappear, change) to run after the current update pass.
  func enqueueAction(_ action: @escaping @MainActor () -> Void) {
    pendingActions.append(action)
  }

  /// Runs the queued actions; they may write state, and the next pass picks that up.
  func runPendingActions() {
    guard !pendingActions.isEmpty else { return }
    let actions = pendingActions
    pendingActions.removeAll(keepingCapacity: true)
    for action in actions { action() }
  }

  /// Runs `action` at the first update at or after `instant`, which is asked of the driver;
  /// waiting counts as idle, so the frames before it can be skipped. `reason` says who waits,
  /// for a host that waits for everything to end.
  func perform(
    at instant: VirtualTime, reason: String, _ action: @escaping @MainActor () -> Void
  ) {
    let index = timedActions.firstIndex { $0.instant > instant } ?? timedActions.endIndex
    timedActions.insert((instant, reason, action), at: index)
    context.requestTick(at: instant)
  }

  /// Queues the timed actions due at or before `instant`.
  func enqueueActions(dueAt instant: VirtualTime) {
    while let first = timedActions.first, first.instant <= instant {
      timedActions.removeFirst()
      enqueueAction(first.action)
    }
  }

  /// What waits, one line each: who waits for a later instant, bodies, queued actions.
  func activities() -> [String] {
    var lines: [String] = []
    for action in timedActions {
      lines.append("\(action.reason), waiting for \(action.instant.seconds) s")
    }
    if !dirtyNodes.isEmpty { lines.append("\(dirtyNodes.count) bodies waiting to be evaluated") }
    if !pendingActions.isEmpty { lines.append("\(pendingActions.count) actions queued") }
    return lines
  }

  /// The report of an update that did not settle, naming the views still invalidated.
  func reportDidNotSettle() {
    let names = Set(dirtyNodes.map(\.viewPath)).sorted().joined(separator: ", ")
    context.report(
      .updateDidNotSettle,
      "views kept invalidating each other for \(Self.maximumPassesPerUpdate) passes; "
        + "left for the next update: \(names.isEmpty ? "queued actions" : names)",
      path: dirtyNodes.first?.viewPath ?? "")
  }

  // MARK: Tasks

  /// The tasks `.task` modifiers started, until they finish: each lets go of its record
  /// as it finishes (memory does not depend on anyone asking how many run).
  private var tasks: [UInt64: Task<Void, Never>] = [:]
  /// How many tasks have finished since mount (`idle()` watches it for progress).
  private(set) var finishedTaskCount = 0
  private var nextTaskID: UInt64 = 0

  /// Starts `action` as a task on the main actor, kept until it finishes. (It cannot finish
  /// before it is recorded: it runs on the main actor, which this call holds.)
  func startTask(
    priority: TaskPriority, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> Task<Void, Never> {
    nextTaskID += 1
    let id = nextTaskID
    let task = Task(priority: priority) { @MainActor [weak self] in
      await action()
      self?.taskDidFinish(id)
    }
    tasks[id] = task
    return task
  }

  private func taskDidFinish(_ id: UInt64) {
    tasks[id] = nil
    finishedTaskCount += 1
  }

  /// The number of tasks started by `.task` modifiers that have not finished.
  var runningTaskCount: Int { tasks.count }

  /// A tree going away takes its views with it: their tasks are cancelled, as SwiftUI
  /// cancels a view's task when the view goes away.
  isolated deinit {
    for task in tasks.values { task.cancel() }
  }
}

extension Reconciler {
  /// Checks, after an update that settled, that no body and no action waits, that no body is
  /// being evaluated, and that the timed actions are in order (internal checks only).
  func checkInvariants(settled: Bool) {
    internalCheck(evaluatingNodes.isEmpty, "a body evaluation did not end")
    if settled {
      internalCheck(dirtyNodes.isEmpty, "\(dirtyNodes.count) bodies left dirty after an update")
      internalCheck(pendingActions.isEmpty, "\(pendingActions.count) actions left queued")
    }
    for node in dirtyNodes {
      internalCheck(node.tree === context, "a dirty node belongs to another tree")
    }
    internalCheck(
      zip(timedActions, timedActions.dropFirst()).allSatisfy { $0.instant <= $1.instant },
      "timed actions out of order")
  }
}
