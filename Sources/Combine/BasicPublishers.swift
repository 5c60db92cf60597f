import Foundation

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The one element that the publisher emits.
  public let output: Output

  /// Initializes a publisher that emits the specified output just once.
  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let conduit = Conduit(subscriber)
    let output = self.output
    // The value goes out at the first request for at least one, then the completion.
    conduit.onRequest = { [unowned conduit] demand in
      guard demand > .none, conduit.send(output) else { return }
      conduit.finish(.finished)
    }
    conduit.start()
  }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether the publisher immediately sends a completion.
  public let completeImmediately: Bool

  /// Creates an empty publisher.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Creates an empty publisher with the given completion behavior and output and failure
  /// types.
  public init(
    completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
  ) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit(subscriber)
    conduit.start()
    if completeImmediately { conduit.finish(.finished) }
  }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The failure to send when terminating the publisher.
  public let error: Failure

  /// Creates a publisher that immediately terminates with the specified failure.
  public init(error: Failure) {
    self.error = error
  }

  /// Creates publisher with the given output type, that immediately terminates with the
  /// specified failure.
  public init(outputType: Output.Type, failure: Failure) {
    error = failure
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit(subscriber)
    conduit.start()
    conduit.finish(.failure(error))
  }
}

/// A publisher that eventually produces a single value and then finishes or fails.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// A type that represents a closure to invoke in the future, when an element or error is
  /// available.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = NSLock()
  private var result: Result<Output, Failure>?
  private var waiting: [Conduit<Output, Failure>] = []

  /// Creates a publisher that invokes a promise closure when the publisher emits an element.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] result in self?.fulfill(result) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    lock.lock()
    guard self.result == nil else {
      lock.unlock()
      return
    }
    self.result = result
    let waiting = self.waiting
    self.waiting.removeAll()
    lock.unlock()
    for conduit in waiting { deliver(result, to: conduit) }
  }

  private func deliver(_ result: Result<Output, Failure>, to conduit: Conduit<Output, Failure>) {
    switch result {
    case .success(let value):
      // The value waits for demand; a subscriber that asks later is sent it then.
      if conduit.send(value) {
        conduit.finish(.finished)
      } else {
        conduit.onRequest = { [unowned conduit] demand in
          guard demand > .none, conduit.send(value) else { return }
          conduit.finish(.finished)
        }
      }
    case .failure(let error): conduit.finish(.failure(error))
    }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit(subscriber)
    conduit.start()
    lock.lock()
    if let result {
      lock.unlock()
      deliver(result, to: conduit)
    } else {
      waiting.append(conduit)
      lock.unlock()
    }
  }
}

/// A publisher that performs type erasure by wrapping another publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

  /// Creates a type-erasing publisher to wrap the provided publisher.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribeBody = { publisher.receive(subscriber: $0) }
  }

  public var description: String { "AnyPublisher" }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// Wraps this publisher with a type eraser.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publishers {
  /// A publisher that publishes a given sequence of elements, as its subscriber asks for them.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element
    /// The sequence of elements to publish.
    public let sequence: Elements

    /// Creates a publisher for a sequence of elements.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let conduit = Conduit(subscriber)
      let iterator = Box(sequence.makeIterator())
      // An element drawn when the subscriber had no demand left waits for its next request.
      let held = Box<Output?>(nil)
      let sending = Box(false)
      conduit.onRequest = { [unowned conduit] _ in
        // Sends while demand lasts; a request made while sending continues the same loop.
        guard !sending.value else { return }
        sending.value = true
        defer { sending.value = false }
        while conduit.isActive {
          let next: Output
          if let element = held.value {
            held.value = nil
            next = element
          } else if let element = iterator.value.next() {
            next = element
          } else {
            conduit.finish(.finished)
            return
          }
          if !conduit.send(next) {
            held.value = next
            return
          }
        }
      }
      conduit.start()
    }
  }

  /// A publisher that appears to send a specified failure type.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    public typealias Output = Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that appears to send a specified failure type.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: AnySubscriber<Output, Never>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { subscriber.receive($0) },
          receiveCompletion: { _ in subscriber.receive(completion: .finished) }))
    }
  }
}

extension Sequence {
  /// A publisher that publishes the elements of this sequence.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publisher where Failure == Never {
  /// Changes the failure type declared by the upstream publisher.
  public func setFailureType<E: Error>(to failureType: E.Type)
    -> Publishers.SetFailureType<
      Self, E
    >
  {
    Publishers.SetFailureType(upstream: self)
  }
}
