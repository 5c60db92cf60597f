import Cadence
import CadenceInspection

/// Mounts a view in a headless tree on a virtual frame clock, and lets a test drive time,
/// interact with the rendered nodes and read what they show.
///
/// Time is exact: `advance(by:)` and `advance(to:)` run an update at every frame on the grid
/// before the target while something animates (idle frames, where nothing could change, are
/// skipped), at every instant something falls due on the way, and then at the target instant
/// itself; a target within a nanosecond of a frame is that frame. Interactions happen at the
/// current instant and are committed by an update at that instant.
@MainActor
public final class ViewHost<Root: View> {
  let runtime: ViewRuntime
  let clock: ManualFrameClock

  /// Mounts `root` at t = 0 on a screen of `size` points (390×844, an iPhone's, by default;
  /// the root is proposed that size and centred on it, as a hosting window does), on a clock
  /// of `framesPerSecond` (120 by default; a non-finite or non-positive rate falls back to
  /// 120), with the virtual wall clock reading `startDate`. With `diagnostics: .fail`, each
  /// new runtime diagnostic fails the test at the host call that produced it.
  ///
  /// `@AppStorage` without a store of its own uses `appStorage`: by default a new store that
  /// lives in memory as long as the host, so no test sees another's values or the user's;
  /// pass one (`.standard`, or a store shared by several hosts) to share it.
  ///
  /// The screen has no safe area unless `safeAreaInsets` gives one (a device's status bar and
  /// home indicator: `ViewHost.iPhoneSafeAreaInsets`); the root is laid out in what they leave,
  /// and views that ignore the safe area extend into them.
  public init(
    _ root: Root, size: CGSize = CGSize(width: 390, height: 844),
    safeAreaInsets: EdgeInsets = EdgeInsets(), framesPerSecond: Double = 120,
    startDate: Date = Date(timeIntervalSinceReferenceDate: 0), appStorage: UserDefaults? = nil,
    diagnostics policy: DiagnosticPolicy = .collect, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: Int = #column
  ) {
    diagnosticPolicy = policy
    self.appStorage = appStorage ?? VolatileUserDefaults()
    var environment = EnvironmentValues()
    environment.defaultAppStorage = self.appStorage
    runtime = ViewRuntime(root: root, environment: environment, startDate: startDate)
    runtime.screenSize = Self.validated(size, runtime: runtime)
    runtime.safeAreaInsets = Self.validated(safeAreaInsets, runtime: runtime)
    clock = ManualFrameClock(framesPerSecond: framesPerSecond)
    let runtime = self.runtime
    let clock = self.clock
    // The host owns both; neither holds the other, so dropping the host frees them.
    runtime.requestTick = { [weak clock] in clock?.scheduleTick(at: $0) }
    runtime.frameInterval = clock.grid.instant(ofFrame: 1)
    runtime.mount()
    runtime.eventHandler = { [weak self] in self?.keep($0) }
    // Each frame: the update at its instant, then the touches of running gestures (a finger
    // moving keeps frames coming).
    clock.start { [weak self] instant in
      guard let self else { return }
      self.runtime.update(at: instant)
      self.stepTouches(at: instant)
    }
    clock.isIdle = { [weak self] in
      guard let self else { return true }
      return self.runtime.isIdle && self.touchDrivers.isEmpty
    }
    leave(enter(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// The fingers down now: each moves or waits at every frame until it lifts.
  var touchDrivers: [TouchDriver] = []
  /// When the finger put down last lifts.
  var lastTouchEnd = VirtualTime.zero

  /// Moves every finger down to `instant` (after the update at that instant).
  private func stepTouches(at instant: VirtualTime) {
    guard !touchDrivers.isEmpty else { return }
    let drivers = touchDrivers
    for driver in drivers { driver.step(at: instant, in: runtime) }
    touchDrivers.removeAll { $0.isLifted }
  }

  /// Whether a new diagnostic fails the test at the host call that produced it.
  public let diagnosticPolicy: DiagnosticPolicy

  /// The store `@AppStorage` uses in this host when a view gives none (its own, unless one
  /// was passed to share).
  public let appStorage: UserDefaults
  /// How deep in public host calls the host is, and how many diagnostics were checked.
  var callDepth = 0
  var checkedDiagnostics = 0

  /// The size of the screen, in points. Setting it lays the tree out again at the current
  /// instant (a negative or non-finite size is reported and the default is kept).
  public var size: CGSize {
    get { runtime.screenSize }
    set {
      runtime.screenSize = Self.validated(newValue, runtime: runtime)
      runtime.send {}
    }
  }

  /// The screen's safe area insets (none by default). Setting them lays the tree out again at
  /// the current instant (a negative or non-finite inset is reported and 0 is used).
  public var safeAreaInsets: EdgeInsets {
    get { runtime.safeAreaInsets }
    set {
      runtime.safeAreaInsets = Self.validated(newValue, runtime: runtime)
      runtime.send {}
    }
  }

  /// Whether the screen asks for reduced motion (`\.accessibilityReduceMotion` in the root's
  /// environment). Setting it updates the tree at the current instant.
  public var accessibilityReduceMotion: Bool {
    get { reduceMotion }
    set {
      reduceMotion = newValue
      runtime.updateEnvironment { $0.setAccessibilityReduceMotion(newValue) }
    }
  }
  private var reduceMotion = false

  /// Sets a value of the root view's environment, as the system would (the time zone, a
  /// font), and updates the tree at the current instant.
  public func setEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) {
    runtime.updateEnvironment { $0[keyPath: keyPath] = value }
  }

  private static func validated(_ size: CGSize, runtime: ViewRuntime) -> CGSize {
    let valid =
      size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    guard valid else {
      runtime.report(
        .invalidFrame,
        "the screen size \(size) is negative or not finite; the host uses 390×844",
        path: "")
      return CGSize(width: 390, height: 844)
    }
    return size
  }

  private static func validated(_ insets: EdgeInsets, runtime: ViewRuntime) -> EdgeInsets {
    func valid(_ value: CGFloat, _ edge: String) -> CGFloat {
      guard !(value.isFinite && value >= 0) else { return value }
      runtime.report(
        .invalidFrame,
        "the safe area inset \(value) at the \(edge) edge is negative or not finite; the host "
          + "uses 0", path: "")
      return 0
    }
    return EdgeInsets(
      top: valid(insets.top, "top"), leading: valid(insets.leading, "leading"),
      bottom: valid(insets.bottom, "bottom"), trailing: valid(insets.trailing, "trailing"))
  }

  /// Events not yet taken by a recording.
  private var pendingEvents: [RuntimeEvent] = []
  /// Events already attached to recorded frames.
  private var takenEvents: [RuntimeEvent] = []

  /// The most events `events` keeps: 100,000. Older ones are dropped (a tenth of the cap at a
  /// time) and counted in `droppedEventCount`; a recording streams every event to its log as
  /// it goes, so nothing recorded is lost.
  public static var maximumRetainedEvents: Int { 100_000 }

  /// How many of the oldest events were dropped to keep `events` within its cap.
  public private(set) var droppedEventCount = 0

  /// The most recent events, oldest first (at most `maximumRetainedEvents`): interactions,
  /// animations starting and ending, phase changes, keyframe timelines, diagnostics.
  public var events: [RuntimeEvent] { takenEvents + pendingEvents }

  private func keep(_ event: RuntimeEvent) {
    pendingEvents.append(event)
    guard takenEvents.count + pendingEvents.count > Self.maximumRetainedEvents else { return }
    var excess = Self.maximumRetainedEvents / 10
    droppedEventCount += excess
    let fromTaken = min(excess, takenEvents.count)
    takenEvents.removeFirst(fromTaken)
    excess -= fromTaken
    pendingEvents.removeFirst(min(excess, pendingEvents.count))
  }

  /// The events since the last call, which a recording attaches to its next frame.
  package func takeEvents() -> [RuntimeEvent] {
    let taken = pendingEvents
    takenEvents.append(contentsOf: taken)
    pendingEvents.removeAll()
    return taken
  }

  /// The instant of the next frame on the grid after now.
  package var nextFrameTime: Double {
    FrameGrid(framesPerSecond: framesPerSecond).nextFrame(after: VirtualTime(seconds: time)).seconds
  }

  /// Seconds since mount, exact.
  public var time: Double { runtime.now.seconds }

  /// The virtual wall-clock date now: the start date plus `time`.
  public var date: Date { runtime.startDate.addingTimeInterval(time) }

  /// Frames per second of the host's clock.
  public var framesPerSecond: Double { clock.framesPerSecond }

  /// Every runtime warning so far, oldest first.
  public var diagnostics: [Diagnostic] { runtime.diagnostics }

  /// The values this host's scene keeps for `@SceneStorage`, by key. Setting them restores a
  /// scene, as the system does when it brings one back: the views reading them evaluate again.
  public var sceneStorage: [String: Any] {
    get { runtime.context.sceneStorage.values }
    set {
      let restored = newValue
      runtime.send { [runtime] in runtime.context.sceneStorage.restore(restored) }
    }
  }

  /// Work counters: body evaluations since mount and in the last update, and more.
  public var statistics: RuntimeStatistics { runtime.statistics }

  /// The number of attribute animations running now.
  public var runningAnimations: Int { runtime.runningAnimationCount }

  /// The distinct timings the frame tick computes a fraction for (values that one change
  /// starts with one animation share one).
  package var tickedTimings: Int { runtime.tickedTimingCount }

  /// The exact rate of change now, per second, of each numeric attribute of the `index`-th
  /// node matching `query` (by label, else by kind), from the models of the animations that
  /// move it (curve slopes, spring rates, the fluid spring's simulated velocity); zero for an
  /// attribute at rest. Nil when there is no such node, or when its attributes come from
  /// content evaluated over time (an `Animatable` body, a keyframe animator, a timeline) or
  /// from an animation that does not know its derivative: finite differences of the values
  /// are then what there is.
  public func velocities(of query: String, index: Int = 0) -> [String: Double]? {
    let nodes = runtime.snapshot().all(query)
    guard nodes.indices.contains(index) else { return nil }
    return runtime.velocities().exact[nodes[index].path]
  }

  /// The exact velocities now, of every node that has them (see `velocities(of:index:)`).
  package func allVelocities() -> MeasuredVelocities {
    runtime.velocities()
  }

  /// Moves time forward by `seconds`. A negative or non-finite span is reported as a
  /// diagnostic and time stays where it is.
  public func advance(
    by seconds: Double, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: Int = #column
  ) {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    guard seconds.isFinite, seconds >= 0 else {
      runtime.report(
        .timeWentBackwards, "advance(by: \(seconds)) needs a finite, non-negative span",
        path: "")
      return
    }
    move(to: runtime.now + VirtualTime(seconds: seconds))
  }

  /// Moves time forward to `time` seconds since mount. A time before now, or a non-finite
  /// one, is reported as a diagnostic and time stays where it is.
  public func advance(
    to time: Double, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: Int = #column
  ) {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    guard time.isFinite else {
      runtime.report(
        .timeWentBackwards,
        "advance(to: \(time)) needs a finite time; time stays at "
          + "\(runtime.now)", path: "")
      return
    }
    let target = VirtualTime(seconds: time)
    guard target >= runtime.now else {
      runtime.report(
        .timeWentBackwards,
        "advance(to: \(time)) is before the current time \(runtime.now); time stays", path: "")
      return
    }
    move(to: target)
  }

  /// Moves time forward by `count` frames of the host's grid, to the `count`-th frame instant
  /// after now. A negative count is reported as a diagnostic and time stays where it is.
  public func advance(
    frames count: Int, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: Int = #column
  ) {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    guard count >= 0 else {
      runtime.report(
        .timeWentBackwards, "advance(frames: \(count)) needs a non-negative count", path: "")
      return
    }
    let grid = FrameGrid(framesPerSecond: framesPerSecond)
    let index = grid.frameIndex(atOrBefore: runtime.now)
    let (target, overflow) = index.addingReportingOverflow(Int64(count))
    move(to: grid.instant(ofFrame: overflow ? .max : target))
  }

  /// Whether nothing runs or waits: no animation, no ticking animator or timeline, nothing
  /// scheduled for later.
  public var isSettled: Bool { runtime.isSettled && clock.nextScheduledTick == nil }

  /// Advances time until nothing runs or waits (see `isSettled`), frame by frame while
  /// something animates and straight to the next scheduled instant while nothing does; time
  /// stops at the first instant where everything has ended. Throws a `ViewHostTimeoutError`
  /// naming what never ended (a `repeatForever` animation, a looping phase animator, a running
  /// timeline) when `timeout` seconds pass first; time is then `timeout` seconds later. A
  /// negative or non-finite timeout is an error, and time does not move.
  public func settle(
    timeout: Double = 10, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: Int = #column
  ) throws {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let deadline = try self.deadline(after: timeout, for: "settle(timeout:)")
    while !isSettled {
      guard runtime.now < deadline else {
        throw timeoutError(
          "settle(timeout: \(timeout))", timeout, running: runtime.activities(), last: nil)
      }
      let next: VirtualTime
      if runtime.isIdle, let scheduled = clock.nextScheduledTick {
        next = scheduled
      } else {
        next = clock.grid.nextFrame(after: runtime.now)
      }
      move(to: min(next, deadline))
    }
  }

  /// Advances frame by frame until the snapshot meets `condition` (checked now first), and
  /// stops at that frame. Throws a `ViewHostTimeoutError` with the last snapshot when
  /// `timeout` seconds pass first; a negative or non-finite timeout is an error, and time
  /// does not move.
  public func advance(
    until condition: (Snapshot) -> Bool, timeout: Double, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: Int = #column
  ) throws {
    let site = enter(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { leave(site) }
    let deadline = try self.deadline(after: timeout, for: "advance(until:timeout:)")
    var last = runtime.snapshot()
    while !condition(last) {
      guard runtime.now < deadline else {
        throw timeoutError(
          "advance(until:timeout: \(timeout))", timeout, running: runtime.activities(),
          last: last)
      }
      move(to: min(clock.grid.nextFrame(after: runtime.now), deadline))
      last = runtime.snapshot()
    }
  }

  private func deadline(after timeout: Double, for operation: String) throws -> VirtualTime {
    guard timeout.isFinite, timeout >= 0 else {
      let error = ViewHostTimeoutError(
        operation: operation, timeout: timeout, time: time, running: [], lastSnapshot: nil,
        problem: "the timeout must be a finite, non-negative number of seconds")
      runtime.report(.timeWentBackwards, error.description, path: "")
      throw error
    }
    return runtime.now + VirtualTime(seconds: timeout)
  }

  private func timeoutError(
    _ operation: String, _ timeout: Double, running: [String], last: Snapshot?
  ) -> ViewHostTimeoutError {
    ViewHostTimeoutError(
      operation: operation, timeout: timeout, time: time, running: running,
      lastSnapshot: last, problem: nil)
  }

  /// Moves the clock to `target`, telling the runtime that nothing is observed before it.
  func move(to target: VirtualTime) {
    runtime.observationHorizon = target
    defer { runtime.observationHorizon = nil }
    clock.advance(to: target)
  }
}
