import Foundation
@_spi(SwiftUI) import Observation

// `@Observable` models (the toolchain's Observation module): a body evaluation tracks the
// properties it reads, and a change to any of them invalidates exactly that view, in the
// transaction current at the change (`withAnimation` animates it). A change outside any
// update is seen at the next one.
//
// Each evaluation's observers stay installed while the next evaluation runs (Observation's
// willSet tracking, the one SwiftUI uses, persists until cancelled): a body that writes a
// property it read the time before reaches them and is reported, as a state write in a body
// is. Observation installs an evaluation's own observers only when the body returns, so the
// very first evaluation of a body cannot be seen writing what it reads (D41).

extension BodyNode {
  /// Evaluates `body` while tracking the observable properties it reads; a later change to
  /// one of them invalidates this node (changes coalesce until the next evaluation, which
  /// tracks again; the observers of this evaluation are cancelled after that one).
  func trackingObservation<Result>(_ body: () -> Result) -> Result {
    let generation = observationGeneration
    let link = link
    let result = withObservationTracking(
      body,
      willSet: { tracking in
        // Observation calls this before the property changes, on the thread that changes it.
        MainQueueMarker.run {
          guard let node = link.node else { return tracking.cancel() }
          node.observedPropertyWillChange(tracking: tracking, generation: generation)
        }
      })
    observationGeneration &+= 1
    if hasFiredObservation {
      firedObservation?.cancel()
      firedObservation = nil
    }
    return result
  }

  /// A property read by the evaluation `generation` (tracked by `tracking`) is about to
  /// change. A later evaluation having tracked again, the observers are cancelled; else the
  /// change invalidates the node (reported, and not taken, while a body is evaluated). A
  /// change to a node already waiting for its evaluation cancels them too: every write would
  /// otherwise call every observer (20,000 writes to an object 100 rows read, 2M calls), so
  /// only a node invalidated by one change sees its next body write what it read.
  func observedPropertyWillChange(tracking: ObservationTracking, generation: UInt64) {
    guard isMounted, generation &+ 1 == observationGeneration else { return tracking.cancel() }
    if isDirty {
      tracking.cancel()
      firedObservation = nil
    } else {
      firedObservation = tracking
    }
    observedPropertyWillChange()
  }

  /// An observable property this node's body read (or an observed object) is about to
  /// change. Changes are coalesced until the node's next evaluation, as SwiftUI's are: a node
  /// already waiting for it in the same transaction scope takes the change at no cost (20,000
  /// writes to an object 100 rows observe cost an event and an invalidation each, 4.9 s).
  func observedPropertyWillChange() {
    guard isMounted else { return }
    let epoch = TransactionScope.epoch
    if isDirty, invalidationEpoch == epoch {
      tree.statistics.observedChanges += 1
      return
    }
    let transaction = Transaction.current ?? Transaction()
    guard tree.reconciler.allowsStateWrite(to: self) else { return }
    tree.reconciler.stateWillChange(in: transaction)
    tree.statistics.observedChanges += 1
    tree.emit(
      .stateChanged,
      "an observed property changed, animation "
        + (transaction.animation.map { "\($0)" } ?? "none"), path: viewPath)
    invalidate(transaction: transaction)
    invalidationEpoch = epoch
  }
}

/// What a body node keeps of the changes to the observable properties its body read, made at
/// the first one (`BodyNode.invalidationEpoch`, `BodyNode.firedObservation`).
@MainActor
final class ObservedChanges {
  /// The transaction scope of the observed change that last invalidated the node.
  var epoch = UInt64.max
  /// The observers of the latest evaluation once one of them fired.
  var fired: ObservationTracking?
}
