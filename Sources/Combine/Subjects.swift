import Foundation

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscriber.
  func send(_ value: Output)
  /// Sends a completion signal to the subscriber.
  func send(completion: Subscribers.Completion<Failure>)
  /// Sends a subscription to the subscriber.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a void value to the subscriber.
  public func send() { send(()) }
}

/// A subject that broadcasts elements to downstream subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let subscribers = ConduitList<Output, Failure>()

  /// Creates a subject.
  public init() {}

  public func send(_ input: Output) {
    if !subscribers.isCompleted { subscribers.send(input) }
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.complete(completion)
  }

  public func send(subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribers.subscribe(Conduit(subscriber))
  }
}

/// A subject that wraps a single value and publishes a new element whenever the value
/// changes.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let subscribers = ConduitList<Output, Failure>()
  private let lock = NSRecursiveLock()
  private var current: Output

  /// Creates a current value subject with the given initial value.
  public init(_ value: Output) {
    current = value
  }

  /// The value wrapped by this subject, published as a new element whenever it changes.
  public var value: Output {
    get {
      lock.lock()
      defer { lock.unlock() }
      return current
    }
    set { send(newValue) }
  }

  public func send(_ input: Output) {
    guard !subscribers.isCompleted else { return }
    lock.lock()
    current = input
    lock.unlock()
    subscribers.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.complete(completion)
  }

  public func send(subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit(subscriber)
    // The current value goes out at the first demand, then each new one.
    var sentCurrent = false
    conduit.onRequest = { [weak self, unowned conduit] _ in
      // The current value goes out once, at the first request that has room for it.
      guard let self, !sentCurrent else { return }
      sentCurrent = conduit.send(self.value)
    }
    subscribers.subscribe(conduit)
  }
}
