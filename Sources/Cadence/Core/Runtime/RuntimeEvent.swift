/// Something that happened in the runtime at an exact instant: the stream that logs, plots
/// and analyses read alongside the snapshots.
public struct RuntimeEvent: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The kinds of event.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A user interaction: a tap, typed text, a toggle.
    case interaction
    /// A view's state changed, in a transaction with or without an animation.
    case stateChanged
    /// An attribute started (or merged or combined into) an animation.
    case animationStarted
    /// An attribute's animation ended.
    case animationEnded
    /// A phase animator moved to a phase.
    case phaseChanged
    /// A keyframe animator started a timeline.
    case keyframesStarted
    /// A keyframe animator's timeline reached a keyframe.
    case keyframeReached
    /// A runtime warning.
    case diagnostic
    /// A sensory feedback (a haptic) played (`sensoryFeedback`).
    case feedback
  }

  /// What kind of event this is.
  public let kind: Kind
  /// What happened, for people.
  public let message: String
  /// The view path (for runtime events) or rendered-node path (for interactions).
  public let path: String
  /// When, in seconds since mount.
  public let time: Double

  /// Creates an event.
  public init(kind: Kind, message: String, path: String, time: Double) {
    self.kind = kind
    self.message = message
    self.path = path
    self.time = time
  }

  /// `[time] kind at path: message`.
  public var description: String {
    eventLine(time: time, kind: kind.rawValue, path: path, message: message)
  }
}
