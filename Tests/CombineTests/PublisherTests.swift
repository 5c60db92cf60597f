import Combine
import Foundation
import Testing

/// Combine's publishers as SwiftUI code uses them (Apple's Combine documentation: a subject
/// broadcasts to its subscribers and drops a value no subscriber has demand for; a
/// `CurrentValueSubject` sends its current value first; `@Published`'s publisher emits in
/// `willSet`, so a subscriber still reads the old value on the object; a sink requests an
/// unlimited demand; an `AnyCancellable` cancels when it is deinitialized).
@Suite("Publishers, subscribers and operators")
struct PublisherTests {
  @Test("a passthrough subject sends each value to each sink, then the completion, then nothing")
  func passthroughSubject() {
    let subject = PassthroughSubject<Int, Never>()
    var first: [Int] = []
    var second: [Int] = []
    var completions = 0
    let a = subject.sink(
      receiveCompletion: { _ in completions += 1 }, receiveValue: { first.append($0) })
    subject.send(1)
    let b = subject.sink { second.append($0) }
    subject.send(2)
    subject.send(completion: .finished)
    subject.send(3)
    #expect(first == [1, 2])
    #expect(second == [2])
    #expect(completions == 1)
    var late: Subscribers.Completion<Never>?
    let c = subject.sink(receiveCompletion: { late = $0 }, receiveValue: { _ in })
    #expect(late == .finished)
    _ = (a, b, c)
  }

  @Test("a current value subject sends its value at subscription, then each new one")
  func currentValueSubject() {
    let subject = CurrentValueSubject<String, Never>("a")
    var received: [String] = []
    let c = subject.sink { received.append($0) }
    subject.value = "b"
    subject.send("c")
    #expect(received == ["a", "b", "c"])
    #expect(subject.value == "c")
    _ = c
  }

  @Test("dropping or cancelling the cancellable ends the subscription")
  func cancellation() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var kept: AnyCancellable? = subject.sink { received.append($0) }
    subject.send(1)
    kept = nil
    subject.send(2)
    var bag = Set<AnyCancellable>()
    subject.sink { received.append($0 * 10) }.store(in: &bag)
    subject.send(3)
    bag.first?.cancel()
    subject.send(4)
    #expect(received == [1, 30])
    #expect(kept == nil)
  }

  @Test("map, filter, compactMap, removeDuplicates and dropFirst compose in order")
  func operators() {
    let subject = PassthroughSubject<String, Never>()
    var received: [Int] = []
    let c =
      subject
      .compactMap { Int($0) }
      .removeDuplicates()
      .dropFirst()
      .filter { $0 % 2 == 0 }
      .map { $0 * 100 }
      .eraseToAnyPublisher()
      .sink { received.append($0) }
    for input in ["2", "x", "2", "4", "4", "5", "6", "2"] { subject.send(input) }
    // 2 (dropped first), 4, 5 (odd), 6, 2: duplicates 2 and 4 removed, "x" not a number.
    #expect(received == [400, 600, 200])
    _ = c
  }

  @Test("a map to optionals keeps its nil values (only compactMap drops them)")
  func mapToOptional() {
    var received: [Int?] = []
    let c = [1, 2].publisher.map { $0 == 1 ? nil : $0 }.sink { received.append($0) }
    #expect(received == [nil, 2])
    _ = c
  }

  @Test("a subscriber with limited demand gets only what it asked for; a subject drops the rest")
  func demand() {
    final class Counter: Subscriber {
      typealias Input = Int
      typealias Failure = Never
      var subscription: (any Subscription)?
      var values: [Int] = []
      func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.max(2))
      }
      func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        return .none
      }
      func receive(completion: Subscribers.Completion<Never>) {}
    }
    let subject = PassthroughSubject<Int, Never>()
    let counter = Counter()
    subject.subscribe(counter)
    for value in 1...4 { subject.send(value) }
    counter.subscription?.request(.max(1))
    subject.send(5)
    subject.send(6)
    #expect(counter.values == [1, 2, 5])
  }

  @Test("demand arithmetic: unlimited absorbs, subtraction stops at none, max saturates")
  func demandArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.max(2) - .max(5) == .none)
    #expect(Subscribers.Demand.unlimited - 3 == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    #expect(Subscribers.Demand.max(-4) == .none)
    #expect(Subscribers.Demand.max(3) < .unlimited)
    #expect(Subscribers.Demand.unlimited.max == nil)
  }

  @Test("Just, Empty, Fail, Future and replaceError complete as documented")
  func basicPublishers() {
    struct Failure: Error, Equatable {}
    var log: [String] = []
    let record: (String) -> (Subscribers.Completion<Failure>) -> Void = { name in
      { completion in
        switch completion {
        case .finished: log.append("\(name) finished")
        case .failure: log.append("\(name) failed")
        }
      }
    }
    var cancellables = Set<AnyCancellable>()
    Just(7).setFailureType(to: Failure.self).sink(
      receiveCompletion: record("just"),
      receiveValue: {
        log.append("just \($0)")
      }
    ).store(in: &cancellables)
    Empty<Int, Failure>().sink(receiveCompletion: record("empty"), receiveValue: { _ in })
      .store(in: &cancellables)
    Fail<Int, Failure>(error: Failure()).sink(
      receiveCompletion: record("fail"), receiveValue: { _ in }
    )
    .store(in: &cancellables)
    Fail<Int, Failure>(error: Failure()).replaceError(with: 0).sink { log.append("replaced \($0)") }
      .store(in: &cancellables)
    var promise: Future<Int, Failure>.Promise?
    let future = Future<Int, Failure> { promise = $0 }
    future.sink(receiveCompletion: record("future"), receiveValue: { log.append("future \($0)") })
      .store(in: &cancellables)
    log.append("before promise")
    promise?(.success(3))
    promise?(.success(4))
    future.sink(
      receiveCompletion: record("late future"),
      receiveValue: {
        log.append("late future \($0)")
      }
    ).store(in: &cancellables)
    #expect(
      log == [
        "just 7", "just finished", "empty finished", "fail failed", "replaced 0",
        "before promise", "future 3", "future finished", "late future 3", "late future finished",
      ])
  }

  @Test("a notification center publisher sends each notification posted until cancelled")
  func notifications() {
    let center = NotificationCenter()
    let name = Notification.Name("cadence.test")
    var received: [String] = []
    var c: AnyCancellable? = center.publisher(for: name).sink {
      received.append($0.userInfo?["k"] as? String ?? "")
    }
    center.post(name: name, object: nil, userInfo: ["k": "a"])
    center.post(name: Notification.Name("other"), object: nil)
    c = nil
    center.post(name: name, object: nil, userInfo: ["k": "b"])
    #expect(received == ["a"])
    #expect(c == nil)
  }

  @Test("a value waits for a request that has room for it (Just, a current value)")
  func waitsForDemand() {
    final class Patient: Subscriber {
      typealias Input = Int
      typealias Failure = Never
      var subscription: (any Subscription)?
      var values: [Int] = []
      var finished = false
      func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.none)
      }
      func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        return .none
      }
      func receive(completion: Subscribers.Completion<Never>) { finished = true }
    }
    let just = Patient()
    Just(5).subscribe(just)
    #expect(just.values.isEmpty && !just.finished)
    just.subscription?.request(.max(1))
    #expect(just.values == [5] && just.finished)
    let current = Patient()
    let subject = CurrentValueSubject<Int, Never>(8)
    subject.subscribe(current)
    #expect(current.values.isEmpty)
    current.subscription?.request(.max(1))
    #expect(current.values == [8])
    subject.send(9)
    #expect(current.values == [8])
  }
}
