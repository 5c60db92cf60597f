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
  /// by the next update), else as soon as the main actor runs it.
  package static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainQueue {
      MainActor.assumeIsolated { body() }
    } else {
      Task { @MainActor in body() }
    }
  }
}
