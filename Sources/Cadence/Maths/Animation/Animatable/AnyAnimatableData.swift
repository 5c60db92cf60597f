/// The animatable data of a type-erased value (`AnyShape`, `AnyLayout`): the wrapped value's
/// data, erased. Zero is the identity of every wrapped type; values of two different types
/// do not mix (the left one is kept, as a change of wrapped type does not animate).
public struct _AnyAnimatableData: VectorArithmetic, @unchecked Sendable {
  /// The wrapped data; nil is zero.
  let value: (any VectorArithmetic)?

  /// Erases `value`.
  init(_ value: some VectorArithmetic) { self.value = value }

  private init(erased: (any VectorArithmetic)?) { value = erased }

  /// The wrapped data as `V`, if it is one (zero is `V.zero`).
  func unwrapped<V: VectorArithmetic>(as _: V.Type) -> V? {
    guard let value else { return .zero }
    return value as? V
  }

  public static var zero: _AnyAnimatableData { _AnyAnimatableData(erased: nil) }

  public static func + (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
    combine(lhs, rhs, negating: false)
  }

  public static func - (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
    combine(lhs, rhs, negating: true)
  }

  private static func combine(
    _ lhs: _AnyAnimatableData, _ rhs: _AnyAnimatableData, negating: Bool
  ) -> _AnyAnimatableData {
    guard let right = rhs.value else { return lhs }
    guard let left = lhs.value else {
      func negated<V: VectorArithmetic>(_ value: V) -> any VectorArithmetic { .zero - value }
      return _AnyAnimatableData(erased: negating ? negated(right) : right)
    }
    func open<V: VectorArithmetic>(_ left: V) -> any VectorArithmetic {
      guard let right = right as? V else { return left }
      return negating ? left - right : left + right
    }
    return _AnyAnimatableData(erased: open(left))
  }

  public mutating func scale(by rhs: Double) {
    guard let value else { return }
    func open<V: VectorArithmetic>(_ value: V) -> any VectorArithmetic { value.scaled(by: rhs) }
    self = _AnyAnimatableData(erased: open(value))
  }

  public var magnitudeSquared: Double {
    guard let value else { return 0 }
    func open<V: VectorArithmetic>(_ value: V) -> Double { value.magnitudeSquared }
    return open(value)
  }

  public static func == (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> Bool {
    switch (lhs.value, rhs.value) {
    case (nil, nil): return true
    case (nil, let other?), (let other?, nil): return other.magnitudeSquared == 0
    case (let left?, let right?):
      func open<V: VectorArithmetic>(_ left: V) -> Bool { (right as? V) == left }
      return open(left)
    }
  }
}
