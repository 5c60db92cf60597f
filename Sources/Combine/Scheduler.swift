import Foundation

/// A protocol that defines when and how to execute a closure.
public protocol Scheduler<SchedulerTimeType> {
  /// Describes an instant in time for this scheduler.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// A type that defines options accepted by the scheduler.
  associatedtype SchedulerOptions

  /// This scheduler's definition of the current moment in time.
  var now: SchedulerTimeType { get }
  /// The minimum tolerance allowed by the scheduler.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Performs the action at the next possible opportunity.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Performs the action at some time after the specified date.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Performs the action at some time after the specified date, at the specified frequency,
  /// optionally taking into account tolerance if possible.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Performs the action at the next possible opportunity, without options.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Performs the action at some time after the specified date.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Performs the action at some time after the specified date, using the minimum tolerance.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Performs the action at the specified frequency after the specified date.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }

  /// Performs the action at the specified frequency after the specified date, using the
  /// minimum tolerance.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }
}

/// A protocol that provides a scheduler with an expression for relative time.
public protocol SchedulerTimeIntervalConvertible {
  /// Converts the specified number of seconds into an instance of this scheduler time type.
  static func seconds(_ s: Int) -> Self
  /// Converts the specified number of seconds, as a floating-point value, into an instance of
  /// this scheduler time type.
  static func seconds(_ s: Double) -> Self
  /// Converts the specified number of milliseconds into an instance of this scheduler time
  /// type.
  static func milliseconds(_ ms: Int) -> Self
  /// Converts the specified number of microseconds into an instance of this scheduler time
  /// type.
  static func microseconds(_ us: Int) -> Self
  /// Converts the specified number of nanoseconds into an instance of this scheduler time
  /// type.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler the main thread's work goes to (the main queue, the main run loop): on the
/// main thread with a host, what it schedules runs on the host's virtual clock.
protocol MainThreadScheduler {
  /// Whether this is the main thread's scheduler.
  var isMain: Bool { get }
  /// The length in seconds of `stride`, if it is one of this scheduler's strides.
  func seconds(ofStride stride: Any) -> Double?
}

extension Scheduler {
  /// Runs `action` after `stride`: on the host's virtual clock for the main thread's
  /// scheduler, on the scheduler itself otherwise. The returned token cancels it.
  func cadenceSchedule(
    after stride: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let main = self as? any MainThreadScheduler, main.isMain,
      let seconds = main.seconds(ofStride: stride)
    {
      return MainRunner.run(after: seconds, action)
    }
    let token = CancelFlag()
    schedule(after: now.advanced(by: stride), tolerance: minimumTolerance, options: nil) {
      if !token.isCancelled { action() }
    }
    return token
  }
}

/// A token whose cancellation the scheduled work checks before it runs.
final class CancelFlag: Cancellable, @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false

  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  func cancel() {
    lock.lock()
    cancelled = true
    lock.unlock()
  }
}
