/// The frame-tick store of the runtime: the attributes of up to four numbers (every built-in
/// attribute) that run a plain built-in animation — a timing curve, an interpolating spring,
/// or a fluid spring (`.default` included) without a blend — and wait for no completion.
/// Their per-frame state lies in one contiguous buffer, with the animation's parameters
/// resolved when it starts, so a frame tick is a loop over the buffer: no existential call,
/// no reference counting, no allocation, and memory read in order.
///
/// A slot computes exactly what `AnimationTrackCore` computes through the animation's
/// `animate` (the same functions, in the same order), so values do not depend on which of
/// the two ticks a track. Everything other than a plain tick (a new change, a completion, the
/// end, a non-finite value) goes back to the track: the slot hands its state back first.
@MainActor
final class VectorTrackStore {
  /// What a slot runs: the built-in animation with its parameters resolved.
  typealias Kernel = AnimationKernel

  /// One ticking attribute.
  struct Slot {
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
    var presented: AnimationVector
    /// Whether the animation has reached logical completion.
    var isLogicallyComplete: Bool

    /// Advances to `now`; false when the track must take over (the animation ends or
    /// produces a non-finite value). `fluid` is the fluid spring's simulation.
    @inline(__always)
    mutating func advance(
      to now: VirtualTime, fluid: UnsafeMutablePointer<FluidSimulation>
    ) -> Bool {
      guard now < finishAt else { return false }
      // Both instants are at or after mount, so their difference cannot overflow: the same
      // seconds as `(now - begin).seconds`, without the saturating check.
      let time = VirtualTime(nanoseconds: now.nanoseconds &- begin.nanoseconds).seconds
      let next: AnimationVector?
      if case .bezier(let solver, let duration) = kernel {
        // The common case (`.easeIn`, `.easeOut`, `.easeInOut`, Bézier timing curves)
        // first: its solver is read without copying out the other kernels' parameters.
        next = TimingCurveAnimation.kernelOffset(
          solver: solver, duration: duration, at: time, interval: interval)
      } else {
        next = kernel.offset(
          at: time, interval: interval, fluid: fluid, isLogicallyComplete: &isLogicallyComplete)
      }
      guard let offset = next else { return false }
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
  /// The slots whose tracks take over after a tick, kept between ticks for its capacity.
  private var handedBack: [Int] = []

  init() {
    slots = UnsafeMutablePointer.allocate(capacity: 0)
    fluids = UnsafeMutablePointer.allocate(capacity: 0)
  }

  isolated deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
    fluids.deinitialize(count: count)
    fluids.deallocate()
  }

  /// Adds a slot with its fluid simulation; returns its index.
  func append(_ slot: Slot, fluid: FluidSimulation) -> Int {
    if count == capacity {
      let newCapacity = max(16, capacity * 2)
      let grownSlots = UnsafeMutablePointer<Slot>.allocate(capacity: newCapacity)
      grownSlots.moveInitialize(from: slots, count: count)
      slots.deallocate()
      slots = grownSlots
      let grownFluids = UnsafeMutablePointer<FluidSimulation>.allocate(capacity: newCapacity)
      grownFluids.moveInitialize(from: fluids, count: count)
      fluids.deallocate()
      fluids = grownFluids
      capacity = newCapacity
    }
    (slots + count).initialize(to: slot)
    (fluids + count).initialize(to: fluid)
    count += 1
    return count - 1
  }

  /// The fluid spring simulation of the slot at `index`, if it runs a fluid spring.
  func fluidSimulation(at index: Int) -> FluidSimulation? {
    guard case .fluidSpring = slots[index].kernel else { return nil }
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

  /// Removes the slot at `index` and returns it with its fluid simulation; the last slot
  /// moves into its place and its owner is told its new index.
  func remove(at index: Int) -> (slot: Slot, fluid: FluidSimulation) {
    let removed = ((slots + index).move(), (fluids + index).move())
    count -= 1
    if index != count {
      (slots + index).moveInitialize(from: slots + count, count: 1)
      (fluids + index).moveInitialize(from: fluids + count, count: 1)
      slots[index].owner.slotDidMove(to: index)
    }
    return removed
  }

  /// Advances every slot to `now`; the tracks of slots that end (or fail) take them back and
  /// are passed to `continuing` if they still run.
  func advance(
    to now: VirtualTime, continuing: (AnimationTrackCore<AnimationVector>) -> Void
  ) {
    var index = 0
    while index < count {
      let slot = slots + index
      if !slot.pointee.advance(to: now, fluid: fluids + index) {
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
