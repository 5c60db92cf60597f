/// A frame clock in virtual time: it moves only when told to, exactly and deterministically.
/// Advancing runs every frame on the grid before the target, every scheduled tick on the way,
/// and then the target instant itself.
@MainActor
public final class ManualFrameClock: FrameClock {
  /// The frame grid.
  public let grid: FrameGrid
  /// The instant of the most recent tick.
  public private(set) var now: VirtualTime = .zero
  private var onTick: (@MainActor (VirtualTime) -> Void)?
  private var scheduled: Set<VirtualTime> = []

  /// Frames per second.
  public var framesPerSecond: Double { grid.framesPerSecond }

  /// Creates a clock at t = 0; the default rate is 120 frames per second.
  public init(framesPerSecond: Double = 120) {
    grid = FrameGrid(framesPerSecond: framesPerSecond)
  }

  public func start(onTick: @escaping @MainActor (VirtualTime) -> Void) {
    self.onTick = onTick
  }

  public func stop() {
    onTick = nil
  }

  public func scheduleTick(at instant: VirtualTime) {
    if instant > now { scheduled.insert(instant) }
  }

  /// Moves time forward by `duration` seconds (see `advance(to:)`).
  public func advance(by duration: Double) {
    advance(to: now + VirtualTime(seconds: duration))
  }

  /// Moves time to `target`, ticking at every frame and every scheduled instant strictly
  /// between now and the target, in order, and then at the target. A target before now does
  /// nothing and returns false.
  @discardableResult
  public func advance(to target: VirtualTime) -> Bool {
    guard target >= now else { return false }
    while true {
      var next = grid.nextFrame(after: now)
      if let soonest = scheduled.min(), soonest < next { next = soonest }
      guard next < target else { break }
      tick(at: next)
    }
    tick(at: target)
    return true
  }

  private func tick(at instant: VirtualTime) {
    now = instant
    if !scheduled.isEmpty, scheduled.contains(where: { $0 <= instant }) {
      scheduled = scheduled.filter { $0 > instant }
    }
    onTick?(instant)
  }
}
