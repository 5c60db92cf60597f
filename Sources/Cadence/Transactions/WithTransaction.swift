/// The stack of transactions of the `withTransaction` calls running now.
@MainActor
enum TransactionScope {
  static var stack: [Transaction] = []
}

/// Executes a closure with the specified transaction and returns the result.
///
/// State changes made in `body` carry the transaction. When the outermost call ends, those
/// changes are applied at once, as one update at the current instant, so that consecutive
/// calls (with different animations) reach each attribute as separate changes, as in SwiftUI.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  let outermost = TransactionScope.stack.isEmpty
  if outermost { ViewRuntime.commitPendingChanges() }
  TransactionScope.stack.append(transaction)
  defer {
    TransactionScope.stack.removeLast()
    if outermost { ViewRuntime.commitPendingChanges() }
    for listener in transaction.listeners { listener.commit(in: ViewRuntime.current) }
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
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}
