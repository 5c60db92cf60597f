import Foundation

/// Tells whether code runs on the main queue, where the main actor's jobs run (the main
/// thread in an app; under a test runner the main queue may be drained by another thread,
/// so the thread is not the test).
package enum MainQueueMarker {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  package static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }

  /// Runs `body` on the main actor: at once on the main queue (a change made there is seen
  /// by the next update), else as soon as the main actor runs it (counted in
  /// `pendingHopCount` until then).
  package static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainQueue {
      MainActor.assumeIsolated { body() }
    } else {
      hops.withLock { $0 += 1 }
      Task { @MainActor in
        body()
        hops.withLock { $0 -= 1 }
      }
    }
  }

  /// Runs `work` off the main actor (an item provider's load and its completion handler),
  /// counted in `pendingHopCount` until it has finished and the main actor has run what it
  /// sent there (a completion handler's `Task { @MainActor in … }` or `DispatchQueue.main.async`
  /// goes first: the count drops in a main-actor job queued after them).
  package static func runInBackground(_ work: @escaping @Sendable () async -> Void) {
    hops.withLock { $0 += 1 }
    Task.detached {
      await work()
      DispatchQueue.main.async { hops.withLock { $0 -= 1 } }
    }
  }

  /// The hops to the main actor made from other threads and not run yet, and the background
  /// work whose results are still on their way to it: a host waiting for the tree to be idle
  /// lets them run first.
  package static var pendingHopCount: Int { hops.withLock { $0 } }

  private static let hops = LockedCount()
}

/// A count guarded by a lock, changed from any thread.
private final class LockedCount: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func withLock<Result>(_ body: (inout Int) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
