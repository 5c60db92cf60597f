/// A type that defines how an animatable value changes over time.
public protocol CustomAnimation: Hashable, Sendable {
  /// The offset from 0 towards `value` (the interval to travel) after `time` seconds, or nil
  /// when the animation has finished.
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?

  /// The velocity of the animation at `time`, in units of `value` per second; nil when the
  /// animation does not know.
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?

  /// Whether this animation takes over from `previous`, which has run `time` seconds over the
  /// interval `value`; false combines the two.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// Never merges: a new animation is combined with the running one.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

/// What an animation knows of its own timeline for an interval, without sampling it: when it
/// is logically complete and when it finishes, in seconds from its start. Built-in animations
/// report these so that completions happen at exact instants.
protocol TimedAnimation {
  /// Seconds from the start to logical completion, if known.
  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double?
  /// Seconds from the start to the end (removal), if known; infinity when it never ends.
  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double?
}

/// An animation whose parameters can be out of range: it says what it corrected.
protocol ValidatedAnimation {
  /// One message per corrected parameter, naming the animation and the value.
  var validationProblems: [String] { get }
}
