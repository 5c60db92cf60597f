/// One resolved segment of a keyframe track, in the animatable data of the property: where it
/// starts and ends, how long it lasts, and how it moves in between. Pure maths: no views, no
/// clock.
struct KeyframeSegment<Data: VectorArithmetic> {
  /// How the segment moves.
  enum Motion {
    /// Jumps to the end at once.
    case move
    /// Along a unit curve.
    case linear(UnitCurve)
    /// A cubic Hermite curve with these start and end velocities (data units per second).
    case cubic(startVelocity: Data, endVelocity: Data)
    /// A spring from the start towards `target`, starting with `velocity`; the segment ends
    /// wherever the spring is after `duration`.
    case spring(Spring, target: Data, velocity: Data)
  }

  var start: Data
  var end: Data
  var duration: Double
  var motion: Motion

  /// The value `time` seconds into the segment (clamped to the segment).
  func value(at time: Double) -> Data {
    let t = min(max(time, 0), duration)
    switch motion {
    case .move:
      return end
    case .linear(let curve):
      guard duration > 0 else { return end }
      return start + (end - start).scaled(by: curve.value(at: t / duration))
    case .cubic(let v0, let v1):
      guard duration > 0 else { return end }
      let s = t / duration
      let h00 = 2 * s * s * s - 3 * s * s + 1
      let h10 = s * s * s - 2 * s * s + s
      let h01 = -2 * s * s * s + 3 * s * s
      let h11 = s * s * s - s * s
      return start.scaled(by: h00) + v0.scaled(by: h10 * duration) + end.scaled(by: h01)
        + v1.scaled(by: h11 * duration)
    case .spring(let spring, let target, let velocity):
      return start + spring.value(target: target - start, initialVelocity: velocity, time: t)
    }
  }

  /// The velocity `time` seconds into the segment, in data units per second.
  func velocity(at time: Double) -> Data {
    let t = min(max(time, 0), duration)
    switch motion {
    case .move:
      return .zero
    case .linear(let curve):
      guard duration > 0 else { return .zero }
      return (end - start).scaled(by: curve.velocity(at: t / duration) / duration)
    case .cubic(let v0, let v1):
      guard duration > 0 else { return .zero }
      let s = t / duration
      let d00 = 6 * s * s - 6 * s
      let d10 = 3 * s * s - 4 * s + 1
      let d01 = -6 * s * s + 6 * s
      let d11 = 3 * s * s - 2 * s
      return start.scaled(by: d00 / duration) + v0.scaled(by: d10) + end.scaled(by: d01 / duration)
        + v1.scaled(by: d11)
    case .spring(let spring, let target, let velocity):
      return spring.velocity(target: target - start, initialVelocity: velocity, time: t)
    }
  }
}

/// The segments of one track, back to back from its start value.
struct KeyframePath<Data: VectorArithmetic> {
  let initial: Data
  let segments: [KeyframeSegment<Data>]
  /// The instant each segment ends, from the track's start: a running sum, searched by
  /// bisection, so that a sample costs O(log n) in a track of n keyframes.
  let ends: [Double]
  /// The total duration.
  var duration: Double { ends.last ?? 0 }

  init(initial: Data, segments: [KeyframeSegment<Data>]) {
    self.initial = initial
    self.segments = segments
    var end = 0.0
    ends = segments.map { segment in
      end += segment.duration
      return end
    }
  }

  /// The segment at `time` and the time into it: the first segment that has not ended, so
  /// at an exact boundary the earlier segment (its end value); a move at the very start
  /// applies at time zero.
  private func locate(_ time: Double) -> (KeyframeSegment<Data>, Double)? {
    guard let last = segments.last else { return nil }
    // The first segment whose end is at or after `time`.
    var low = 0
    var high = ends.count
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] < time { low = middle + 1 } else { high = middle }
    }
    guard low < segments.count else { return (last, last.duration) }
    // At a segment's end instant, its whole duration (the running sum minus the previous end
    // can fall short of it by a rounding, leaving the value a hair off the keyframe's).
    if time == ends[low] { return (segments[low], segments[low].duration) }
    let start = low == 0 ? 0 : ends[low - 1]
    return (segments[low], time - start)
  }

  /// The value at `time`; after the end, the last value.
  func value(at time: Double) -> Data {
    guard let (segment, local) = locate(time) else { return initial }
    return segment.value(at: local)
  }

  /// The instants at which the track reaches its keyframes.
  var keyframeTimes: [Double] { ends }

  /// The velocity at `time`; zero outside the track.
  func velocity(at time: Double) -> Data {
    guard time >= 0, time < duration, let (segment, local) = locate(time) else { return .zero }
    return segment.velocity(at: local)
  }
}
