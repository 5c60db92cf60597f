/// The frame-tick store of the runtime: the attributes of up to four numbers (every built-in
/// attribute) that run a plain built-in animation — a timing curve, an interpolating spring,
/// or a fluid spring (`.default` included) without a blend — and wait for no completion.
/// Their per-frame state lies in one contiguous buffer, with the animation's parameters
/// resolved when it starts, so a frame tick is a loop over the buffer: no existential call,
/// no reference counting, no allocation, and memory read in order.
///
/// The values one change starts share its timing: the same animation from the same instant
/// travels the same fraction of each value's interval at every instant. So a timing curve's
/// or an interpolating spring's fraction is computed once a tick for all the values that run
/// it (a `Timing`), and each value is then its base plus its interval times that fraction. A
/// fluid spring's simulation is each value's own (its timing is not shared).
///
/// A slot computes exactly what `AnimationTrackCore` computes through the animation's
/// `animate` (the same functions, in the same order), so values do not depend on which of
/// the two ticks a track. Everything other than a plain tick (a new change, a completion, the
/// end, a non-finite value) goes back to the track: the slot hands its state back first.
@MainActor
final class VectorTrackStore {
  /// What a slot runs: the built-in animation with its parameters resolved.
  typealias Kernel = AnimationKernel

  /// What a track hands the store to tick it.
  struct Start {
    /// The track the slot ticks for (kept alive while it ticks, as the runtime's lists keep
    /// the other tracks).
    let owner: AnimationTrackCore<AnimationVector>
    let kernel: Kernel
    /// The model minus the interval: the presented value is this plus the offset.
    let base: AnimationVector
    /// The distance the animation travels.
    let interval: AnimationVector
    let begin: VirtualTime
    /// When the animation ends; `.max` when it does not know.
    let finishAt: VirtualTime
    /// Whether the owner is told of each new presented value.
    let notifies: Bool
    /// Whether each value must be checked for finiteness: not when the kernel's fraction is
    /// bounded and the base and interval are such that no value within the bound overflows.
    let checksFinite: Bool
    /// The value shown now.
    let presented: AnimationVector
    /// Whether the animation has reached logical completion.
    let isLogicallyComplete: Bool
  }

  /// What a track takes back when its slot leaves the store.
  struct Handback {
    let presented: AnimationVector
    let isLogicallyComplete: Bool
    /// The simulation, for a fluid spring.
    let fluid: FluidSimulation?
  }

  /// One animation from one instant, and the slots that run it.
  struct Timing {
    let kernel: Kernel
    let begin: VirtualTime
    /// When the animation ends; `.max` when it does not know.
    let finishAt: VirtualTime
    /// Whether its slots share its fraction (`AnimationKernel.hasSharedFraction`); a fluid
    /// spring's timing has one slot, which ticks its own simulation.
    let isShared: Bool
    /// The slots that run it; 0 when the entry is free.
    var users: Int
    /// As of the latest tick, for a shared timing: the fraction of the interval travelled;
    /// NaN once the animation has ended (its slots go back to their tracks).
    var fraction = 0.0
    /// Whether the animation has reached logical completion (as of the latest tick).
    var isLogicallyComplete = false

    /// Computes the fraction at `now`.
    @inline(__always)
    mutating func advance(to now: VirtualTime) {
      guard now < finishAt else {
        fraction = .nan
        return
      }
      // Both instants are at or after mount, so their difference cannot overflow: the same
      // seconds as `(now - begin).seconds`, without the saturating check.
      let time = VirtualTime(nanoseconds: now.nanoseconds &- begin.nanoseconds).seconds
      if case .bezier(let solver, let duration) = kernel {
        // The common case (`.easeIn`, `.easeOut`, `.easeInOut`, Bézier timing curves) first:
        // its solver is read without copying out the other kernels' parameters.
        fraction =
          TimingCurveAnimation.kernelFraction(solver: solver, duration: duration, at: time) ?? .nan
      } else {
        fraction = kernel.fraction(at: time, isLogicallyComplete: &isLogicallyComplete) ?? .nan
      }
    }
  }

  /// One ticking attribute. (The vectors first: a slot is 128 bytes, 192 with the vectors
  /// apart, and the tick reads every slot at every frame.)
  struct Slot {
    let base: AnimationVector
    let interval: AnimationVector
    var presented: AnimationVector
    let owner: AnimationTrackCore<AnimationVector>
    /// The index of its timing in `timings`.
    let timing: Int
    let notifies: Bool
    let checksFinite: Bool
    /// Whether the animation has reached logical completion (a fluid spring's; a shared
    /// timing's is the timing's).
    var isLogicallyComplete: Bool

    /// Moves to the timing's `fraction`; false when the track must take over (the animation
    /// ended or the value is not finite).
    @inline(__always)
    mutating func advance(fraction: Double) -> Bool {
      // A NaN fraction (the animation ended) fails the comparison.
      guard fraction == fraction else { return false }
      let value = base + interval.scaled(by: fraction)
      if checksFinite, !value.isFinite { return false }
      presented = value
      return true
    }

    /// Moves a fluid spring's simulation `fluid` to `now`; false when the track must take
    /// over (the spring settled or produced a non-finite value).
    @inline(__always)
    mutating func advance(
      to now: VirtualTime, timing: UnsafeMutablePointer<Timing>,
      fluid: UnsafeMutablePointer<FluidSimulation>
    ) -> Bool {
      guard now < timing.pointee.finishAt else { return false }
      let time = VirtualTime(nanoseconds: now.nanoseconds &- timing.pointee.begin.nanoseconds)
        .seconds
      guard
        let offset = timing.pointee.kernel.offset(
          at: time, interval: interval, fluid: fluid, isLogicallyComplete: &isLogicallyComplete)
      else { return false }
      let value = base + offset
      if checksFinite, !value.isFinite { return false }
      presented = value
      return true
    }
  }

  /// A fluid spring's simulation.
  typealias FluidSimulation = AnimationKernel.FluidSimulation

  fileprivate var slots: UnsafeMutablePointer<Slot>
  /// The simulations of fluid springs, beside their slots (apart, so that the other kernels'
  /// ticks do not read them).
  private var fluids: UnsafeMutablePointer<FluidSimulation>
  private var capacity = 0
  /// The number of ticking slots, in `slots[0..<count]`.
  private(set) var count = 0
  /// The timings of the slots, `timingEnd` entries; those without users are free (listed in
  /// `freeTimings`). Kept as the slots are: the tick reads them without a retain or a check.
  private var timings: UnsafeMutablePointer<Timing>
  private var timingCapacity = 0
  private var timingEnd = 0
  private var freeTimings: [Int] = []
  /// The timings most recently made, which a new slot looks among for its own: the values of
  /// one change start one after the other, with the few animations the change runs.
  private var recentTimings: [Int] = []
  /// The slots whose tracks take over after a tick, kept between ticks for its capacity.
  private var handedBack: [Int] = []

  /// How many timings `recentTimings` keeps.
  private static let recentCount = 8

  init() {
    slots = UnsafeMutablePointer.allocate(capacity: 0)
    fluids = UnsafeMutablePointer.allocate(capacity: 0)
    timings = UnsafeMutablePointer.allocate(capacity: 0)
  }

  isolated deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
    fluids.deinitialize(count: count)
    fluids.deallocate()
    timings.deinitialize(count: timingEnd)
    timings.deallocate()
  }

  /// The number of timings in use: the distinct animations the slots run.
  var timingCount: Int { timingEnd - freeTimings.count }

  /// Adds a slot with its fluid simulation; returns its index.
  func append(_ start: Start, fluid: FluidSimulation) -> Int {
    if count == capacity {
      let newCapacity = max(16, capacity * 2)
      slots = slots.movedToNewBuffer(count: count, capacity: newCapacity)
      fluids = fluids.movedToNewBuffer(count: count, capacity: newCapacity)
      capacity = newCapacity
    }
    let slot = Slot(
      base: start.base, interval: start.interval, presented: start.presented,
      owner: start.owner, timing: timing(for: start), notifies: start.notifies,
      checksFinite: start.checksFinite, isLogicallyComplete: start.isLogicallyComplete)
    (slots + count).initialize(to: slot)
    (fluids + count).initialize(to: fluid)
    count += 1
    return count - 1
  }

  /// The index of a timing for `start`: one it shares with slots already here when a recent
  /// timing runs the same animation from the same instant, else a new one.
  private func timing(for start: Start) -> Int {
    let shared = start.kernel.hasSharedFraction
    if shared {
      for index in recentTimings.reversed() {
        let timing = timings[index]
        guard timing.users > 0, timing.isShared, timing.begin == start.begin,
          timing.finishAt == start.finishAt,
          timing.isLogicallyComplete == start.isLogicallyComplete,
          timing.kernel.sharesFraction(with: start.kernel)
        else { continue }
        timings[index].users += 1
        return index
      }
    }
    let timing = Timing(
      kernel: start.kernel, begin: start.begin, finishAt: start.finishAt, isShared: shared,
      users: 1, isLogicallyComplete: start.isLogicallyComplete)
    let index: Int
    if let free = freeTimings.popLast() {
      timings[free] = timing
      index = free
    } else {
      if timingEnd == timingCapacity {
        let newCapacity = max(8, timingCapacity * 2)
        timings = timings.movedToNewBuffer(count: timingEnd, capacity: newCapacity)
        timingCapacity = newCapacity
      }
      (timings + timingEnd).initialize(to: timing)
      index = timingEnd
      timingEnd += 1
    }
    if shared {
      if recentTimings.count == Self.recentCount { recentTimings.removeFirst() }
      recentTimings.append(index)
    }
    return index
  }

  /// The fluid spring simulation of the slot at `index`, if it runs a fluid spring.
  func fluidSimulation(at index: Int) -> FluidSimulation? {
    // A timing that is not shared is a fluid spring's.
    guard !timings[slots[index].timing].isShared else { return nil }
    return fluids[index]
  }

  /// Calls `body` with the track of each slot.
  func forEachOwner(_ body: (AnimationTrackCore<AnimationVector>) -> Void) {
    for index in 0..<count { body(slots[index].owner) }
  }

  /// The value shown now by the slot at `index`.
  func presented(at index: Int) -> AnimationVector {
    slots[index].presented
  }

  /// Removes the slot at `index` and returns what its track takes back; the last slot moves
  /// into its place and its owner is told its new index.
  func remove(at index: Int) -> Handback {
    let slot = (slots + index).move()
    let fluid = (fluids + index).move()
    count -= 1
    if index != count {
      (slots + index).moveInitialize(from: slots + count, count: 1)
      (fluids + index).moveInitialize(from: fluids + count, count: 1)
      slots[index].owner.slotDidMove(to: index)
    }
    let timing = timings[slot.timing]
    timings[slot.timing].users -= 1
    if timings[slot.timing].users == 0 { freeTimings.append(slot.timing) }
    if count == 0 {
      // No slot left: the table starts again empty, so that the ticks after a burst of
      // animations do not walk the entries it left free.
      timings.deinitialize(count: timingEnd)
      timingEnd = 0
      freeTimings.removeAll(keepingCapacity: true)
      recentTimings.removeAll(keepingCapacity: true)
    }
    return Handback(
      presented: slot.presented,
      isLogicallyComplete: slot.isLogicallyComplete || timing.isLogicallyComplete,
      fluid: timing.isShared ? nil : fluid)
  }

  /// Advances every slot to `now`; the tracks of slots that end (or fail) take them back and
  /// are passed to `continuing` if they still run.
  func advance(
    to now: VirtualTime, continuing: (AnimationTrackCore<AnimationVector>) -> Void
  ) {
    // Each shared timing's fraction, once for all its slots.
    for index in 0..<timingEnd where timings[index].users > 0 && timings[index].isShared {
      timings[index].advance(to: now)
    }
    var index = 0
    while index < count {
      let timingIndex = slots[index].timing
      let timing = timings + timingIndex
      if timing.pointee.isShared, !slots[index].checksFinite, !slots[index].notifies {
        // A run of plain slots of one timing (the values a change started one after the
        // other): each is its base plus its interval times the shared fraction, nothing else.
        let fraction = timing.pointee.fraction
        guard fraction == fraction else {
          handedBack.append(index)
          index += 1
          continue
        }
        repeat {
          let slot = slots + index
          slot.pointee.presented = slot.pointee.base + slot.pointee.interval.scaled(by: fraction)
          index += 1
        } while index < count && slots[index].timing == timingIndex
          && !slots[index].checksFinite && !slots[index].notifies
        continue
      }
      let slot = slots + index
      let advanced =
        timing.pointee.isShared
        ? slot.pointee.advance(fraction: timing.pointee.fraction)
        : slot.pointee.advance(to: now, timing: timing, fluid: fluids + index)
      if !advanced {
        handedBack.append(index)
      } else if slot.pointee.notifies {
        slot.pointee.owner.onPresentedChange?()
      }
      index += 1
    }
    guard !handedBack.isEmpty else { return }
    // From the highest index down, so that each removal moves a slot that stays.
    for index in handedBack.reversed() {
      let owner = slots[index].owner
      owner.leaveStore(keepsTicking: true)
      if owner.tick(at: now) { continuing(owner) }
    }
    handedBack.removeAll(keepingCapacity: true)
  }
}

extension VectorTrackStore {
  /// Checks that each slot's owner knows the slot's index and still belongs to a mounted node
  /// (internal checks only).
  func checkInvariants() {
    for index in 0..<count {
      let owner = slots[index].owner
      internalCheck(
        owner.slotIndex == index,
        "the track in slot \(index) believes it is in slot \(owner.slotIndex)")
      internalCheck(
        owner.animatedNode?.isMounted ?? false,
        "the track in slot \(index) animates a node that left the tree")
    }
  }
}

extension UnsafeMutablePointer {
  /// A buffer of `capacity` elements holding the `count` elements of this one, which is
  /// deallocated.
  fileprivate func movedToNewBuffer(count: Int, capacity: Int) -> UnsafeMutablePointer {
    let grown = UnsafeMutablePointer.allocate(capacity: capacity)
    grown.moveInitialize(from: self, count: count)
    deallocate()
    return grown
  }
}
