/// A type-erased gesture: it recognizes as the gesture it wraps does.
public struct AnyGesture<Value>: Gesture {
  public typealias Body = Never
  private let makeRecognizer: () -> _GestureRecognizer<Value>

  /// Wraps `gesture`.
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    makeRecognizer = { gesture._makeRecognizer() }
  }

  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    makeRecognizer()
  }
}
