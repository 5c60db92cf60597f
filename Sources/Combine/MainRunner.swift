import Foundation

/// Runs work a publisher schedules for the main thread: on the virtual clock of the host whose
/// update or event ran last (so that a test advancing virtual time sees it at its exact
/// instant), or, with no host, on Dispatch's main queue in real time.
enum MainRunner {
  /// Runs `action` on the main thread after `seconds` (zero or less: after the work running
  /// now; infinite: never). The returned token cancels it.
  static func run(after seconds: Double, _ action: @escaping () -> Void) -> any Cancellable {
    let flag = CancelFlag()
    let work = UncheckedBox { if !flag.isCancelled { action() } }
    guard !(seconds.isInfinite && seconds > 0) else { return flag }
    let delay = seconds.isFinite ? max(0, seconds) : 0
    if MainQueueMarker.isOnMainQueue {
      MainActor.assumeIsolated { schedule(after: delay, work) }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { schedule(after: delay, work) } }
    }
    return flag
  }

  @MainActor
  private static func schedule(after seconds: Double, _ work: UncheckedBox<() -> Void>) {
    if let timeline = MainTimelines.current() {
      let instant = timeline.nanoseconds(seconds, after: timeline.nanosecondsNow)
      timeline.run(atNanoseconds: instant, reason: "a publisher's scheduled work") { work.value() }
      return
    }
    let nanoseconds = UInt64(min(seconds * 1e9, Double(UInt64.max / 2)))
    let deadline = DispatchTime(uptimeNanoseconds: SystemClock.uptimeNanoseconds() &+ nanoseconds)
    DispatchQueue.main.asyncAfter(deadline: deadline) { work.value() }
  }
}

/// A value carried to the main queue by code that knows it is used there only.
package struct UncheckedBox<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}
