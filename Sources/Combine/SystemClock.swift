import Foundation

/// The system's clocks, read only here in this module: where work scheduled outside any host
/// measures real time.
enum SystemClock {
  /// The monotonic clock now, in nanoseconds.
  static func uptimeNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
  /// The wall clock's date now.
  static func date() -> Date { Date() }
}
