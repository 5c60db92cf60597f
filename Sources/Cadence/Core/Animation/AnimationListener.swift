/// A completion waiting for the animations of one transaction: it counts the animations the
/// transaction started (one per animated attribute) and runs once the count is back to zero
/// after the transaction was applied.
@MainActor
final class AnimationListener {
  /// When an animation counts as complete for this completion.
  let criteria: AnimationCompletionCriteria
  private let completion: @MainActor () -> Void
  private var pending = 0
  private var committed = false
  private var fired = false

  init(criteria: AnimationCompletionCriteria, completion: @escaping @MainActor () -> Void) {
    self.criteria = criteria
    self.completion = completion
  }

  /// Whether a runtime took a change of the transaction and commits this listener.
  var isRegistered = false

  /// How many animations started under the transaction so far.
  private(set) var startedAnimations = 0

  /// An animation started under the transaction.
  func animationDidStart() {
    pending += 1
    startedAnimations += 1
  }

  /// An animation of the transaction completed (by this listener's criteria) in `runtime`.
  func animationDidComplete(in tree: UpdateContext?) {
    pending = max(0, pending - 1)
    fireIfDone(in: tree)
  }

  /// The transaction has been applied: every animation it starts has started.
  func commit(in tree: UpdateContext?) {
    committed = true
    fireIfDone(in: tree)
  }

  private func fireIfDone(in tree: UpdateContext?) {
    guard committed, pending == 0, !fired else { return }
    fired = true
    if let tree {
      tree.enqueueAction(completion)
    } else {
      completion()
    }
  }
}
