/// A container that stores the state of a custom animation between frames.
public struct AnimationState<Value: VectorArithmetic> {
  private var storage: [ObjectIdentifier: Any] = [:]
  /// The state of a built-in fluid spring, kept typed so that a frame boxes nothing.
  var fluidSpring = FluidSpringAnimation.State<Value>()
  /// The cycle of a built-in repeat animation and when it began.
  var repeatCycle = (index: 0, start: 0.0)
  /// The duration of one cycle of a built-in repeat animation: nil until computed, NaN when
  /// the base does not know it.
  var repeatPeriod: Double?
  /// The state of a repeated base animation (at most one element).
  var repeatedBase: [AnimationState<Value>] = []
  /// The entries of a combination of animations.
  var combinedEntries: [CombinedAnimation.Entry<Value>] = []

  /// Creates an empty state.
  public init() {}

  /// The value stored for `key`, or its default.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { (storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for accessing animation state values.
public protocol AnimationStateKey {
  /// The type of the value.
  associatedtype Value
  /// The value when the state has none.
  static var defaultValue: Value { get }
}

/// Contextual values that a custom animation can use to manage state and access a view's
/// environment.
public struct AnimationContext<Value: VectorArithmetic> {
  /// The current state of a custom animation.
  public var state: AnimationState<Value>

  /// Whether the animation has finished for the purposes of `.logicallyComplete`
  /// completions. Once true it stays true.
  public var isLogicallyComplete: Bool {
    get { logicallyComplete }
    set { logicallyComplete = logicallyComplete || newValue }
  }

  /// The environment of the view that created the animation.
  public var environment: EnvironmentValues { storedEnvironment }

  private var logicallyComplete = false
  private let storedEnvironment: EnvironmentValues

  /// Creates a context with empty state.
  init(environment: EnvironmentValues = EnvironmentValues()) {
    state = AnimationState()
    storedEnvironment = environment
  }

  private init(state: AnimationState<Value>, complete: Bool, environment: EnvironmentValues) {
    self.state = state
    logicallyComplete = complete
    storedEnvironment = environment
  }

  /// The same context with its logical completion set to `complete`.
  func replacingLogicalCompletion(_ complete: Bool) -> AnimationContext {
    AnimationContext(state: state, complete: complete, environment: storedEnvironment)
  }

  /// A context with a different state type and this context's environment.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    AnimationContext<T>(
      state: state, complete: logicallyComplete, environment: storedEnvironment)
  }
}
