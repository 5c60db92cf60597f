/// Something the runtime advances at every update while it animates.
@MainActor
protocol AnimationTicking: AnyObject {
  /// Advances to `now`; returns false once the animation has ended.
  func tick(at now: VirtualTime) -> Bool
  /// The node whose rendered values the animation moves, if any.
  var animatedNode: _ViewNode? { get }
  /// What runs, for a host that waits for it to end: `offset of Root/Card: repeatForever(…)`.
  var activityDescription: String { get }
}

extension AnimationTicking {
  var animatedNode: _ViewNode? { nil }
}

/// One animatable attribute of a node: its model value (what the view says), its running
/// animation, and the value presented now.
///
/// Data made of at most four numbers (every built-in attribute) animates as an
/// `AnimationVector` on a `VectorTrack`, whose frame tick is specialised code; any other
/// `VectorArithmetic` type animates on a generic `ValueTrack`. Both run `AnimationTrackCore`.
@MainActor
final class AnimatableAttribute<Value: VectorArithmetic> {
  private enum Storage {
    case vector(
      AnimationTrackCore<AnimationVector>, encode: (Value) -> AnimationVector,
      decode: (AnimationVector) -> Value)
    case value(AnimationTrackCore<Value>)
  }

  private let storage: Storage

  init(name: String, node: _ViewNode, model: Value) {
    if let flat = Value.self as? any FlatAnimatableData.Type,
      flat.componentCount <= AnimationVector.capacity
    {
      func codec<F: FlatAnimatableData>(_: F.Type) -> Storage {
        let encode: (Value) -> AnimationVector = { value in
          var vector = AnimationVector()
          sameValue(value, as: F.self).write(into: &vector, at: 0)
          return vector
        }
        let decode: (AnimationVector) -> Value = {
          sameValue(F(from: $0, at: 0), as: Value.self)
        }
        return .vector(
          AnimationTrackCore(name: name, node: node, model: encode(model)), encode: encode,
          decode: decode)
      }
      storage = codec(flat)
    } else {
      storage = .value(AnimationTrackCore(name: name, node: node, model: model))
    }
  }

  /// Called after the presented value changed during an update.
  var onPresentedChange: (() -> Void)? {
    get {
      switch storage {
      case .vector(let track, _, _): return track.onPresentedChange
      case .value(let track): return track.onPresentedChange
      }
    }
    set {
      switch storage {
      case .vector(let track, _, _): track.onPresentedChange = newValue
      case .value(let track): track.onPresentedChange = newValue
      }
    }
  }

  /// The value shown now.
  var presented: Value {
    switch storage {
    case .vector(let track, _, let decode): return decode(track.presented)
    case .value(let track): return track.presented
    }
  }

  /// The value shown now moved `seconds` along its exact velocity (the value itself at
  /// rest); nil when the running animation does not know its derivative.
  func presented(shiftedBy seconds: Double) -> Value? {
    switch storage {
    case .vector(let track, _, let decode): return track.presented(shiftedBy: seconds).map(decode)
    case .value(let track): return track.presented(shiftedBy: seconds)
    }
  }

  /// The exact rate of change of the value shown now: zero at rest, nil when the running
  /// animation does not know its derivative.
  var presentedVelocity: Value? {
    switch storage {
    case .vector(let track, _, let decode): return track.presentedVelocity.map(decode)
    case .value(let track): return track.presentedVelocity
    }
  }

  /// Whether an animation is running.
  var isAnimating: Bool {
    switch storage {
    case .vector(let track, _, _): return track.isAnimating
    case .value(let track): return track.isAnimating
    }
  }

  /// Ends the animation for good: the node left the tree.
  func detach() {
    switch storage {
    case .vector(let track, _, _): track.detach()
    case .value(let track): track.detach()
    }
  }

  /// Sets a new model value in `transaction`, animating when it has an animation.
  func update(to newModel: Value, transaction: Transaction) {
    switch storage {
    case .vector(let track, let encode, _):
      track.update(to: encode(newModel), transaction: transaction)
    case .value(let track): track.update(to: newModel, transaction: transaction)
    }
  }
}

/// Whether a view at rest showing `model` needs an attribute to take `newModel` in
/// `transaction`: the change animates, or the new value is not finite (the attribute reports
/// it and keeps the value shown). An owner that makes its attribute on demand asks this
/// before its first change; without one, the model is what is shown. (A free function, not a
/// static one of the generic class, whose metadata each call would look up.)
func animatableAttributeIsNeeded<Value: VectorArithmetic>(
  from model: Value, to newModel: Value, transaction: Transaction
) -> Bool {
  guard newModel != model else { return false }
  return transaction.animation != nil || !isFiniteAnimatableData(newModel)
}
