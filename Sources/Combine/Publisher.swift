import Foundation

// The part of Combine that SwiftUI code uses, for Linux where Combine is not: `import SwiftUI`
// brings Combine's names, and `import Cadence` brings these. Values flow as Combine's do
// (subscription, demand, completion); work that waits for time (`Timer.publish`, `debounce`,
// `delay`, `receive(on:)` a main scheduler) runs on the virtual clock of the host whose update
// or event is running (Decision D36), else in real time.

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
  /// The kind of values published by this publisher.
  associatedtype Output
  /// The kind of errors this publisher might publish.
  associatedtype Failure: Error

  /// Attaches the specified subscriber to this publisher.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches the specified subscriber to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of errors this subscriber might receive.
  associatedtype Failure: Error

  /// Tells the subscriber that it has successfully subscribed to the publisher.
  func receive(subscription: any Subscription)
  /// Tells the subscriber that the publisher has produced an element; returns how many more
  /// it wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Tells the subscriber that the publisher has completed publishing.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells a publisher that it may send more values to the subscriber.
  func request(_ demand: Subscribers.Demand)
}
