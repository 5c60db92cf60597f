import Foundation

/// A type-erasing subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let subscriptionBody: ((any Subscription) -> Void)?
  private let valueBody: ((Input) -> Subscribers.Demand)?
  private let completionBody: ((Subscribers.Completion<Failure>) -> Void)?

  /// Creates a type-erasing subscriber to wrap an existing subscriber.
  public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = s.combineIdentifier
    subscriptionBody = s.receive(subscription:)
    valueBody = s.receive(_:)
    completionBody = s.receive(completion:)
  }

  /// Creates a type-erasing subscriber that executes the provided closures.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    subscriptionBody = receiveSubscription
    valueBody = receiveValue
    completionBody = receiveCompletion
  }

  public var description: String { "AnySubscriber" }

  public func receive(subscription: any Subscription) { subscriptionBody?(subscription) }

  public func receive(_ value: Input) -> Subscribers.Demand { valueBody?(value) ?? .none }

  public func receive(completion: Subscribers.Completion<Failure>) {
    completionBody?(completion)
  }
}

/// One subscriber's subscription to a publisher that produces values itself (a subject, a
/// timer, `Just`): it keeps the subscriber's demand, delivers a value only while demand is
/// left (a value sent without demand is dropped, as Combine's subjects do), and forgets the
/// subscriber at completion or cancel. Never calls out while holding its lock.
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var subscriber: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  /// Told when the subscriber asks for more (`Just` sends its value then).
  var onRequest: ((Subscribers.Demand) -> Void)?
  /// Told once, when the subscriber cancels.
  var onCancel: (() -> Void)?

  init<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    self.subscriber = AnySubscriber(subscriber)
  }

  /// Whether the subscriber is still attached.
  var isActive: Bool {
    lock.lock()
    defer { lock.unlock() }
    return subscriber != nil
  }

  /// Gives the subscriber its subscription.
  func start() {
    lock.lock()
    let subscriber = self.subscriber
    lock.unlock()
    subscriber?.receive(subscription: self)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    let onRequest = subscriber == nil ? nil : self.onRequest
    lock.unlock()
    onRequest?(demand)
  }

  /// Sends `value` if the subscriber has demand left; returns whether it was delivered.
  @discardableResult
  func send(_ value: Output) -> Bool {
    lock.lock()
    guard let subscriber, demand > .none else {
      lock.unlock()
      return false
    }
    demand -= 1
    lock.unlock()
    let more = subscriber.receive(value)
    lock.lock()
    demand += more
    lock.unlock()
    return true
  }

  /// Sends the completion and forgets the subscriber.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let subscriber = self.subscriber
    self.subscriber = nil
    onRequest = nil
    lock.unlock()
    subscriber?.receive(completion: completion)
  }

  func cancel() {
    lock.lock()
    let wasActive = subscriber != nil
    subscriber = nil
    onRequest = nil
    let onCancel = self.onCancel
    self.onCancel = nil
    lock.unlock()
    if wasActive { onCancel?() }
  }
}

/// The subscribers of a publisher that sends to all of them (a subject, a timer), and its
/// completion: once complete, a new subscriber is given the completion at once.
final class ConduitList<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var conduits: [Conduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?

  /// Whether the publisher has completed.
  var isCompleted: Bool {
    lock.lock()
    defer { lock.unlock() }
    return completion != nil
  }

  /// Subscribes `conduit` (it removes itself when cancelled) and gives the subscriber its
  /// subscription; after the completion, it is given the completion instead.
  func subscribe(_ conduit: Conduit<Output, Failure>, onEmpty: (() -> Void)? = nil) {
    lock.lock()
    if let completion {
      lock.unlock()
      conduit.start()
      conduit.finish(completion)
      return
    }
    conduit.onCancel = { [weak self, weak conduit] in
      guard let self, let conduit else { return }
      if self.remove(conduit) { onEmpty?() }
    }
    conduits.append(conduit)
    lock.unlock()
    conduit.start()
  }

  /// Removes `conduit`; returns whether none is left.
  private func remove(_ conduit: Conduit<Output, Failure>) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    conduits.removeAll { $0 === conduit }
    return conduits.isEmpty
  }

  /// Sends `value` to each subscriber with demand left.
  func send(_ value: Output) {
    lock.lock()
    let receivers = conduits
    lock.unlock()
    for conduit in receivers { conduit.send(value) }
  }

  /// Sends the completion to every subscriber and forgets them all; a later completion is
  /// ignored.
  func complete(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard self.completion == nil else {
      lock.unlock()
      return
    }
    self.completion = completion
    let receivers = conduits
    conduits.removeAll()
    lock.unlock()
    for conduit in receivers { conduit.finish(completion) }
  }
}
