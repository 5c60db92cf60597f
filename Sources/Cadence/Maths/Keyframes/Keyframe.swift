/// One keyframe as written, before its track is resolved: its target value in animatable
/// data, its duration and how it gets there.
struct KeyframeSpec<Data: VectorArithmetic> {
  enum Kind {
    case move
    case linear(UnitCurve)
    case cubic(startVelocity: Data?, endVelocity: Data?)
    case spring(Spring, startVelocity: Data?)
  }

  var to: Data
  /// The duration, or nil for a spring's settling duration.
  var duration: Double?
  var kind: Kind
}

/// One keyframe as written, with its values as given: keyframes are built anywhere (they are
/// not isolated to the main actor, as in SwiftUI); their values become animatable data when
/// the track is resolved, on the main actor.
struct RawKeyframe<Value: Animatable> {
  enum Kind {
    case move
    case linear(UnitCurve)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    case spring(Spring, startVelocity: Value?)
  }

  var to: Value
  var duration: Double?
  var kind: Kind

  /// The keyframe in animatable data.
  @MainActor
  var spec: KeyframeSpec<Value.AnimatableData> {
    switch kind {
    case .move: return KeyframeSpec(to: to.animatableData, duration: duration, kind: .move)
    case .linear(let curve):
      return KeyframeSpec(to: to.animatableData, duration: duration, kind: .linear(curve))
    case .cubic(let start, let end):
      return KeyframeSpec(
        to: to.animatableData, duration: duration,
        kind: .cubic(startVelocity: start?.animatableData, endVelocity: end?.animatableData))
    case .spring(let spring, let start):
      return KeyframeSpec(
        to: to.animatableData, duration: duration,
        kind: .spring(spring, startVelocity: start?.animatableData))
    }
  }
}

/// The keyframes of one track, in order: what track content builds.
public struct _KeyframeList<Value: Animatable> {
  var keyframes: [RawKeyframe<Value>] = []

  /// The keyframes in animatable data.
  @MainActor
  var specs: [KeyframeSpec<Value.AnimatableData>] { keyframes.map(\.spec) }
}

/// A type that defines a series of keyframes for one property.
public protocol KeyframeTrackContent<Value> {
  /// The type of the property the keyframes animate.
  associatedtype Value: Animatable
  /// Appends the keyframes to `list`. Not for use outside Cadence.
  func _appendKeyframes(to list: inout _KeyframeList<Value>)
}

extension _KeyframeList: KeyframeTrackContent {
  public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
    list.keyframes.append(contentsOf: keyframes)
  }
}

/// A keyframe that uses simple linear interpolation (along an optional timing curve).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value
  let duration: TimeInterval
  let timingCurve: UnitCurve

  /// Creates a keyframe that moves to `to` over `duration` along `timingCurve`.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
    self.timingCurve = timingCurve
  }

  public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
    list.keyframes.append(RawKeyframe(to: to, duration: duration, kind: .linear(timingCurve)))
  }
}

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
  public static func buildEither(first component: _KeyframeList<Value>) -> _KeyframeList<Value> {
    component
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither(second component: _KeyframeList<Value>) -> _KeyframeList<Value> {
    component
  }

  /// Keyframes of a `for` loop.
  public static func buildArray(_ components: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
    _KeyframeList(keyframes: components.flatMap(\.keyframes))
  }
}
