import Cadence
import CadenceInspection

/// One sample of an attribute: the instant and the value, nil where the node or the attribute
/// was absent.
public struct AttributeSample: Hashable, Sendable {
  /// Seconds since mount.
  public let time: Double
  /// The attribute's value then.
  public let value: Double?
}

extension ViewHost {
  /// Advances time in steps of `every` seconds until `until`, sampling `attribute` of the
  /// first node matching `query` (by label, else by kind) now and after each step. A step
  /// that cannot advance time (not a number, not positive, under a nanosecond) is reported as
  /// `invalidStep`, and the host's frame interval is used instead.
  public func samples(of attribute: String, in query: String, every: Double, until: Double)
    -> [AttributeSample]
  {
    let step =
      checkedStep(every, in: "samples(of: \"\(attribute)\", in: \"\(query)\")")
      ?? 1 / framesPerSecond
    var result = [AttributeSample(time: time, value: snapshot().first(query)?[attribute])]
    var index = 1
    let start = time
    while true {
      let next = start + Double(index) * step
      guard next <= until + 1e-12 else { break }
      advance(to: next)
      result.append(AttributeSample(time: time, value: snapshot().first(query)?[attribute]))
      index += 1
    }
    return result
  }

  /// Runs the host from now until `until` seconds, recording the state now and at every
  /// frame of the grid on the way (and at `until`), each with the events since the previous
  /// frame; `onFrame` receives each frame as it is recorded, so a writer can stream it.
  public func record(
    scene: String, until: Double,
    onFrame: ((SnapshotLog.Frame) -> Void)? = nil
  ) -> SnapshotLog {
    record(scene: scene, until: until, every: nil, onFrame: onFrame)
  }

  /// `record(scene:until:onFrame:)`, or with `every`, recording now and every `every` seconds
  /// from now while that is at most `until` (the frames in between still run).
  private func record(
    scene: String, until: Double, every: Double?,
    onFrame: ((SnapshotLog.Frame) -> Void)?
  ) -> SnapshotLog {
    let step = every.flatMap { checkedStep($0, in: "record(scene: \"\(scene)\")") }
    var log = SnapshotLog(
      header: SnapshotLog.Header(
        framesPerSecond: step.map { 1 / $0 } ?? framesPerSecond, scene: scene))
    func recordFrame() {
      let frame = SnapshotLog.Frame(
        index: log.frames.count, snapshot: snapshot(), events: takeEvents())
      log.frames.append(frame)
      onFrame?(frame)
    }
    recordFrame()
    if let step {
      let start = time
      var index = 1
      while start + Double(index) * step <= until + 1e-12 {
        advance(to: start + Double(index) * step)
        recordFrame()
        index += 1
      }
      return log
    }
    while time < until {
      advance(to: min(nextFrameTime, until))
      recordFrame()
    }
    return log
  }
}

extension ViewHost {
  /// Records the run until `until`, sampling every `every` seconds (by default the frame
  /// rate), and returns the moving attributes of the nodes matching `query` (by accessibility
  /// identifier, else by label, else by kind, as `Snapshot.all(_:)` matches) as series, with
  /// the events of the run.
  public func motion(of query: String, until: Double, every: Double? = nil)
    -> (series: [MotionSeries], events: [RuntimeEvent])
  {
    var velocities: [MeasuredVelocities] = []
    let log = record(scene: query, until: until, every: every) { [unowned self] _ in
      velocities.append(self.allVelocities())
    }
    let all = MotionSeries.all(in: log, velocities: velocities)
    let paths = log.paths(matching: query)
    return (all.filter { paths.contains($0.path) }, log.frames.flatMap(\.events))
  }
}

extension ViewHost {
  /// `step` when it advances time (finite, at least a nanosecond, virtual time's
  /// resolution); otherwise nil, reported as `invalidStep` (a step of 1e-300 s never moved
  /// time, and its loop never ended).
  fileprivate func checkedStep(_ step: Double, in call: String) -> Double? {
    guard step.isFinite, step >= 1e-9 else {
      runtime.report(
        .invalidStep,
        "\(call) every \(step) s cannot advance time (a step must be finite and at least a "
          + "nanosecond, the resolution of virtual time); the frame interval is used instead",
        path: "")
      return nil
    }
    return step
  }
}
