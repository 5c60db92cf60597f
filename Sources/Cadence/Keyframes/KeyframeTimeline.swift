/// A description of how a value changes over time, modelled using keyframes: usable on its
/// own, outside any view.
///
/// Each track is its own timeline from time zero; the timeline's duration is the longest
/// track's, a shorter track holds its last value, and later tracks win on the same property.
@MainActor
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  let tracks: [ResolvedKeyframeTrack<Value>]

  /// The duration of the content in seconds.
  public let duration: TimeInterval

  /// Creates a timeline from an initial value and keyframe tracks.
  public init(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
  ) {
    self.init(initialValue: initialValue, keyframes: content(), velocities: [:])
  }

  /// Creates a timeline whose tracks start with the given velocities (by key path), as when it
  /// replaces a running timeline.
  init(initialValue: Value, keyframes: some Keyframes<Value>, velocities: [AnyKeyPath: Any]) {
    self.initialValue = initialValue
    var list = _KeyframeTrackList<Value>()
    keyframes._appendTracks(to: &list)
    tracks = list.tracks.map { $0.resolve(initialValue, velocities) }
    duration = tracks.map(\.duration).max() ?? 0
  }

  /// The value at `time` seconds from the start (clamped to the timeline).
  public func value(time: Double) -> Value {
    var value = initialValue
    let t = time.isFinite ? min(max(time, 0), duration) : (time > 0 ? duration : 0)
    for track in tracks {
      track.apply(&value, t)
    }
    return value
  }

  /// The value at `progress` (0 to 1) of the duration.
  public func value(progress: Double) -> Value {
    value(time: progress * duration)
  }

  /// The instants at which any track reaches a keyframe, in order, without repeats.
  var keyframeTimes: [Double] {
    Array(Set(tracks.flatMap(\.keyframeTimes))).sorted()
  }

  /// The numbers of every track's value at `time` (clamped as `value(time:)` clamps it),
  /// each with its exact rate of change.
  func components(time: Double) -> [KeyframeComponent] {
    let t = time.isFinite ? min(max(time, 0), duration) : (time > 0 ? duration : 0)
    return tracks.flatMap { $0.components(t) }
  }

  /// Every track's velocity at `time`, by key path, for a timeline that takes over.
  func velocities(at time: Double) -> [AnyKeyPath: Any] {
    var result: [AnyKeyPath: Any] = [:]
    for track in tracks { result[track.keyPath] = track.velocity(time) }
    return result
  }
}
