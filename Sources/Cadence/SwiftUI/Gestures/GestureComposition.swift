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
  override func cancel() {
    fail()
    inner.cancel()
  }
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

  /// A gesture that updates `state` with `body` as `base` changes.
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (Base.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

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
