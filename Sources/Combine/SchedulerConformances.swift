import Foundation

extension DispatchQueue: Scheduler, MainThreadScheduler {
  /// This scheduler's definition of the current moment in time (the system's uptime).
  public var now: SchedulerTimeType {
    SchedulerTimeType(DispatchTime(uptimeNanoseconds: SystemClock.uptimeNanoseconds()))
  }

  /// The minimum tolerance allowed by the scheduler.
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  /// Whether this is the main queue (on Linux each `DispatchQueue.main` is a new wrapper of
  /// the one queue, so it is known by its label).
  var isMain: Bool { label == DispatchQueue.main.label }

  func seconds(ofStride stride: Any) -> Double? {
    (stride as? SchedulerTimeType.Stride)?.strideSeconds
  }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = UncheckedBox(action)
    async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
      work.value()
    }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let work = UncheckedBox(action)
    asyncAfter(
      deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
      flags: options?.flags ?? []
    ) { work.value() }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let work = UncheckedBox(action)
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.schedule(
      deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.magnitude)),
      leeway: .nanoseconds(tolerance.magnitude))
    timer.setEventHandler { work.value() }
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

extension RunLoop: Scheduler, MainThreadScheduler {
  /// This scheduler's definition of the current moment in time.
  public var now: SchedulerTimeType { SchedulerTimeType(SystemClock.date()) }

  /// The minimum tolerance allowed by the scheduler.
  public var minimumTolerance: SchedulerTimeType.Stride { .seconds(0) }

  var isMain: Bool { self === RunLoop.main }

  func seconds(ofStride stride: Any) -> Double? {
    (stride as? SchedulerTimeType.Stride)?.strideSeconds
  }

  /// Performs the action at the next possible opportunity: on Linux the main run loop is
  /// served by the main queue, so its work goes there.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if isMain {
      DispatchQueue.main.schedule(options: nil, action)
    } else {
      let work = UncheckedBox(action)
      perform { work.value() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let delay = date.date.timeIntervalSince(now.date)
    _ = DispatchQueue.main.cadenceSchedule(after: .seconds(max(0, delay)), action)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let main = DispatchQueue.main
    let delay = date.date.timeIntervalSince(now.date)
    return main.schedule(
      after: main.now.advanced(by: .seconds(max(0, delay))),
      interval: .seconds(interval.strideSeconds), tolerance: .seconds(0), options: nil, action)
  }
}

/// A scheduler for performing synchronous actions.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The time type used by the immediate scheduler.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    private let count: Int

    init(count: Int) { self.count = count }

    public func distance(to other: Self) -> Stride { Stride(strideSeconds: 0) }

    public func advanced(by n: Stride) -> Self { self }

    /// The increment by which the immediate scheduler counts time.
    public struct Stride: SecondsStride, Sendable {
      var strideSeconds: Double
      init(strideSeconds: Double) { self.strideSeconds = strideSeconds }
      /// The value of this time interval.
      public var magnitude: Int { Int(max(-9e18, min(9e18, abs(strideSeconds)))) }
    }
  }

  /// No options are supported for this scheduler.
  public typealias SchedulerOptions = Never

  /// The shared instance of the immediate scheduler.
  public static let shared = ImmediateScheduler()

  /// The immediate scheduler's definition of the current moment in time.
  public var now: SchedulerTimeType { SchedulerTimeType(count: 0) }
  /// The minimum tolerance allowed by the immediate scheduler.
  public var minimumTolerance: SchedulerTimeType.Stride { .seconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) { action() }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
