/// What the nodes of one tree see of the update that runs them: the instant, the work
/// counters, the diagnostics, and the four phases, each owning its own state
/// (`Reconciler`, `LayoutPhase`, `RenderPhase`, `AnimationPhase`).
///
/// The view tree names this context, never the `ViewRuntime` that coordinates the phases:
/// a node asks for what it needs (enqueue an action, start a track, invalidate layout, mark
/// a render) from the phase that owns it. Time is injected: the context never reads a clock.
@MainActor
package final class UpdateContext {
  /// The most recent update's instant, in nanoseconds since mount.
  package internal(set) var now: VirtualTime = .zero
  /// The wall-clock date at mount; views that read dates see `startDate + now`.
  package let startDate: Date
  /// The host's date now: `startDate` plus the virtual time elapsed.
  var currentDate: Date { startDate.addingTimeInterval(now.seconds) }
  /// Work counters.
  @exclusivity(unchecked) package var statistics = RuntimeStatistics()
  /// The length of a frame of the clock that drives the tree (one nanosecond when not
  /// told): work that may happen at most once a frame waits this long.
  package var frameInterval = VirtualTime(nanoseconds: 1)
  /// The instant up to which the driver is moving time without anyone looking in between
  /// (a host's `advance(to:)` target), if known: a looping animator may skip whole cycles
  /// that nobody observes. Nil while every frame is observed.
  package var observationHorizon: VirtualTime?
  /// Asks whoever drives the tree for an update at an exact instant; set by the host to its
  /// frame clock's `scheduleTick(at:)`.
  package var tickHandler: ((VirtualTime) -> Void)?
  /// The root node, once mounted.
  var root: _ViewNode?

  /// Re-evaluates bodies, runs actions and tasks.
  unowned(unsafe) let reconciler: Reconciler
  /// Ticks animations and commits their completions.
  unowned(unsafe) let animations: AnimationPhase
  /// Sizes and places what changed.
  unowned(unsafe) let layout: LayoutPhase
  /// Renders what changed into snapshots; finds interactions.
  unowned(unsafe) let render: RenderPhase
  /// The phases, owned: the references above are unretained so that a node's call into a
  /// phase (`tree.render.frameDidMove(self)`, once per moved row) retains and releases nothing.
  private let phases: (Reconciler, AnimationPhase, LayoutPhase, RenderPhase)
  /// The readers of preferences, read after layout in each pass.
  let preferences = PreferenceReaders()
  /// What features keep for the tree, by their type (`TreeFeature`).
  var features: [ObjectIdentifier: AnyObject] = [:]
  /// The clock publishers that wait for time run on (made on first use).
  package private(set) lazy var timeline = HostTimeline(context: self)

  init(startDate: Date) {
    self.startDate = startDate
    Self.made += 1
    number = Self.made
    HostTimeline.installAsMainTimeline()
    phases = (Reconciler(), AnimationPhase(), LayoutPhase(), RenderPhase())
    reconciler = phases.0
    animations = phases.1
    layout = phases.2
    render = phases.3
    // The phases are constants, made first and told their context once it exists.
    reconciler.context = self
    animations.context = self
    layout.context = self
    render.context = self
    Self.live[number] = Unmanaged.passUnretained(self)
  }

  /// Asks the driver for an update at `instant`, when something falls due then.
  func requestTick(at instant: VirtualTime) {
    if instant > now { tickHandler?(instant) }
  }

  /// Queues an action (appear, disappear, change) to run after the current update pass.
  func enqueueAction(_ action: @escaping @MainActor () -> Void) {
    reconciler.enqueueAction(action)
  }

  /// Runs `action` at the first update at or after `instant`; see `Reconciler.perform`.
  func perform(
    at instant: VirtualTime, reason: String, _ action: @escaping @MainActor () -> Void
  ) {
    reconciler.perform(at: instant, reason: reason, action)
  }

  // MARK: Diagnostics and events

  /// Every runtime warning so far, oldest first.
  package private(set) var diagnostics: [Diagnostic] = []
  /// Called with each event as it happens (animations, phases, keyframes, diagnostics, and
  /// interactions the host reports).
  package var eventHandler: ((RuntimeEvent) -> Void)?

  /// Sends an event to the handler, if there is one; `message` is only built then.
  package func emit(_ kind: RuntimeEvent.Kind, _ message: @autoclosure () -> String, path: String) {
    guard let eventHandler else { return }
    eventHandler(RuntimeEvent(kind: kind, message: message(), path: path, time: now.seconds))
  }

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

  // MARK: The current tree

  /// The context whose tree is being mounted, updated or sent an event, so that a state
  /// write outside any tree can still be reported somewhere; not retained, so that a dropped
  /// host frees its tree, and cleared when that context goes. (Not a weak reference: an
  /// object weakly referenced once pays the slow path at every retain from then on, and the
  /// context is retained on the layout's hot path.)
  static var current: UpdateContext? {
    get { currentContext?.takeUnretainedValue() }
    set { currentContext = newValue.map { Unmanaged.passUnretained($0) } }
  }
  private static var currentContext: Unmanaged<UpdateContext>?

  /// This context's number among those made: what an action made in its tree and run later
  /// (in a task, when another tree may be current) finds it by.
  package let number: Int
  private static var made = 0
  /// The contexts alive, by number; not retained, and removed as each goes.
  private static var live: [Int: Unmanaged<UpdateContext>] = [:]

  /// The number of the tree the environment's views are in (set at the root).
  fileprivate struct TreeNumberKey: EnvironmentKey {
    static let defaultValue: Int? = nil
  }

  /// The context numbered `number`, while it is alive.
  package static func context(numbered number: Int) -> UpdateContext? {
    live[number]?.takeUnretainedValue()
  }

  isolated deinit {
    Self.live[number] = nil
    if Self.currentContext?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
      Self.currentContext = nil
    }
  }
}

extension EnvironmentValues {
  /// The number of the tree the environment's views are in (nil outside one).
  package var treeNumber: Int? {
    get { self[UpdateContext.TreeNumberKey.self] }
    set { self[UpdateContext.TreeNumberKey.self] = newValue }
  }
}
