/// A keyframe that uses a cubic curve to smoothly interpolate between values: adjacent cubic
/// keyframes form a Catmull-Rom spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value
  let duration: TimeInterval
  let startVelocity: Value?
  let endVelocity: Value?

  /// Creates a keyframe; unspecified velocities are chosen to keep the motion smooth.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
    self.startVelocity = startVelocity
    self.endVelocity = endVelocity
  }

  public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
    list.keyframes.append(
      RawKeyframe(
        to: to, duration: duration,
        kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity)))
  }
}

/// A keyframe that uses a spring function to interpolate to the given value.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value
  let duration: TimeInterval?
  let spring: Spring
  let startVelocity: Value?

  /// Creates a keyframe; a nil duration lasts the spring's settling duration. The segment
  /// ends wherever the spring is when its duration is over.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
    self.spring = spring
    self.startVelocity = startVelocity
  }

  public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
    list.keyframes.append(
      RawKeyframe(to: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity)))
  }
}

/// A keyframe that immediately moves to the given value without interpolating.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value

  /// Creates a keyframe that jumps to `to`.
  public init(_ to: Value) {
    self.to = to
  }

  public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
    list.keyframes.append(RawKeyframe(to: to, duration: 0, kind: .move))
  }
}

/// The builder that creates keyframe track content from the keyframes you provide.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe as it is.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where K.Value == Value {
    expression
  }

  /// No keyframes.
  public static func buildBlock() -> _KeyframeList<Value> { _KeyframeList() }

  /// The first keyframes of a block.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> _KeyframeList<Value>
  where K.Value == Value {
    var list = _KeyframeList<Value>()
    first._appendKeyframes(to: &list)
    return list
  }

  /// The keyframes so far followed by the next ones.
  public static func buildPartialBlock<K: KeyframeTrackContent>(
    accumulated: _KeyframeList<Value>, next: K
  ) -> _KeyframeList<Value> where K.Value == Value {
    var list = accumulated
    next._appendKeyframes(to: &list)
    return list
  }

  /// Keyframes of an `if` without `else`.
  public static func buildOptional(_ component: _KeyframeList<Value>?) -> _KeyframeList<Value> {
    component ?? _KeyframeList()
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    first component: First
  ) -> Conditional<Value, First, Second>
  where Value == First.Value, First.Value == Second.Value {
    Conditional(branch: .first(component))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    second component: Second
  ) -> Conditional<Value, First, Second>
  where Value == First.Value, First.Value == Second.Value {
    Conditional(branch: .second(component))
  }

  /// Keyframes of a `for` loop.
  public static func buildArray(_ components: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
    _KeyframeList(keyframes: components.flatMap(\.keyframes))
  }
}
