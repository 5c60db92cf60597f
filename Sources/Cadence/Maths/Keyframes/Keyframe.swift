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

extension _KeyframeList: KeyframeTrackContent {
  public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
    list.keyframes.append(contentsOf: keyframes)
  }
}

/// A type that defines a series of keyframes for one property.
public protocol KeyframeTrackContent<Value> {
  /// The type of the property the keyframes animate.
  associatedtype Value: Animatable
  /// Appends the keyframes to `list`. Not for use outside Cadence.
  func _appendKeyframes(to list: inout _KeyframeList<Value>)
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
