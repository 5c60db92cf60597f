/// A runtime warning: something the program did that SwiftUI would warn about, or that
/// Cadence could not do as asked.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of runtime warning.
  public enum Kind: String, Hashable, Sendable {
    /// State was written while a body was being evaluated.
    case stateWrittenDuringBody
    /// State was read or written outside of a view installed in a tree.
    case stateNotInstalled
    /// A `ForEach` produced the same identifier twice.
    case duplicateIdentifier
    /// Updates kept invalidating views and did not settle.
    case updateDidNotSettle
    /// Time was asked to move backwards.
    case timeWentBackwards
    /// A test or tool asked for something that is not in the tree.
    case interactionFailed
    /// An animation's parameter was out of range and was corrected.
    case invalidAnimation
    /// An attribute was given, or an animation produced, a non-finite value.
    case nonFiniteValue
    /// A keyframe track makes its value jump instead of animating from the value on screen.
    case keyframeJump
    /// A phase animator cannot run as written (no phases, or phases that never animate).
    case phaseAnimator
    /// A timeline view's content acted on a stale `context.date`.
    case staleTimelineDate
    /// A view has no body and is not a primitive view.
    case viewWithoutBody
    /// A frame was given a negative or non-finite dimension, or contradictory constraints.
    case invalidFrame
    /// A layout placed a subview more than once, or not at all; or several views on screen
    /// are the source of one matched geometry group.
    case layoutProblem
    /// A shape was drawn with a value out of range (a negative line width, a trim outside
    /// 0…1) or a path with non-finite points; it is drawn with the value corrected.
    case invalidShape
    /// A view has a transition but is never inserted or removed on its own (it is not the
    /// content of an `if`, a `switch`, a `ForEach` or an `.id`, or a stack around it is), so
    /// the transition never runs.
    case ineffectiveTransition
    /// A sampling or recording step cannot advance time: it is not a number, not positive,
    /// or shorter than a nanosecond, the resolution of virtual time.
    case invalidStep
    /// A navigation link pushed a value its stack's path cannot hold, or the value on top of
    /// a stack's path has no `navigationDestination` for its type.
    case navigationProblem
  }

  /// What kind of warning this is.
  public let kind: Kind
  /// The message, naming the view and the values involved.
  public let message: String
  /// The path of view names from the root to the view concerned.
  public let path: String
  /// When it first happened, in seconds since the tree was mounted.
  public let time: Double
  /// How many times it happened: a warning repeated with the same kind, path and message
  /// (a state write in a body evaluated at every frame) is counted, not stored again.
  public internal(set) var count = 1
  /// When it last happened.
  public internal(set) var lastTime: Double

  /// Creates a diagnostic.
  public init(kind: Kind, message: String, path: String, time: Double) {
    self.kind = kind
    self.message = message
    self.path = path
    self.time = time
    lastTime = time
  }

  /// `[time] kind at path: message`, and `(×N until t)` when it repeated.
  public var description: String {
    let line = eventLine(time: time, kind: kind.rawValue, path: path, message: message)
    guard count > 1 else { return line }
    return line + " (×\(count), last at \(DecimalFormatting.format(lastTime, fractionDigits: 6)))"
  }
}
