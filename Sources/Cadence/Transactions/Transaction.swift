/// The context of the current state-processing update: how the changes it carries are
/// applied (animated or not), and any custom values attached to it.
public struct Transaction {
  /// Whether views should not insert animations of their own (`.animation(_:value:)`).
  public var disablesAnimations = false
  /// Whether the change is part of a continuous interaction, such as a drag.
  public var isContinuous = false
  /// Whether the change's velocity should be tracked for a later animation.
  public var tracksVelocity = false
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates an empty transaction.
  public init() {}

  /// The value of a custom key, or its default.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for accessing values in a transaction.
public protocol TransactionKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value when the transaction has none.
  static var defaultValue: Value { get }
}
