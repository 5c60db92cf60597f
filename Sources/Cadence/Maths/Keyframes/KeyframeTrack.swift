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

  /// The tracks of the whole builder, as they are: whatever the block made is a set of
  /// keyframe tracks of `Value`.
  public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
    component
  }
}
