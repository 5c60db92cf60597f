/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initialValue: Value
  private let resetTransaction: Transaction
  /// Adjusts the reset transaction from the value being reset, when given (`reset:`).
  private var resetBody: ((Value, inout Transaction) -> Void)?
  private var box: StateBox<Value>?

  /// Creates a view state that's derived from a gesture.
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
    resetTransaction = Transaction()
  }

  /// Creates a view state that's derived from a gesture.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Creates a view state that's derived from a gesture, reset with `resetTransaction`.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    initialValue = wrappedValue
    self.resetTransaction = resetTransaction
  }

  /// Creates a view state that's derived from a gesture, reset with `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// Creates a view state that's derived from a gesture; `reset` adjusts the transaction of
  /// each reset, given the value being reset.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: wrappedValue)
    resetBody = reset
  }

  /// Creates a view state that's derived from a gesture; `reset` adjusts the transaction of
  /// each reset.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The wrapped value: the gesture's state while it runs, the initial value otherwise.
  @MainActor
  public var wrappedValue: Value {
    box?.value ?? initialValue
  }

  /// A binding to the gesture state property.
  public var projectedValue: GestureState<Value> { self }

  /// Sets the state while the gesture runs, in `transaction`.
  @MainActor
  func set(_ value: Value, transaction: Transaction) {
    guard let box else { return }
    withTransaction(transaction) { box.write(value) }
  }

  /// Puts the initial value back, in the reset transaction: the gesture ended.
  @MainActor
  func reset() {
    var transaction = resetTransaction
    if let resetBody, let box { resetBody(box.value, &transaction) }
    set(initialValue, transaction: transaction)
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Creates a view state that's derived from a gesture with an initial value of nil.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// Creates a view state that's derived from a gesture with an initial value of nil;
  /// `reset` adjusts the transaction of each reset.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}

extension GestureState: StorageProperty {
  static var slotCount: Int { 1 }
  static var readsEnvironment: Bool { false }
  static var storageClass: AnyClass? { StateBox<Value>.self }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    box = installedStateBox(in: &context, initial: initialValue)
  }
}
