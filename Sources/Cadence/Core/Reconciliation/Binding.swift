/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper
@dynamicMemberLookup
@MainActor @preconcurrency
public struct Binding<Value> {
  /// The transaction used for changes made through this binding.
  public var transaction = Transaction()
  private let location: AnyObject?
  /// The value when the binding was made from its state (nil for other bindings): a view
  /// given a binding whose value changed is a changed view, as in SwiftUI, so its body runs
  /// again and what it renders from the binding is rendered again.
  private let value: Value?
  private let getValue: @MainActor () -> Value
  private let setValue: @MainActor (Value, Transaction) -> Void

  /// Creates a binding with closures that read and write the value.
  @preconcurrency public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    location = nil
    value = nil
    getValue = get
    setValue = { value, _ in set(value) }
  }

  /// Creates a binding whose setter also receives the transaction.
  @preconcurrency public init(
    get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value, Transaction) -> Void
  ) {
    location = nil
    value = nil
    getValue = get
    setValue = set
  }

  /// Creates a binding to a storage location, comparable by that location's identity.
  init(
    location: AnyObject, value: Value? = nil, get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value, Transaction) -> Void
  ) {
    self.location = location
    self.value = value
    getValue = get
    setValue = set
  }

  /// Creates a binding from the projected value of another binding.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to an immutable value.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The underlying value referenced by the binding.
  @MainActor
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue, transaction) }
  }

  /// The binding itself, so that `$value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let getValue = self.getValue
    let setValue = self.setValue
    return Binding<Subject>(
      // A derived binding's storage is not comparable by identity: it may reach a different
      // part of the same value.
      location: DetachedLocation(),
      get: { getValue()[keyPath: keyPath] },
      set: { subject, transaction in
        var value = getValue()
        value[keyPath: keyPath] = subject
        setValue(value, transaction)
      })
  }

  /// A binding whose changes animate with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }

  /// A binding with the same value and a new transaction for its changes.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

/// The location of a derived binding: equal to no other.
private final class DetachedLocation {}

extension Binding: DynamicProperty {}

extension Binding: LocationComparable {
  /// Two bindings are the same when they read and write the same state location and were
  /// made when it held the same value.
  static func sameLocation(_ a: Binding, _ b: Binding) -> Bool {
    guard let first = a.location, let second = b.location, first === second,
      let old = a.value, let new = b.value
    else { return false }
    return TypeLayout.of(Value.self).isEqual(old, new)
  }
}
