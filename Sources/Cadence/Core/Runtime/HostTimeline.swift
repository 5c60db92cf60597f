import Foundation

/// A host's clock as the code it runs sees it: publishers that wait for time
/// (`Timer.publish`, `debounce`, `delay`, `receive(on:)` the main queue) ask it to run work at
/// an instant of the host's virtual time, so that a run is the same whatever its frame rate
/// and however fast a test advances. The context owns it; publishers hold it weakly, so that
/// their work stops with the host.
@MainActor
package final class HostTimeline {
  private unowned(unsafe) let context: UpdateContext

  init(context: UpdateContext) {
    self.context = context
  }

  /// The timeline of the host whose update or event ran last, if it is still there.
  package static var current: HostTimeline? { UpdateContext.current?.timeline }

  /// Tells publishers (in the Combine module, below this one) where the current host's clock
  /// is: each host does so as it is made, before any of its views can start a timer.
  static func installAsMainTimeline() {
    MainTimelines.current = { HostTimeline.current }
  }

  /// The host's instant now.
  package var now: VirtualTime { context.now }

  /// The date a view reads at `instant`: the host's start date plus the virtual time.
  package func date(at instant: VirtualTime) -> Date {
    context.startDate.addingTimeInterval(instant.seconds)
  }

  /// Runs `action` in the host's update at `instant` (asked of its clock), or in the next
  /// update if `instant` is now or past.
  package func run(
    at instant: VirtualTime, reason: String, _ action: @escaping @MainActor () -> Void
  ) {
    if instant > context.now {
      context.perform(at: instant, reason: reason, action)
    } else {
      context.enqueueAction(action)
    }
  }
}

extension HostTimeline: MainTimeline {
  package var nanosecondsNow: Int64 { now.nanoseconds }

  package func nanoseconds(_ seconds: Double, after start: Int64) -> Int64 {
    (VirtualTime(nanoseconds: start) + VirtualTime(seconds: seconds)).nanoseconds
  }

  package func date(atNanoseconds instant: Int64) -> Date {
    date(at: VirtualTime(nanoseconds: instant))
  }

  package func run(
    atNanoseconds instant: Int64, reason: String, _ action: @escaping @MainActor () -> Void
  ) {
    run(at: VirtualTime(nanoseconds: instant), reason: reason, action)
  }
}
