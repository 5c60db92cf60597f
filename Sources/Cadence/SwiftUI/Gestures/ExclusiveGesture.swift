import Foundation

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
