import Dispatch

/// A frame clock in real time: a `DispatchSourceTimer` on the main queue ticks at the frame
/// rate, and one-shot timers tick at scheduled instants. It is where Cadence reads the
/// system's monotonic clock; everything it drives receives the time from it.
@MainActor
public final class DispatchFrameClock: FrameClock {
  /// Frames per second.
  public let framesPerSecond: Double
  /// The instant of the most recent tick, since `start`.
  public private(set) var now: VirtualTime = .zero
  private var timer: DispatchSourceTimer?
  private var startUptime: UInt64 = 0
  private var onTick: (@MainActor (VirtualTime) -> Void)?
  private var generation = 0

  /// Creates a clock; a non-finite or non-positive rate falls back to 120 frames per second.
  public init(framesPerSecond: Double = 120) {
    self.framesPerSecond = FrameGrid(framesPerSecond: framesPerSecond).framesPerSecond
  }

  @preconcurrency public func start(onTick: @escaping @MainActor (VirtualTime) -> Void) {
    stop()
    self.onTick = onTick
    startUptime = DispatchTime.now().uptimeNanoseconds
    let timer = DispatchSource.makeTimerSource(queue: .main)
    let interval = VirtualTime(seconds: 1 / framesPerSecond).nanoseconds
    timer.schedule(
      deadline: .now() + .nanoseconds(Int(interval)), repeating: .nanoseconds(Int(interval)),
      leeway: .nanoseconds(Int(interval / 10)))
    timer.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.tickNow() }
    }
    self.timer = timer
    timer.resume()
  }

  /// The wall clock now: where a live run (an `@main` app) starts its virtual dates.
  nonisolated package static func wallClockDate() -> Date { Date() }

  public func stop() {
    timer?.cancel()
    timer = nil
    onTick = nil
    generation += 1
  }

  public func scheduleTick(at instant: VirtualTime) {
    guard timer != nil, instant > now else { return }
    let deadline = DispatchTime(uptimeNanoseconds: startUptime + UInt64(instant.nanoseconds))
    let expected = generation
    DispatchQueue.main.asyncAfter(deadline: deadline) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == expected else { return }
        self.tick(at: instant)
      }
    }
  }

  private func tickNow() {
    let elapsed = DispatchTime.now().uptimeNanoseconds &- startUptime
    tick(at: VirtualTime(nanoseconds: Int64(clamping: elapsed)))
  }

  /// Ticks at `instant`, never going back in time.
  private func tick(at instant: VirtualTime) {
    guard instant > now else { return }
    now = instant
    onTick?(instant)
  }
}
