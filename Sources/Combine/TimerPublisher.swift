import Foundation

/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Connects to the publisher, allowing it to produce elements, and returns an instance with
  /// which to cancel publishing.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Automates the process of connecting or disconnecting from this connectable publisher.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A publisher that automatically connects to an upstream connectable publisher at its
  /// first subscriber, and disconnects when the last one cancels.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    private let lock = NSLock()
    private var subscriberCount = 0
    private var connection: (any Cancellable)?

    /// Creates a publisher that automatically connects to an upstream connectable publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let ended = Box(false)
      let end: () -> Void = { [weak self] in
        guard let self, !ended.value else { return }
        ended.value = true
        self.subscriberLeft()
      }
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscription in
            subscriber.receive(subscription: CancelObserver(subscription, onCancel: end))
          },
          receiveValue: { subscriber.receive($0) },
          receiveCompletion: { completion in
            end()
            subscriber.receive(completion: completion)
          }))
      lock.lock()
      subscriberCount += 1
      let connects = subscriberCount == 1 && connection == nil
      lock.unlock()
      if connects {
        let connection = upstream.connect()
        lock.lock()
        self.connection = connection
        lock.unlock()
      }
    }

    private func subscriberLeft() {
      lock.lock()
      subscriberCount -= 1
      let connection = subscriberCount == 0 ? self.connection : nil
      if subscriberCount == 0 { self.connection = nil }
      lock.unlock()
      connection?.cancel()
    }
  }
}

/// A subscription that tells its owner when the subscriber cancels it.
private final class CancelObserver: Subscription {
  let base: any Subscription
  let onCancel: () -> Void

  init(_ base: any Subscription, onCancel: @escaping () -> Void) {
    self.base = base
    self.onCancel = onCancel
  }

  func request(_ demand: Subscribers.Demand) { base.request(demand) }

  func cancel() {
    base.cancel()
    onCancel()
  }
}

extension Timer {
  /// Returns a publisher that repeatedly emits the current date on the given interval.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A publisher that repeatedly emits the current date on a given interval. Connected while
  /// a host runs (a view's `onReceive`), it fires on the host's virtual clock, at exactly
  /// every `interval` from the connection, with the host's date then; otherwise in real time.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// The interval, in seconds (Foundation's 0.1 ms when not positive and finite).
    public final let interval: TimeInterval
    /// The tolerance asked for; Cadence fires at exact instants.
    public final let tolerance: TimeInterval?
    /// The run loop named.
    public final let runLoop: RunLoop
    /// The run loop mode named.
    public final let mode: RunLoop.Mode
    /// The options named.
    public final let options: RunLoop.SchedulerOptions?

    private let subscribers = ConduitList<Date, Never>()
    private let lock = NSLock()
    private var connection: TimerConnection?

    /// Creates a publisher for a timer, using the specified parameters.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      // Foundation's `Timer` takes 0.1 ms for a non-positive interval.
      self.interval = interval.isFinite && interval > 0 ? interval : 0.0001
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      let conduit = Conduit(subscriber)
      subscribers.subscribe(conduit)
    }

    /// Starts the timer; the returned token stops it. Connecting again while connected
    /// returns the running connection.
    public func connect() -> any Cancellable {
      lock.lock()
      defer { lock.unlock() }
      if let connection { return connection }
      let connection = TimerConnection(interval: interval) { [weak self] date in
        self?.subscribers.send(date)
      }
      connection.onCancel = { [weak self] in
        guard let self else { return }
        self.lock.lock()
        self.connection = nil
        self.lock.unlock()
      }
      self.connection = connection
      connection.start()
      return connection
    }
  }
}
