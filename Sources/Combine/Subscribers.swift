import Foundation

/// A namespace for types that serve as subscribers.
public enum Subscribers {
  /// A requested number of items, sent to a publisher from a subscriber through the
  /// subscription.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The number of items, nil when unlimited.
    public let max: Int?

    private init(count: Int?) { max = count }

    /// A request for as many values as the publisher can produce.
    public static let unlimited = Demand(count: nil)
    /// A request for no elements from the publisher.
    public static let none = Demand(count: 0)

    /// Creates a demand for the given maximum number of elements (negative counts as none).
    public static func max(_ value: Int) -> Demand { Demand(count: Swift.max(0, value)) }

    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.max, let b = rhs.max else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : .max(sum)
    }

    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + .max(rhs) }

    /// The demand less `rhs`, never below none; unlimited stays unlimited.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.max else { return .unlimited }
      guard let b = rhs.max else { return .none }
      return .max(a - b)
    }

    public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }

    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - .max(rhs) }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): false
      case (_, nil): true
      case (let a?, let b?): a < b
      }
    }
  }

  /// A signal that a publisher doesn't produce additional elements, either due to normal
  /// completion or an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped publishing due to the indicated error.
    case failure(Failure)
  }

  /// A simple subscriber that requests an unlimited number of values upon subscription.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    /// The closure to execute on receipt of a value.
    public var receiveValue: (Input) -> Void
    /// The closure to execute on completion.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?
    private var isDone = false

    /// Initializes a sink with the provided closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription: any Subscription) {
      guard !isDone, self.subscription == nil else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      if !isDone { receiveValue(value) }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !isDone else { return }
      isDone = true
      subscription = nil
      receiveCompletion(completion)
    }

    public func cancel() {
      isDone = true
      let subscription = self.subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }

  /// A simple subscriber that assigns received elements to a property indicated by a key
  /// path.
  public final class Assign<Root, Input>: Subscriber, Cancellable {
    public typealias Failure = Never
    /// The object that contains the property to assign; released on completion or cancel.
    public private(set) var object: Root?
    /// The key path that indicates the property to assign.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    /// Creates a subscriber to assign the value of a property indicated by a key path.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public func receive(subscription: any Subscription) {
      guard object != nil, self.subscription == nil else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      subscription = nil
    }

    public func cancel() {
      object = nil
      let subscription = self.subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Publisher {
  /// Attaches a subscriber with closure-based behavior.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    receive(subscriber: sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Assigns each element from a publisher to a property on an object.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    receive(subscriber: assign)
    return AnyCancellable(assign)
  }
}
