import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The value of a simultaneous gesture that indicates which of its two gestures receives
  /// events.
  public struct Value {
    /// The value of the first gesture.
    public var first: First.Value?
    /// The value of the second gesture.
    public var second: Second.Value?
  }

  /// The first of two gestures that can happen simultaneously.
  public var first: First
  /// The second of two gestures that can happen simultaneously.
  public var second: Second

  /// Creates a gesture with two gestures that can receive updates or succeed independently
  /// of each other.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    SimultaneousRecognizer<First, Second>(first._makeRecognizer(), second._makeRecognizer())
  }
}

/// A recognizer that gives every touch to both of its gestures, first to the first.
@MainActor
class BothRecognizer<First: Gesture, Second: Gesture, Value>: _GestureRecognizer<Value> {
  let first: _GestureRecognizer<First.Value>
  let second: _GestureRecognizer<Second.Value>

  init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
    self.first = first
    self.second = second
  }

  override var kinds: GestureKinds { first.kinds.union(second.kinds) }
  override func cancel() {
    // Failed first: the parts failing then end nothing (a sequence would end on its first).
    fail()
    first.cancel()
    second.cancel()
  }
  override func began(_ touch: _GestureTouch) {
    first.began(touch)
    second.began(touch)
  }
  override func moved(_ touch: _GestureTouch) {
    first.moved(touch)
    second.moved(touch)
  }
  override func timePassed(_ touch: _GestureTouch) {
    first.timePassed(touch)
    second.timePassed(touch)
  }
  override func lifted(_ touch: _GestureTouch) {
    first.lifted(touch)
    second.lifted(touch)
  }
}

@MainActor
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>:

  BothRecognizer<First, Second, SimultaneousGesture<First, Second>.Value>

{
  private var value = SimultaneousGesture<First, Second>.Value()
  private var endedAny = false

  override init(
    _ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>
  ) {
    super.init(first, second)
    first.onChanged = { [unowned self] in
      value.first = $0
      change(value)
    }
    second.onChanged = { [unowned self] in
      value.second = $0
      change(value)
    }
    first.onEnded = { [unowned self] in
      value.first = $0
      endedAny = true
      finishIfBothDone()
    }
    second.onEnded = { [unowned self] in
      value.second = $0
      endedAny = true
      finishIfBothDone()
    }
    first.onFailed = { [unowned self] in finishIfBothDone() }
    second.onFailed = { [unowned self] in finishIfBothDone() }
  }

  private func finishIfBothDone() {
    guard first.isFinished, second.isFinished else { return }
    if endedAny { end(value) } else { fail() }
  }

}

/// A gesture that's a sequence of two gestures: the second receives touches only after the
/// first succeeds.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
  /// so the second gesture can start.
  public enum Value {
    /// The first gesture hasn't ended.
    case first(First.Value)
    /// The first gesture has ended.
    case second(First.Value, Second.Value?)
  }

  /// The first gesture in a sequence of two gestures.
  public var first: First
  /// The second gesture in a sequence of two gestures.
  public var second: Second

  /// Creates a sequence gesture with two gestures.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    SequenceRecognizer<First, Second>(first._makeRecognizer(), second._makeRecognizer())
  }
}

@MainActor
final class SequenceRecognizer<First: Gesture, Second: Gesture>:

  _GestureRecognizer<SequenceGesture<First, Second>.Value>

{
  let first: _GestureRecognizer<First.Value>
  let second: _GestureRecognizer<Second.Value>
  private var firstValue: First.Value?
  private var lastTouch: _GestureTouch?

  init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
    self.first = first
    self.second = second
    super.init()
    first.onChanged = { [unowned self] in change(.first($0)) }
    first.onEnded = { [unowned self] value in
      firstValue = value
      change(.second(value, nil))
      // The second gesture starts where the first ended, with the finger still down.
      if let touch = lastTouch { second.began(touch) }
    }
    first.onFailed = { [unowned self] in fail() }
    second.onChanged = { [unowned self] value in
      if let firstValue { change(.second(firstValue, value)) }
    }
    second.onEnded = { [unowned self] value in
      if let firstValue { end(.second(firstValue, value)) }
    }
    second.onFailed = { [unowned self] in
      if let firstValue { end(.second(firstValue, nil)) } else { fail() }
    }
  }

  override var kinds: GestureKinds { first.kinds.union(second.kinds) }
  override func cancel() {
    // Failed first: the parts failing then end nothing (a sequence would end on its first).
    fail()
    first.cancel()
    second.cancel()
  }

  private func route(_ touch: _GestureTouch, _ deliver: (_AnyGestureRecognizer) -> Void) {
    lastTouch = touch
    deliver(firstValue == nil ? first : second)
  }

  override func began(_ touch: _GestureTouch) { route(touch) { $0.began(touch) } }
  override func moved(_ touch: _GestureTouch) { route(touch) { $0.moved(touch) } }
  override func timePassed(_ touch: _GestureTouch) { route(touch) { $0.timePassed(touch) } }
  override func lifted(_ touch: _GestureTouch) { route(touch) { $0.lifted(touch) } }
}
