import Observation

/// A property wrapper for a value that a view around the focus publishes
/// (`focusedValue(_:_:)`), or that the active scene publishes (`focusedSceneValue(_:_:)`);
/// nil when none does. The view is evaluated again when the value changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  private let read: (FocusedValues) -> Value?
  private var current: Value?

  /// Reads the value of `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    read = { $0[keyPath: keyPath] }
  }

  /// Reads the observable object of this type that a view around the focus publishes with
  /// `focusedValue(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0[FocusedValues.ObjectKey<Value>.self] }
  }

  /// The value, or nil.
  @MainActor
  public var wrappedValue: Value? { current }
}

extension FocusedValue: StorageProperty {
  static var slotCount: Int { 0 }
  static var readsEnvironment: Bool { false }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    let node = downcast(context.node, to: BodyNode.self)
    current = read(node.tree.feature(FocusedValuesTracker.self).read(from: node))
  }
}

/// A property wrapper for a binding that a view around the focus publishes: reading gives its
/// value, writing writes through it (nothing happens while none is published).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
  private var binding: Binding<Value>?

  /// Reads the binding of `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    self.keyPath = keyPath
  }

  /// The bound value, or nil when no binding is published.
  @MainActor
  public var wrappedValue: Value? {
    get { binding?.wrappedValue }
    nonmutating set {
      guard let newValue else { return }
      binding?.wrappedValue = newValue
    }
  }

  /// A binding to the bound value; setting nil changes nothing.
  @MainActor
  public var projectedValue: Binding<Value?> {
    let binding = self.binding
    return Binding {
      binding?.wrappedValue
    } set: { newValue in
      if let newValue { binding?.wrappedValue = newValue }
    }
  }
}

extension FocusedBinding: StorageProperty {
  static var slotCount: Int { 0 }
  static var readsEnvironment: Bool { false }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    let node = downcast(context.node, to: BodyNode.self)
    binding = node.tree.feature(FocusedValuesTracker.self).read(from: node)[keyPath: keyPath]
  }
}

/// A property wrapper for an observable object that a view around the focus publishes
/// (`focusedObject(_:)`) or the active scene does (`focusedSceneObject(_:)`); the view is
/// evaluated again when the object changes.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  private var object: ObjectType?

  /// Creates a focused object.
  public init() {}

  /// The object, or nil when none is published.
  @MainActor
  public var wrappedValue: ObjectType? { object }

  /// Bindings to the object's properties (`$model?.name`), or nil.
  @MainActor
  public var projectedValue: Wrapper? { object.map(Wrapper.init) }

  /// Makes bindings to the properties of the focused object.
  @dynamicMemberLookup
  @MainActor @preconcurrency
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the object's property at `keyPath`.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>)
      -> Binding<T>
    {
      ObservedObject<ObjectType>.Wrapper(object: object)[dynamicMember: keyPath]
    }
  }
}

extension FocusedObject: StorageProperty {
  static var slotCount: Int { 1 }
  static var readsEnvironment: Bool { false }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    let node = downcast(context.node, to: BodyNode.self)
    object =
      node.tree.feature(FocusedValuesTracker.self).read(from: node)[
        FocusedValues.ObjectKey<ObjectType>.self]
    let subscription: ObjectSubscription
    if let existing = context.storage[context.slot] {
      subscription = downcast(existing, to: ObjectSubscription.self)
    } else {
      subscription = ObjectSubscription()
      context.storage[context.slot] = subscription
    }
    if let object {
      subscription.observe(object, from: node)
    } else {
      subscription.cancel()
    }
  }
}
