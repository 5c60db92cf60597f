/// A description of how a value changes over time, modelled using keyframes: usable on its
/// own, outside any view.
///
/// Each track is its own timeline from time zero; the timeline's duration is the longest
/// track's, a shorter track holds its last value, and later tracks win on the same property.
///
/// A timeline is built anywhere, as in SwiftUI; its tracks are resolved (their values read as
/// animatable data, whose protocol is main-actor isolated in Cadence) the first time its
/// duration or a value is asked for, on the main actor.
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let resolution: Resolution

  /// The resolved tracks, computed once.
  private final class Resolution: @unchecked Sendable {
    let specs: [KeyframeTrackSpec<Value>]
    let velocities: [AnyKeyPath: Any]
    var tracks: [ResolvedKeyframeTrack<Value>]?
    var duration: TimeInterval = 0

    init(specs: [KeyframeTrackSpec<Value>], velocities: [AnyKeyPath: Any]) {
      self.specs = specs
      self.velocities = velocities
    }
  }

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
    resolution = Resolution(specs: list.tracks, velocities: velocities)
  }

  /// The tracks, resolved against the initial value.
  @MainActor
  var tracks: [ResolvedKeyframeTrack<Value>] {
    if let tracks = resolution.tracks { return tracks }
    let tracks = resolution.specs.map { $0.resolve(initialValue, resolution.velocities) }
    resolution.tracks = tracks
    resolution.duration = tracks.map(\.duration).max() ?? 0
    return tracks
  }

  /// The duration of the content in seconds.
  @MainActor
  public var duration: TimeInterval {
    _ = tracks
    return resolution.duration
  }

  /// The value at `time` seconds from the start (clamped to the timeline).
  @MainActor
  public func value(time: Double) -> Value {
    var value = initialValue
    let t = time.isFinite ? min(max(time, 0), duration) : (time > 0 ? duration : 0)
    for track in tracks {
      track.apply(&value, t)
    }
    return value
  }

  /// The value at `progress` (0 to 1) of the duration.
  @MainActor
  public func value(progress: Double) -> Value {
    value(time: progress * duration)
  }

  /// The instants at which any track reaches a keyframe, in order, without repeats.
  @MainActor
  var keyframeTimes: [Double] {
    Array(Set(tracks.flatMap(\.keyframeTimes))).sorted()
  }

  /// The numbers of every track's value at `time` (clamped as `value(time:)` clamps it),
  /// each with its exact rate of change.
  @MainActor
  func components(time: Double) -> [KeyframeComponent] {
    let t = time.isFinite ? min(max(time, 0), duration) : (time > 0 ? duration : 0)
    return tracks.flatMap { $0.components(t) }
  }

  /// Every track's velocity at `time`, by key path, for a timeline that takes over.
  @MainActor
  func velocities(at time: Double) -> [AnyKeyPath: Any] {
    var result: [AnyKeyPath: Any] = [:]
    for track in tracks { result[track.keyPath] = track.velocity(time) }
    return result
  }
}
