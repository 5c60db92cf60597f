/// A frame clock in virtual time: it moves only when told to, exactly and deterministically.
/// Advancing runs every frame on the grid before the target, every scheduled tick on the way,
/// and then the target instant itself; frames at which nothing can change (`isIdle` says so)
/// are skipped, so a jump over idle time costs nothing per frame.
@MainActor
public final class ManualFrameClock: FrameClock {
  /// The frame grid.
  public let grid: FrameGrid
  /// The instant of the most recent tick.
  public private(set) var now: VirtualTime = .zero
  private var onTick: (@MainActor (VirtualTime) -> Void)?
  private var scheduled = InstantQueue()

  /// Says whether nothing would change at a frame (nothing animates, nothing is pending):
  /// such frames are skipped, and time jumps to the next scheduled instant or the target.
  /// Nil ticks every frame.
  public var isIdle: (@MainActor () -> Bool)?

  /// Frames per second.
  public var framesPerSecond: Double { grid.framesPerSecond }

  /// Creates a clock at t = 0; the default rate is 120 frames per second.
  public init(framesPerSecond: Double = 120) {
    grid = FrameGrid(framesPerSecond: framesPerSecond)
  }

  @preconcurrency public func start(onTick: @escaping @MainActor (VirtualTime) -> Void) {
    self.onTick = onTick
  }

  public func stop() {
    onTick = nil
  }

  /// The soonest tick asked for after now, if any.
  public var nextScheduledTick: VirtualTime? { scheduled.first }

  public func scheduleTick(at instant: VirtualTime) {
    if instant > now { scheduled.insert(instant) }
  }

  /// Moves time forward by `duration` seconds (see `advance(to:)`).
  public func advance(by duration: Double) {
    advance(to: now + VirtualTime(seconds: duration))
  }

  /// Moves time to `target`, ticking at every frame and every scheduled instant strictly
  /// between now and the target, in order, and then at the target. A target within a
  /// nanosecond of a frame instant is that instant, so that steps of the frame's length in
  /// seconds (8 333 333.3 ns at 120 Hz, rounded) stay on the grid. A target before now does
  /// nothing and returns false.
  @discardableResult
  public func advance(to requested: VirtualTime) -> Bool {
    let target = grid.snapped(requested)
    guard target >= now else { return false }
    while true {
      var next = (isIdle?() ?? false) ? target : grid.nextFrame(after: now)
      if let soonest = scheduled.first, soonest < next { next = soonest }
      guard next < target else { break }
      tick(at: next)
    }
    tick(at: target)
    return true
  }

  private func tick(at instant: VirtualTime) {
    now = instant
    scheduled.removeAll(atOrBefore: instant)
    onTick?(instant)
  }
}

/// Instants in a binary min-heap: the soonest is read in O(1), inserted and removed in
/// O(log n), so a track of thousands of keyframe instants costs nothing per tick.
struct InstantQueue {
  private var heap: [VirtualTime] = []

  /// The soonest instant.
  var first: VirtualTime? { heap.first }

  /// Adds `instant` (duplicates are kept and removed together).
  mutating func insert(_ instant: VirtualTime) {
    heap.append(instant)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes every instant at or before `instant`.
  mutating func removeAll(atOrBefore instant: VirtualTime) {
    while let soonest = heap.first, soonest <= instant { removeFirst() }
  }

  private mutating func removeFirst() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left] < heap[smallest] { smallest = left }
      if right < heap.count, heap[right] < heap[smallest] { smallest = right }
      guard smallest != parent else { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
