import Foundation

/// Forwards every touch to `inner`.
@MainActor
class ForwardingRecognizer<Inner, Value>: _GestureRecognizer<Value> {
  let inner: _GestureRecognizer<Inner>

  init(_ inner: _GestureRecognizer<Inner>) {
    self.inner = inner
  }

  override var kinds: GestureKinds { inner.kinds }
  override func began(_ touch: _GestureTouch) { inner.began(touch) }
  override func moved(_ touch: _GestureTouch) { inner.moved(touch) }
  override func timePassed(_ touch: _GestureTouch) { inner.timePassed(touch) }
  override func lifted(_ touch: _GestureTouch) { inner.lifted(touch) }
}

/// A gesture that runs `action` at each change of its content's value.
public struct _ChangedGesture<Content: Gesture>: Gesture {
  let content: Content
  let action: (Content.Value) -> Void

  public typealias Value = Content.Value
  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    let recognizer = ForwardingRecognizer<Value, Value>(content._makeRecognizer())
    let action = action
    recognizer.inner.onChanged = { [unowned recognizer] value in
      action(value)
      recognizer.change(value)
    }
    recognizer.inner.onEnded = { [unowned recognizer] in recognizer.end($0) }
    recognizer.inner.onFailed = { [unowned recognizer] in recognizer.fail() }
    return recognizer
  }
}

/// A gesture that runs `action` when its content ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
  let content: Content
  let action: (Content.Value) -> Void

  public typealias Value = Content.Value
  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    let recognizer = ForwardingRecognizer<Value, Value>(content._makeRecognizer())
    let action = action
    recognizer.inner.onChanged = { [unowned recognizer] in recognizer.change($0) }
    recognizer.inner.onEnded = { [unowned recognizer] value in
      action(value)
      recognizer.end(value)
    }
    recognizer.inner.onFailed = { [unowned recognizer] in recognizer.fail() }
    return recognizer
  }
}

/// A gesture whose values are its content's, transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  let content: Content
  let transform: (Content.Value) -> Value

  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    let recognizer = ForwardingRecognizer<Content.Value, Value>(content._makeRecognizer())
    let transform = transform
    recognizer.inner.onChanged = { [unowned recognizer] in recognizer.change(transform($0)) }
    recognizer.inner.onEnded = { [unowned recognizer] in recognizer.end(transform($0)) }
    recognizer.inner.onFailed = { [unowned recognizer] in recognizer.fail() }
    return recognizer
  }
}

extension Gesture {
  /// Adds an action to perform when the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }

  /// Adds an action to perform when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Returns a gesture that's the result of mapping the given closure over the gesture.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// Updates the provided gesture state property as the gesture's value changes; the state
  /// returns to its initial value, with its reset transaction, when the gesture ends or fails.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Combines a gesture with another gesture to create a new gesture that recognizes both
  /// gestures at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<
    Self, Other
  > {
    SimultaneousGesture(self, other)
  }

  /// Sequences a gesture with another one to create a new gesture, which results in the
  /// second gesture only receiving events after the first gesture succeeds.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// Combines two gestures exclusively to create a new gesture where only one gesture
  /// succeeds, giving precedence to the first gesture.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// A gesture that updates the state provided by a gesture's updating callback.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// The originating gesture.
  public var base: Base
  /// A value that changes as the user performs the gesture.
  public var state: GestureState<State>
  /// The updating gesture containing the originating gesture's value, the updated state of
  /// the gesture, and a transaction.
  public var body: (Base.Value, inout State, inout Transaction) -> Void

  public typealias Value = Base.Value

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    let recognizer = ForwardingRecognizer<Value, Value>(base._makeRecognizer())
    let state = state
    let update = body
    recognizer.inner.onChanged = { [unowned recognizer] value in
      var current = state.wrappedValue
      var transaction = Transaction()
      update(value, &current, &transaction)
      state.set(current, transaction: transaction)
      recognizer.change(value)
    }
    recognizer.inner.onEnded = { [unowned recognizer] value in
      state.reset()
      recognizer.end(value)
    }
    recognizer.inner.onFailed = { [unowned recognizer] in
      state.reset()
      recognizer.fail()
    }
    return recognizer
  }
}

extension GestureStateGesture {
  /// `GestureStateGesture` is composed, not built from a body.
  public typealias Body = Never
}

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

  private func route(_ touch: _GestureTouch, _ deliver: (_AnyGestureRecognizer) -> Void) {
    lastTouch = touch
    deliver(firstValue == nil ? first : second)
  }

  override func began(_ touch: _GestureTouch) { route(touch) { $0.began(touch) } }
  override func moved(_ touch: _GestureTouch) { route(touch) { $0.moved(touch) } }
  override func timePassed(_ touch: _GestureTouch) { route(touch) { $0.timePassed(touch) } }
  override func lifted(_ touch: _GestureTouch) { route(touch) { $0.lifted(touch) } }
}

/// A gesture that consists of two gestures where only one of them can succeed; the first has
/// precedence.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The value of an exclusive gesture that indicates which of two gestures succeeded.
  public enum Value {
    /// The first of two gestures succeeded.
    case first(First.Value)
    /// The second of two gestures succeeded.
    case second(Second.Value)
  }

  /// The first of two gestures.
  public var first: First
  /// The second of two gestures.
  public var second: Second

  /// Creates a gesture from two gestures where only one of them succeeds.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public typealias Body = Never

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    ExclusiveRecognizer<First, Second>(first._makeRecognizer(), second._makeRecognizer())
  }
}

@MainActor
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>:
  BothRecognizer<First, Second, ExclusiveGesture<First, Second>.Value>
{
  /// 1 or 2 once one of the gestures has produced a value: the other is then ignored.
  private var winner = 0

  override init(
    _ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>
  ) {
    super.init(first, second)
    first.onChanged = { [unowned self] value in
      guard winner != 2 else { return }
      winner = 1
      change(.first(value))
    }
    first.onEnded = { [unowned self] value in
      guard winner != 2 else { return }
      winner = 1
      end(.first(value))
    }
    first.onFailed = { [unowned self] in
      if winner == 1 { fail() } else if second.isFinished { fail() }
    }
    second.onChanged = { [unowned self] value in
      // The first has precedence: the second counts only once the first cannot win.
      guard winner != 1, first.isFinished else { return }
      winner = 2
      change(.second(value))
    }
    second.onEnded = { [unowned self] value in
      guard winner != 1, first.isFinished else { return }
      winner = 2
      end(.second(value))
    }
    second.onFailed = { [unowned self] in
      if winner == 2 || first.isFinished { fail() }
    }
  }

}
