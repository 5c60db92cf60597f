/// The exact velocities the runtime measured at one instant.
package struct MeasuredVelocities: Sendable {
  /// The exact rate of change (per second) of each numeric attribute, by node path, for the
  /// nodes whose attributes come from animations that know their derivatives.
  package var exact: [String: [String: Double]] = [:]
  /// For nodes showing the content of a running keyframe animator: the numbers of the
  /// timeline's value, each with its exact rate of change. An attribute that follows one of
  /// them affinely over a run has that number's rate, scaled.
  package var keyframeComponents: [String: [KeyframeComponent]] = [:]

  package init() {}
}
