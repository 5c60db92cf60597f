import Foundation

/// A property wrapper type that instantiates an observable object once per view identity and
/// invalidates the view whenever the object changes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let make: () -> ObjectType
  private var object: ObjectType?

  /// Creates a state object with an initial value, made once, when the view first appears.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
  }

  /// The object.
  @MainActor
  public var wrappedValue: ObjectType {
    if let object { return object }
    UpdateContext.current?.report(
      .stateNotInstalled,
      "StateObject<\(ObjectType.self)> was read outside of a view installed in a tree; "
        + "a new object is made at each read", path: "")
    return make()
  }

  /// Bindings to the object's properties: `$model.name`.
  @MainActor
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension StateObject: StorageProperty {
  static var slotCount: Int { 1 }
  static var readsEnvironment: Bool { false }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    let box: StateObjectBox<ObjectType>
    if let existing = context.storage[context.slot] {
      box = downcast(existing, to: StateObjectBox<ObjectType>.self)
    } else {
      box = StateObjectBox(object: make())
      context.storage[context.slot] = box
    }
    object = box.object
    box.subscription.observe(box.object, from: downcast(context.node, to: BodyNode.self))
  }
}

/// The storage of a state object: the object and the node's subscription to it.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
  let object: ObjectType
  let subscription = ObjectSubscription()

  init(object: ObjectType) {
    self.object = object
  }
}

/// A property wrapper type for an observable object that a view above supplies with
/// `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private var object: ObjectType?

  /// Creates an environment object.
  public init() {}

  /// The object a view above placed. Read only once the runtime made sure it is there (a
  /// view whose object is missing is not evaluated: it is reported and shows nothing).
  @MainActor
  public var wrappedValue: ObjectType {
    guard let object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found: @EnvironmentObject was read "
          + "outside a view that a view with .environmentObject(_:) contains")
    }
    return object
  }

  /// Bindings to the object's properties: `$model.name`.
  @MainActor
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// A wrapper of the environment object that makes bindings to its properties.
  @dynamicMemberLookup
  @MainActor @preconcurrency
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the value at `keyPath` of the object.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      ObservedObject<ObjectType>.Wrapper(object: object)[dynamicMember: keyPath]
    }
  }
}

extension EnvironmentObject: StorageProperty {
  static var slotCount: Int { 1 }
  static var readsEnvironment: Bool { true }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    guard let found = context.environment[_ObjectEnvironmentKey<ObjectType>()] else {
      object = nil
      context.missingObjects.append(
        "@EnvironmentObject of type \(ObjectType.self), placed with .environmentObject(_:),")
      return
    }
    object = found
    let subscription =
      (context.storage[context.slot] as? ObjectSubscription) ?? ObjectSubscription()
    context.storage[context.slot] = subscription
    subscription.observe(found, from: downcast(context.node, to: BodyNode.self))
  }
}

extension View {
  /// Supplies an observable object to a view subhierarchy, where `@EnvironmentObject` reads
  /// it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    environment(\EnvironmentValues.[_ObjectEnvironmentKey<T>()], object)
  }
}
