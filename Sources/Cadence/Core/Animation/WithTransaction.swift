/// The stack of transactions of the `withTransaction` calls running now.
@MainActor
enum TransactionScope {
  static var stack: [Transaction] = []
  /// Advanced when an outermost `withTransaction` call begins and when it ends: state writes
  /// made between two advances belong to one transaction, and a runtime applies the writes
  /// of one epoch before it takes a write of another.
  static var epoch: UInt64 = 0
}

/// Executes a closure with the specified transaction and returns the result.
///
/// State changes made in `body` carry the transaction. The runtime they reach applies them on
/// their own, before it takes any change made outside the call (`TransactionScope.epoch`), so
/// that consecutive calls (with different animations) reach each attribute as separate
/// changes, as in SwiftUI. Nothing here calls into a runtime: a state write finds its own.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  let outermost = TransactionScope.stack.isEmpty
  if outermost { TransactionScope.epoch &+= 1 }
  TransactionScope.stack.append(transaction)
  defer {
    TransactionScope.stack.removeLast()
    if outermost { TransactionScope.epoch &+= 1 }
    // A completion whose transaction changed nothing anywhere is due now; the others are
    // committed by the runtimes that took the changes.
    for listener in transaction.listeners where !listener.isRegistered {
      listener.commit(in: nil)
    }
  }
  return try body()
}

/// Executes a closure with the transaction's value at `keyPath` set to `value`.
@MainActor
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Returns the result of recomputing the view's body with the provided animation, and runs
/// `completion` when the animations it starts are complete by `completionCriteria`.
@MainActor
@preconcurrency public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}
