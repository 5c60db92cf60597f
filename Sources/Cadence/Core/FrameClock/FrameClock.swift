/// A source of frames: it decides at which instants the runtime updates, and tells the
/// runtime the instant of each. Time is injected this way; the runtime never reads a clock.
@MainActor
public protocol FrameClock: AnyObject {
  /// Frames per second.
  var framesPerSecond: Double { get }
  /// The instant of the most recent tick, since the clock started.
  var now: VirtualTime { get }
  /// Starts delivering ticks to `onTick`, each with its instant.
  func start(onTick: @escaping @MainActor (VirtualTime) -> Void)
  /// Stops delivering ticks.
  func stop()
  /// Asks for a tick at exactly `instant`, on or off the frame grid, so that something due
  /// then (a completion, a phase's end) happens at its exact instant.
  func scheduleTick(at instant: VirtualTime)
}

/// The instants of frames at a fixed rate: frame k is at k / framesPerSecond seconds,
/// rounded to the nanosecond.
public struct FrameGrid: Hashable, Sendable {
  /// Frames per second; always finite and positive.
  public let framesPerSecond: Double

  /// The rate used when a non-finite or non-positive rate is asked for.
  public static let defaultFramesPerSecond = 120.0

  /// Creates a grid; a non-finite or non-positive rate falls back to 120 frames per second.
  public init(framesPerSecond: Double) {
    self.framesPerSecond =
      framesPerSecond.isFinite && framesPerSecond > 0
      ? framesPerSecond : Self.defaultFramesPerSecond
  }

  /// The instant of frame `index`.
  public func instant(ofFrame index: Int64) -> VirtualTime {
    VirtualTime(seconds: Double(index) / framesPerSecond)
  }

  /// The index of the last frame at or before `instant`.
  public func frameIndex(atOrBefore instant: VirtualTime) -> Int64 {
    var index = Int64((instant.seconds * framesPerSecond).rounded(.down))
    while index > 0 && self.instant(ofFrame: index) > instant { index -= 1 }
    while self.instant(ofFrame: index + 1) <= instant { index += 1 }
    return index
  }

  /// How far from a frame instant an instant may be and still be taken as that frame: one
  /// nanosecond, the rounding of a frame's length in seconds to whole nanoseconds.
  public static let snapTolerance: Int64 = 1

  /// `instant`, or the frame instant within `snapTolerance` of it.
  public func snapped(_ instant: VirtualTime) -> VirtualTime {
    let below = self.instant(ofFrame: frameIndex(atOrBefore: instant))
    if instant.nanoseconds - below.nanoseconds <= Self.snapTolerance { return below }
    let above = nextFrame(after: instant)
    if above.nanoseconds - instant.nanoseconds <= Self.snapTolerance { return above }
    return instant
  }

  /// The first frame instant strictly after `instant`.
  public func nextFrame(after instant: VirtualTime) -> VirtualTime {
    self.instant(ofFrame: frameIndex(atOrBefore: instant) + 1)
  }
}
