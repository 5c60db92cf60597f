/// An unresolved track: resolves against a timeline's initial value (and the velocities the
/// timeline inherits when it replaces a running one), on the main actor.
struct KeyframeTrackSpec<Root> {
  let resolve:
    @MainActor (_ initial: Root, _ velocities: [AnyKeyPath: Any]) -> ResolvedKeyframeTrack<Root>

  init<Property: Animatable>(
    keyPath: WritableKeyPath<Root, Property>, keyframes: _KeyframeList<Property>
  ) {
    // Built anywhere, resolved on the main actor: the key path and keyframes are values
    // that are only read there.
    let parts = UncheckedSendable((keyPath, keyframes))
    resolve = { initial, velocities in
      let (keyPath, keyframes) = parts.value
      let specs = keyframes.specs
      let start = initial[keyPath: keyPath]
      let incoming = velocities[keyPath] as? Property.AnimatableData
      let path = KeyframeResolver.resolve(
        initial: start.animatableData, incoming: incoming, specs: specs)
      return ResolvedKeyframeTrack(keyPath: keyPath, template: start, path: path)
    }
  }
}

/// A value handed to the main actor that the compiler cannot prove sendable (key paths and
/// keyframe values written by the program, read only there).
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// One number of a keyframe track's value at an instant, with its exact rate of change.
package struct KeyframeComponent: Hashable, Sendable {
  package var value: Double
  package var velocity: Double
}

/// A resolved track: a function of time for one property.
@MainActor
struct ResolvedKeyframeTrack<Root> {
  let keyPath: AnyKeyPath
  let duration: Double
  /// The instants at which the track reaches its keyframes.
  let keyframeTimes: [Double]
  /// Writes the property's value at a time into a root value.
  let apply: (inout Root, Double) -> Void
  /// The property's velocity at a time, in its animatable data.
  let velocity: (Double) -> Any
  /// The numbers of the property's animatable data at a time, each with its exact rate of
  /// change; empty when the data is not a few plain numbers.
  let components: (Double) -> [KeyframeComponent]
  /// The property's value at a time, described.
  let describe: (Double) -> String
  /// The property's value before the track starts, described.
  let describeStart: () -> String
  /// Whether the track jumps at its very start (a zero-duration first keyframe elsewhere).
  let jumpsAtStart: Bool

  init<Property: Animatable>(
    keyPath: WritableKeyPath<Root, Property>, template: Property,
    path: KeyframePath<Property.AnimatableData>
  ) {
    self.keyPath = keyPath
    duration = path.duration
    keyframeTimes = path.keyframeTimes
    apply = { root, time in
      var value = template
      value.animatableData = path.value(at: time)
      root[keyPath: keyPath] = value
    }
    velocity = { path.velocity(at: $0) }
    components = { time in
      guard let flat = Property.AnimatableData.self as? any FlatAnimatableData.Type,
        flat.componentCount <= AnimationVector.capacity
      else { return [] }
      func numbers<F: FlatAnimatableData>(_: F.Type) -> [KeyframeComponent] {
        var values = AnimationVector()
        var rates = AnimationVector()
        sameValue(path.value(at: time), as: F.self).write(into: &values, at: 0)
        sameValue(path.velocity(at: time), as: F.self).write(into: &rates, at: 0)
        return (0..<F.componentCount).map {
          KeyframeComponent(value: values.storage[$0], velocity: rates.storage[$0])
        }
      }
      return numbers(flat)
    }
    describe = { time in
      var value = template
      value.animatableData = path.value(at: time)
      return String(describing: value)
    }
    describeStart = { String(describing: template) }
    if let first = path.segments.first, first.duration == 0 {
      jumpsAtStart = (first.end - path.initial).magnitudeSquared > 0
    } else {
      jumpsAtStart = false
    }
  }
}
