import Foundation

/// A namespace for types that serve as publishers.
public enum Publishers {}

/// What an operator does with one upstream value.
private enum Step<Output> {
  case send(Output)
  /// Drops the value and asks upstream for another in its place.
  case skip
}

/// A subscriber downstream of an operator: `value` says what to do with each upstream value
/// (send something, or ask upstream for one more in its place).
private func forwarding<Input, Output, Failure: Error, S: Subscriber>(
  to subscriber: S, value: @escaping (Input) -> Step<Output>
) -> AnySubscriber<Input, Failure> where S.Input == Output, S.Failure == Failure {
  AnySubscriber(
    receiveSubscription: { subscriber.receive(subscription: $0) },
    receiveValue: { input in
      guard case .send(let output) = value(input) else { return .max(1) }
      return subscriber.receive(output)
    },
    receiveCompletion: { subscriber.receive(completion: $0) })
}

extension Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) -> Output

    /// Creates a publisher that transforms all elements from the upstream publisher.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.receive(subscriber: forwarding(to: subscriber) { .send(transform($0)) })
    }
  }

  /// A publisher that republishes all non-nil results of calling a closure with each
  /// received element.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that receives values from the upstream publisher and returns optional
    /// values.
    public let transform: (Upstream.Output) -> Output?

    /// Creates a publisher that republishes all non-nil results.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.receive(
        subscriber: forwarding(to: subscriber) { transform($0).map { .send($0) } ?? .skip })
    }
  }

  /// A publisher that republishes all elements that match a provided closure.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Creates a publisher that republishes the elements that match `isIncluded`.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.receive(
        subscriber: forwarding(to: subscriber) { isIncluded($0) ? .send($0) : .skip })
    }
  }

  /// A publisher that publishes only elements that don't match the previous element.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure to evaluate whether two elements are equivalent.
    public let predicate: (Output, Output) -> Bool

    /// Creates a publisher that publishes only elements that don't match the previous one.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let previous = Box<Output?>(nil)
      upstream.receive(
        subscriber: forwarding(to: subscriber) { value in
          defer { previous.value = value }
          if let last = previous.value, predicate(last, value) { return .skip }
          return .send(value)
        })
    }
  }

  /// A publisher that omits a specified number of elements before republishing later ones.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The number of elements to drop.
    public let count: Int

    /// Creates a publisher that omits the first `count` elements.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let left = Box(Swift.max(0, count))
      upstream.receive(
        subscriber: forwarding(to: subscriber) { value in
          guard left.value == 0 else {
            left.value -= 1
            return .skip
          }
          return .send(value)
        })
    }
  }

  /// A publisher that replaces any errors in the stream with a provided element.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The element with which to replace errors from the upstream publisher.
    public let output: Upstream.Output

    /// Creates a publisher that replaces an error with `output`, then finishes.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Never {
      let output = self.output
      upstream.receive(
        subscriber: AnySubscriber<Output, Upstream.Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { subscriber.receive($0) },
          receiveCompletion: { completion in
            if case .failure = completion { _ = subscriber.receive(output) }
            subscriber.receive(completion: .finished)
          }))
    }
  }
}

/// A mutable value an operator's subscription keeps between elements.
final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided closure.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Calls a closure with each received element and publishes any returned optional that
  /// has a value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<
      Self, T
    >
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Republishes all elements that match a provided closure.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Publishes only elements that don't match the previous element, as evaluated by a
  /// provided closure.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Omits the specified number of elements before republishing subsequent elements.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Replaces any errors in the stream with the provided element.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}

extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}
