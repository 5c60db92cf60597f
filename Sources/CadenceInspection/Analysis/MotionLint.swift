import Cadence

/// A warning that comes from a motion's continuity and the events of its run.
public struct MotionLint: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of warning.
  public enum Kind: String, Hashable, Sendable {
    /// A keyframe track jumps at its start instead of animating from the value on screen.
    case keyframePop
    /// An opacity goes outside 0…1.
    case opacityOutOfRange
    /// An animation that interrupted another broke the velocity.
    case interruptionBreaksVelocity
  }

  /// What kind of warning this is.
  public let kind: Kind
  /// When, if it happened at an instant.
  public let time: Double?
  /// The warning, for people.
  public let message: String

  /// The message.
  public var description: String { message }

  /// The warnings for `series`, given its continuity `report` and the run's `events`: a value
  /// jump where a keyframe timeline starts, an opacity outside 0…1, a velocity jump where an
  /// animation started while the value was moving.
  public static func lints(
    for series: MotionSeries, report: ContinuityReport, events: [RuntimeEvent]
  ) -> [MotionLint] {
    var lints: [MotionLint] = []
    let near = { (time: Double, kind: RuntimeEvent.Kind) in
      events.contains { $0.kind == kind && abs($0.time - time) <= 2.5 * series.step }
    }
    let format = { (value: Double) in DecimalFormatting.format(value) }
    let instant = { (time: Double) in DecimalFormatting.format(time, fractionDigits: 4) + "s" }
    for jump in report.breaks where jump.kind == .value && near(jump.time, .keyframesStarted) {
      lints.append(
        MotionLint(
          kind: .keyframePop, time: jump.time,
          message: "\(series.attribute) of \(series.title) pops by \(format(jump.size)) where its "
            + "keyframes start (\(instant(jump.time))) instead of animating from the value on "
            + "screen"))
    }
    if series.attribute == "opacity", report.minimum < 0 || report.maximum > 1 {
      lints.append(
        MotionLint(
          kind: .opacityOutOfRange, time: nil,
          message: "opacity of \(series.title) goes outside 0…1 (from \(format(report.minimum)) "
            + "to \(format(report.maximum))): a spring or cubic keyframes overshoot"))
    }
    let velocities = series.velocities
    for jump in report.breaks where jump.kind == .velocity && near(jump.time, .animationStarted) {
      // Moving just before the break: not starting from rest.
      let index = Int(((jump.time - series.start) / series.step).rounded()) - 3
      guard index >= 0, index < velocities.count, abs(velocities[index]) > 1e-6 else { continue }
      lints.append(
        MotionLint(
          kind: .interruptionBreaksVelocity, time: jump.time,
          message: "\(series.attribute) of \(series.title): the animation that interrupted "
            + "another at \(instant(jump.time)) changes its velocity by \(format(jump.size)) per "
            + "second at once"))
    }
    return lints
  }
}
