/// The animation phase: the running tracks (a contiguous store for the plain built-in
/// animations of built-in attributes, a concrete list for the other vector tracks, and
/// anything else that ticks), and the completions waiting to be committed.
@MainActor
final class AnimationPhase {
  /// The context of the tree this phase works for (set once, by the context itself).
  @exclusivity(unchecked) unowned(unsafe) var context: UpdateContext!

  private var ticking: [AnimationTicking] = []
  fileprivate var vectorTracks: [AnimationTrackCore<AnimationVector>] = []
  /// The attributes whose plain built-in animations tick in one contiguous buffer.
  let vectorStore = VectorTrackStore()
  fileprivate var uncommittedListeners: [AnimationListener] = []
  private var reportedAnimations: Set<String> = []

  /// Advances `ticker` at every update until it says it has ended.
  func startTicking(_ ticker: AnimationTicking) {
    ticking.append(ticker)
  }

  /// Advances an attribute's track at every update until its animation ends; the tracks of
  /// built-in attributes go to a concrete list whose loop calls specialised code.
  func startTrack<Value: VectorArithmetic>(_ track: AnimationTrackCore<Value>) {
    if let vector = track as? AnimationTrackCore<AnimationVector> {
      if let (slot, fluid) = vector.makeSlot() {
        vector.slotDidMove(to: vectorStore.append(slot, fluid: fluid))
      } else {
        vectorTracks.append(vector)
      }
    } else {
      ticking.append(track)
    }
  }

  /// Keeps `listener` to commit at the end of the current update, for completions added to a
  /// transaction that no `withTransaction` call commits (a `.transaction` modifier's).
  func registerUncommitted(_ listener: AnimationListener) {
    listener.isRegistered = true
    uncommittedListeners.append(listener)
  }

  /// Whether completions wait to be committed.
  var hasUncommittedListeners: Bool { !uncommittedListeners.isEmpty }

  /// Commits the completions registered during the pass.
  func commitListeners() {
    guard !uncommittedListeners.isEmpty else { return }
    let listeners = uncommittedListeners
    uncommittedListeners.removeAll()
    for listener in listeners { listener.commit(in: context) }
  }

  /// Reports once what `animation` corrected in its parameters.
  func validate(_ animation: Animation, for attribute: String, node: _ViewNode) {
    let problems = animation.validationProblems
    guard !problems.isEmpty else { return }
    for problem in problems where reportedAnimations.insert(problem).inserted {
      context.report(.invalidAnimation, "\(problem) (animating \(attribute))", path: node.viewPath)
    }
  }

  /// Calls `body` with each running animation: the listed tracks, the other tickers and the
  /// store's slots' tracks.
  private func forEachRunning(_ body: (AnimationTicking) -> Void) {
    for track in vectorTracks { body(track) }
    for ticker in ticking { body(ticker) }
    vectorStore.forEachOwner { body($0) }
  }

  /// Calls `body` with the node of each running animation whose presented value it renders
  /// directly (not through a body evaluated again).
  func forEachAnimatedNode(_ body: (_ViewNode) -> Void) {
    forEachRunning { if let node = $0.animatedNode { body(node) } }
  }

  /// The number of animations running now.
  var runningCount: Int {
    ticking.count + vectorTracks.count + vectorStore.count
  }

  /// What runs now, one line each: the animations (attribute, view, animation), and the
  /// animators and timelines that tick.
  func activities() -> [String] {
    var lines: [String] = []
    forEachRunning { lines.append($0.activityDescription) }
    return lines
  }

  /// Moves every running animation to `instant`, dropping those that ended.
  func advance(to instant: VirtualTime) {
    // Taken out of the properties for the loops (no exclusivity check per element); tracks
    // started while ticking land in the emptied properties and are kept. The built-in
    // attributes' tracks are a concrete list, so their ticks are direct, specialised calls.
    if !vectorTracks.isEmpty {
      var list = vectorTracks
      vectorTracks = []
      Self.keep(&list) { $0.tick(at: instant) }
      vectorTracks = list + vectorTracks
    }
    if !ticking.isEmpty {
      var list = ticking
      ticking = []
      Self.keep(&list) { $0.tick(at: instant) }
      ticking = list + ticking
    }
    // Tracks whose slot ends go on as tracks if they still run (after their last tick).
    if vectorStore.count > 0 {
      vectorStore.advance(to: instant) { self.vectorTracks.append($0) }
    }
  }

  /// Keeps the elements for which `body` (called once each) returns true; order not kept.
  @inline(__always)
  private static func keep<Element>(_ list: inout [Element], _ body: (Element) -> Bool) {
    var index = 0
    var count = list.count
    while index < count {
      if body(list[index]) {
        index += 1
      } else {
        count -= 1
        list.swapAt(index, count)
      }
    }
    list.removeLast(list.count - count)
  }
}

extension AnimationPhase {
  /// Checks, after an update, that every running track's slot and node are where they say
  /// (internal checks only).
  func checkInvariants() {
    vectorStore.checkInvariants()
    for track in vectorTracks {
      internalCheck(track.slotIndex < 0, "a listed track also holds store slot \(track.slotIndex)")
    }
    internalCheck(uncommittedListeners.isEmpty, "completions left uncommitted after an update")
  }
}
