import Cadence
import CadenceTesting
import Foundation

/// A named view with a script of taps, that the demo can record on a virtual clock or play in
/// real time.
@MainActor
struct DemoScene {
  /// The name used on the command line.
  let name: String
  /// What the scene shows, in one line.
  let summary: String
  /// How long a recording runs by default, in seconds.
  let duration: Double
  /// The taps a recording performs, in order: a label (or kind) and an instant.
  let taps: [ScriptedTap]
  /// Mounts the scene's view on a fresh host with a virtual clock.
  let mount: (_ framesPerSecond: Double) -> SceneHost
  /// Mounts the scene's view on a runtime driven by the given clock.
  let mountLive: (_ clock: FrameClock) -> ViewRuntime

  init<Root: View>(
    name: String, summary: String, duration: Double, taps: [ScriptedTap] = [],
    view: @escaping @MainActor () -> Root
  ) {
    self.name = name
    self.summary = summary
    self.duration = duration
    self.taps = taps
    mount = { SceneHost(ViewHost(view(), framesPerSecond: $0)) }
    mountLive = { clock in
      let runtime = ViewRuntime(root: view(), startDate: Date())
      runtime.requestTick = { clock.scheduleTick(at: $0) }
      runtime.mount()
      clock.start { runtime.update(at: $0) }
      return runtime
    }
  }
}

/// A tap at an instant: the label or kind to tap, which match, and when.
struct ScriptedTap: Hashable {
  var query: String
  var index = 0
  var time: Double
  /// Set for a drag instead of a tap: the finger moves by this much over `duration`.
  var drag: CGSize? = nil
  var duration = 0.25
}

/// A `ViewHost` of any root view, as the demo drives it.
@MainActor
struct SceneHost {
  let advanceTo: (Double) -> Void
  let tap: (String, Int) throws -> Void
  /// Starts a drag (query, index, translation, duration) that later frames move along.
  let startDrag: (String, Int, CGSize, Double) throws -> Void
  let snapshot: () -> Snapshot
  let time: () -> Double
  let diagnostics: () -> [Diagnostic]
  let takeEvents: () -> [RuntimeEvent]
  let nextFrameTime: () -> Double
  /// The exact velocities of the nodes that have them, by path.
  let velocities: () -> MeasuredVelocities
  /// The animations running now.
  let runningAnimations: () -> Int
  let framesPerSecond: Double

  init<Root: View>(_ host: ViewHost<Root>) {
    advanceTo = { host.advance(to: $0) }
    tap = { try host.tap($0, index: $1) }
    startDrag = { try host.startDrag($0, by: $2, duration: $3, index: $1) }
    snapshot = { host.snapshot() }
    time = { host.time }
    diagnostics = { host.diagnostics }
    takeEvents = { host.takeEvents() }
    nextFrameTime = { host.nextFrameTime }
    velocities = { host.allVelocities() }
    runningAnimations = { host.runningAnimations }
    framesPerSecond = host.framesPerSecond
  }
}
