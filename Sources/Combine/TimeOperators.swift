import Foundation

extension Publishers {
  /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher is to use for element delivery.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delivers elements on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = self.scheduler
      let options = self.options
      // Each element and the completion go to the scheduler in order; the main scheduler's
      // work runs on the host's clock, after the work running now.
      let deliver: (@escaping () -> Void) -> Void = { work in
        if let main = scheduler as? any MainThreadScheduler, main.isMain {
          _ = MainRunner.run(after: 0, work)
        } else {
          scheduler.schedule(options: options, work)
        }
      }
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { value in
            deliver { _ = subscriber.receive(value) }
            return .none
          },
          receiveCompletion: { completion in deliver { subscriber.receive(completion: completion) }
          }
        ))
    }
  }

  /// A publisher that publishes elements only after a specified time interval elapses
  /// between events.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The amount of time the publisher should wait before publishing an element.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler on which this publisher delivers elements.
    public let scheduler: Context
    /// Scheduler options that customize this publisher's delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that waits `dueTime` of quiet before publishing the latest
    /// element.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = self.scheduler
      let dueTime = self.dueTime
      let state = Box((pending: nil as Output?, generation: 0, timer: nil as (any Cancellable)?))
      let lock = NSLock()
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { value in
            lock.lock()
            state.value.timer?.cancel()
            state.value.pending = value
            state.value.generation += 1
            let generation = state.value.generation
            lock.unlock()
            let timer = scheduler.cadenceSchedule(after: dueTime) {
              lock.lock()
              guard state.value.generation == generation, let pending = state.value.pending else {
                lock.unlock()
                return
              }
              state.value.pending = nil
              lock.unlock()
              _ = subscriber.receive(pending)
            }
            lock.lock()
            if state.value.generation == generation { state.value.timer = timer }
            lock.unlock()
            return .none
          },
          receiveCompletion: { completion in
            // An element still waiting is published first, at its due time; nothing is lost.
            lock.lock()
            let waits = state.value.pending != nil
            lock.unlock()
            if waits {
              _ = scheduler.cadenceSchedule(after: dueTime) {
                subscriber.receive(completion: completion)
              }
            } else {
              subscriber.receive(completion: completion)
            }
          }))
    }
  }

  /// A publisher that delays delivery of elements and completion to the downstream receiver.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// The amount of time to delay.
    public let interval: Context.SchedulerTimeType.Stride
    /// The allowed tolerance in firing delayed events.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler to deliver the delayed events.
    public let scheduler: Context
    /// Options relevant to the scheduler's behavior.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delays each element and the completion by `interval`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = self.scheduler
      let interval = self.interval
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { value in
            _ = scheduler.cadenceSchedule(after: interval) { _ = subscriber.receive(value) }
            return .none
          },
          receiveCompletion: { completion in
            _ = scheduler.cadenceSchedule(after: interval) {
              subscriber.receive(completion: completion)
            }
          }))
    }
  }
}

extension Publisher {
  /// Specifies the scheduler on which to receive elements from the publisher.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Publishes elements only after a specified time interval elapses between events.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// Delays delivery of all output to the downstream receiver by a specified amount of time
  /// on a particular scheduler.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }
}
