import Foundation

/// A virtual clock that main-thread work a publisher schedules can run on. Cadence's hosts
/// are such clocks: a timer, `delay` or `receive(on:)` the main queue started while a host
/// updates runs at its exact instant of the host's virtual time, so that a run is the same
/// whatever its frame rate and however fast a test advances. Instants are in nanoseconds of
/// the clock's own time.
@MainActor
package protocol MainTimeline: AnyObject {
  /// The clock's instant now.
  var nanosecondsNow: Int64 { get }
  /// The instant `seconds` after `start`, rounded as the clock rounds.
  func nanoseconds(_ seconds: Double, after start: Int64) -> Int64
  /// The date code reads at `instant`.
  func date(atNanoseconds instant: Int64) -> Date
  /// Runs `action` at `instant`, or as soon as the clock runs work if that is now or past.
  func run(atNanoseconds instant: Int64, reason: String, _ action: @escaping @MainActor () -> Void)
}

/// Where publishers find the virtual clock current on the main thread.
@MainActor
package enum MainTimelines {
  /// The clock of the host whose update or event ran last, if any: a host installs its
  /// look-up when it is made. With none, work runs on Dispatch's main queue in real time.
  package static var current: () -> (any MainTimeline)? = { nil }
}
