/// Two or more animations of one attribute that did not merge, played together: each entry
/// animates from the still-moving result of the entries before it towards its own target.
///
/// With running result R starting at 0, entry j (oldest first) sets R ← R + a_j(G_j − R, τ_j)
/// while it runs and R ← G_j once it ends. For timing curves a_j(v, τ) = v·F_j(τ), so a new
/// animation starts where the motion is and reaches its own target when it ends; the whole
/// ends when the newest entry ends. This is how SwiftUI adds the effects of overlapping
/// animations.
struct CombinedAnimation: CustomAnimation, TimedAnimation, CustomStringConvertible {
  /// One animation in the combination.
  struct Entry<V: VectorArithmetic> {
    var animation: Animation
    var context: AnimationContext<V>
    /// When the entry started, in seconds from the combination's start.
    var start: Double
    /// The entry's target, as an offset from the combination's start value.
    var target: V
    var finished = false
    /// The entry's last output as a fraction of what it was asked to travel, for velocity.
    var fraction = 0.0
  }

  /// Makes `context` hold the running animation of `previous` (whose context it was) as the
  /// first entry, or keep its entries if `previous` is already a combination, and `next`
  /// starting at `time` towards `target`. The entries are taken out of `context` before the
  /// new one is appended, so adding one costs O(1), not a copy of the others.
  static func combine<V: VectorArithmetic>(
    into context: inout AnimationContext<V>, previous: Animation, previousTarget: V,
    next: Animation, at time: Double, target: V
  ) {
    var entries: [Entry<V>]
    if previous.base is CombinedAnimation {
      entries = context.state.combinedEntries
      context.state.combinedEntries = []
    } else {
      entries = [Entry(animation: previous, context: context, start: 0, target: previousTarget)]
    }
    let fresh = context.withState(AnimationState<V>())
    entries.append(Entry(animation: next, context: fresh, start: time, target: target))
    context = fresh
    context.state.combinedEntries = entries
  }

  @_specialize(where V == AnimationVector)
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    // Taken out and put back, so that the array is uniquely referenced and updates in place.
    var entries = context.state.combinedEntries
    context.state.combinedEntries = []
    defer { context.state.combinedEntries = entries }
    var result = V.zero
    for index in entries.indices {
      if !entries[index].finished {
        let remaining = entries[index].target - result
        let local = max(0, time - entries[index].start)
        if let offset = entries[index].animation.animate(
          value: remaining, time: local, context: &entries[index].context)
        {
          let span = remaining.magnitudeSquared
          entries[index].fraction = span > 0 ? Self.dot(offset, remaining) / span : 1
          result += offset
          continue
        }
        entries[index].finished = true
      }
      result = entries[index].target
    }
    guard let newest = entries.last else { return nil }
    if newest.context.isLogicallyComplete { context.isLogicallyComplete = true }
    // A finished entry sets the result to its target whatever came before it: the entries
    // before the latest finished one no longer count, and are dropped, so that an attribute
    // re-animated at every frame costs its running entries, not its history.
    if let lastFinished = entries.lastIndex(where: \.finished), lastFinished > 0 {
      entries.removeFirst(lastFinished)
    }
    return newest.finished ? nil : result
  }

  /// The velocity of the combination, by the chain rule through each entry, treating each
  /// entry's output as a fraction of what it travels (exact for timing curves and
  /// interpolating springs); nil when an entry reports no velocity.
  @_specialize(where V == AnimationVector)
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    chainRule(time: time, context: context) { entry, remaining, local in
      entry.animation.velocity(value: remaining, time: local, context: entry.context)
    }
  }

  /// The rate of change of the combination, from each entry's `rate` (of its animation over
  /// what it travels, at its local time): nil when an entry's is.
  func chainRule<V: VectorArithmetic>(
    time: TimeInterval, context: AnimationContext<V>,
    rate entryRate: (Entry<V>, V, TimeInterval) -> V?
  ) -> V? {
    var result = V.zero
    var rate = V.zero
    for entry in context.state.combinedEntries {
      if entry.finished {
        result = entry.target
        rate = .zero
        continue
      }
      let remaining = entry.target - result
      guard let own = entryRate(entry, remaining, max(0, time - entry.start)) else { return nil }
      rate = rate.scaled(by: 1 - entry.fraction) + own
      result += remaining.scaled(by: entry.fraction)
    }
    return rate
  }

  func logicalDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    guard let newest = context.state.combinedEntries.last else { return 0 }
    return newest.animation.logicalDuration(value: newest.target, context: newest.context)
      .map { $0 + newest.start }
  }

  func finishDuration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    guard let newest = context.state.combinedEntries.last else { return 0 }
    return newest.animation.finishDuration(value: newest.target, context: newest.context)
      .map { $0 + newest.start }
  }

  var description: String { "combined" }

  private static func dot<V: VectorArithmetic>(_ a: V, _ b: V) -> Double {
    // (|a + b|² − |a − b|²) / 4 is the dot product for any inner-product space.
    ((a + b).magnitudeSquared - (a - b).magnitudeSquared) / 4
  }
}

extension CombinedAnimation: DifferentiableAnimation {
  /// By the chain rule through each entry, as `velocity`, with each entry's derivative.
  func derivative<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    chainRule(time: time, context: context) { entry, remaining, local in
      entry.animation.derivative(value: remaining, time: local, context: entry.context)
    }
  }
}
