import Foundation

extension Published {
  /// A publisher for properties marked with the `@Published` attribute.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let subject: PublishedSubject<Value>

    init(_ value: Value) {
      subject = PublishedSubject(value)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }
  }
}

/// The storage of a published property someone asked the publisher of: the value, the
/// subscribers, and the enclosing object's `objectWillChange`, sent before each new value.
final class PublishedSubject<Value>: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private let subscribers = ConduitList<Value, Never>()
  private var current: Value
  /// The enclosing object's publisher, once the property has been read or written through it.
  weak var owner: ObservableObjectPublisher?
  /// Subscriptions `assign(to: &$property)` made, kept as long as the property.
  private var assignments: [AnyCancellable] = []

  init(_ value: Value) {
    current = value
  }

  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// A new value: the object will change, the subscribers see the value, then it is stored
  /// (so a subscriber reading the property still reads the old value, as with Combine).
  func send(_ value: Value) {
    owner?.send()
    subscribers.send(value)
    lock.lock()
    current = value
    lock.unlock()
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
    let conduit = Conduit(subscriber)
    var sentCurrent = false
    conduit.onRequest = { [weak self, unowned conduit] _ in
      // The current value goes out once, at the first request that has room for it.
      guard let self, !sentCurrent else { return }
      sentCurrent = conduit.send(self.value)
    }
    subscribers.subscribe(conduit)
  }

  func keep(_ assignment: AnyCancellable) {
    lock.lock()
    assignments.append(assignment)
    lock.unlock()
  }
}

extension Publisher where Failure == Never {
  /// Republishes elements received from a publisher, by assigning them to a property marked
  /// as a publisher; the subscription lasts as long as the property.
  public func assign(to published: inout Published<Output>.Publisher) {
    let subject = published.subject
    subject.keep(sink { [weak subject] value in subject?.send(value) })
  }
}

extension ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    let conduit = Conduit(subscriber)
    let box = UncheckedBox(conduit)
    let token = subscribe { box.value.send(()) }
    conduit.onCancel = { [weak self] in self?.cancel(token) }
    conduit.start()
  }
}
