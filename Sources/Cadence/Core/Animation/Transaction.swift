/// The context of the current state-processing update: the animation to apply to the changes
/// it carries, and any custom values attached to it.
public struct Transaction {
  /// The animation, if any, associated with the current state change.
  public var animation: Animation?
  /// Whether views should not insert animations of their own (`.animation(_:value:)`).
  public var disablesAnimations = false
  /// Whether the change is part of a continuous interaction, such as a drag.
  public var isContinuous = false
  /// Whether the change's velocity should be tracked for a later animation.
  public var tracksVelocity = false
  /// The completions to run when the animations this transaction starts complete.
  var listeners: [AnimationListener] = []
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates an empty transaction.
  public init() {}

  /// Creates a transaction with an animation.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// The value of a custom key, or its default.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Adds a completion to run when the animations created with this transaction are all
  /// complete by `criteria`; with none, it runs once the transaction has been applied.
  @MainActor
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping @MainActor () -> Void
  ) {
    listeners.append(AnimationListener(criteria: criteria, completion: completion))
  }

  /// The transaction of the `withTransaction` or `withAnimation` call running now, if any.
  @MainActor static var current: Transaction? { TransactionScope.stack.last }

  /// Whether every field has its default value: the transaction equals `Transaction()`.
  var isPlain: Bool {
    animation == nil && !disablesAnimations && !isContinuous && !tracksVelocity
      && listeners.isEmpty && values.isEmpty
  }
}

/// A key for accessing values in a transaction.
public protocol TransactionKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value when the transaction has none.
  static var defaultValue: Value { get }
}

/// The criteria that determine when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case logicallyComplete
    case removed
  }

  let kind: Kind

  /// The animation has logically completed, but may still be in its long tail.
  public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
  /// The entire animation is finished and will now be removed.
  public static let removed = AnimationCompletionCriteria(kind: .removed)
}
