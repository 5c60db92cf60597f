/// A type that defines a set of keyframe tracks over a root value.
public protocol Keyframes<Value> {
  /// The type of value animated by the keyframes.
  associatedtype Value
  /// Appends the tracks to `list`. Not for use outside Cadence.
  func _appendTracks(to list: inout _KeyframeTrackList<Value>)
}

/// The tracks of a timeline, in declaration order: what the keyframes builder builds.
public struct _KeyframeTrackList<Value> {
  var tracks: [KeyframeTrackSpec<Value>] = []
}

extension _KeyframeTrackList: Keyframes {
  public func _appendTracks(to list: inout _KeyframeTrackList<Value>) {
    list.tracks.append(contentsOf: tracks)
  }
}

/// A sequence of keyframes animating one property of a root type, on its own timeline.
///
/// `Root` is the timeline's value and the track's `Keyframes.Value`; `Property` (called
/// `Value` in SwiftUI's documentation) is the animated property's type.
public struct KeyframeTrack<Root, Property: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Property {
  /// The timeline's value type.
  public typealias Value = Root

  let keyPath: WritableKeyPath<Root, Property>
  let content: Content

  /// Creates a track that animates the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Property>,
    @KeyframeTrackContentBuilder<Property> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  public func _appendTracks(to list: inout _KeyframeTrackList<Root>) {
    var keyframes = _KeyframeList<Property>()
    content._appendKeyframes(to: &keyframes)
    list.tracks.append(KeyframeTrackSpec(keyPath: keyPath, keyframes: keyframes))
  }
}

extension KeyframeTrack where Root == Property {
  /// Creates a track that animates the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

/// Keyframes written directly in a timeline: one track of the whole value.
public struct _ImplicitKeyframeTrack<Value: Animatable>: Keyframes {
  let keyframes: _KeyframeList<Value>

  public func _appendTracks(to list: inout _KeyframeTrackList<Value>) {
    list.tracks.append(KeyframeTrackSpec(keyPath: \.self, keyframes: keyframes))
  }
}

/// A builder that combines keyframe tracks.
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// A track as it is.
  public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
    expression
  }

  /// Keyframes written directly in a timeline, without a track: together they form one track
  /// of the whole value.
  public static func buildExpression<Content: KeyframeTrackContent>(_ expression: Content)
    -> Content where Content.Value == Value
  {
    expression
  }

  /// No tracks.
  public static func buildBlock() -> _KeyframeTrackList<Value> { _KeyframeTrackList() }

  /// The first tracks of a block.
  public static func buildPartialBlock<K: Keyframes>(first: K) -> _KeyframeTrackList<Value>
  where K.Value == Value {
    var list = _KeyframeTrackList<Value>()
    first._appendTracks(to: &list)
    return list
  }

  /// The tracks so far followed by the next ones.
  public static func buildPartialBlock<K: Keyframes>(
    accumulated: _KeyframeTrackList<Value>, next: K
  ) -> _KeyframeTrackList<Value> where K.Value == Value {
    var list = accumulated
    next._appendTracks(to: &list)
    return list
  }

  /// The first keyframes of a block of keyframes.
  public static func buildPartialBlock<Content: KeyframeTrackContent>(first: Content)
    -> _ImplicitKeyframeTrack<Content.Value> where Content.Value == Value
  {
    var list = _KeyframeList<Content.Value>()
    first._appendKeyframes(to: &list)
    return _ImplicitKeyframeTrack(keyframes: list)
  }

  /// The keyframes so far followed by the next ones, in the same track.
  public static func buildPartialBlock<Content: KeyframeTrackContent>(
    accumulated: _ImplicitKeyframeTrack<Content.Value>, next: Content
  ) -> _ImplicitKeyframeTrack<Content.Value> where Content.Value == Value {
    var list = accumulated.keyframes
    next._appendKeyframes(to: &list)
    return _ImplicitKeyframeTrack(keyframes: list)
  }

  /// Tracks of an `if` without `else`.
  public static func buildOptional<K: Keyframes>(_ component: K?) -> _KeyframeTrackList<Value>
  where K.Value == Value {
    var list = _KeyframeTrackList<Value>()
    component?._appendTracks(to: &list)
    return list
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<K: Keyframes>(first component: K) -> _KeyframeTrackList<Value>
  where K.Value == Value {
    var list = _KeyframeTrackList<Value>()
    component._appendTracks(to: &list)
    return list
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<K: Keyframes>(second component: K) -> _KeyframeTrackList<Value>
  where K.Value == Value {
    var list = _KeyframeTrackList<Value>()
    component._appendTracks(to: &list)
    return list
  }

  /// Tracks of a `for` loop.
  public static func buildArray<K: Keyframes>(_ components: [K]) -> _KeyframeTrackList<Value>
  where K.Value == Value {
    var list = _KeyframeTrackList<Value>()
    for component in components { component._appendTracks(to: &list) }
    return list
  }
}

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
