import Foundation

/// A node's subscription to an observable object's publisher.
@MainActor
final class ObjectSubscription {
  private(set) weak var object: AnyObject?
  private var publisher: ObservableObjectPublisher?
  private var token: UInt64 = 0

  /// Subscribes `node` to `object`, replacing an earlier object.
  func observe<O: ObservableObject>(_ object: O, from node: BodyNode) {
    if self.object === object { return }
    cancel()
    self.object = object
    let publisher = object.objectWillChange
    self.publisher = publisher
    let link = node.link
    token = publisher.subscribe {
      MainQueueMarker.run { link.node?.observedPropertyWillChange() }
    }
  }

  func cancel() {
    publisher?.cancel(token)
    publisher = nil
  }

  isolated deinit {
    publisher?.cancel(token)
  }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the object changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Creates an observed object with an initial value.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Creates an observed object with an initial value.
  public init(initialValue: ObjectType) {
    wrappedValue = initialValue
  }

  /// Bindings to the object's properties: `$model.name`.
  @MainActor
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// A wrapper of the underlying observable object that can create bindings to its
  /// properties.
  @dynamicMemberLookup
  @MainActor @preconcurrency
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the value at `keyPath` of the object.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let object = object
      return Binding(
        get: { object[keyPath: keyPath] },
        set: { value, transaction in
          withTransaction(transaction) { object[keyPath: keyPath] = value }
        })
    }
  }
}

extension ObservedObject: StorageProperty, LocationComparable {
  static var slotCount: Int { 1 }
  static var readsEnvironment: Bool { false }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    let subscription =
      (context.storage[context.slot] as? ObjectSubscription) ?? ObjectSubscription()
    context.storage[context.slot] = subscription
    subscription.observe(wrappedValue, from: downcast(context.node, to: BodyNode.self))
  }

  /// A view given another object is a changed view.
  static func sameLocation(_ a: ObservedObject, _ b: ObservedObject) -> Bool {
    a.wrappedValue === b.wrappedValue
  }
}
