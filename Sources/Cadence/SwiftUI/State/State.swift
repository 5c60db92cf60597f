/// A property wrapper type that can read and write a value managed by the runtime.
///
/// The value lives in the tree at the view's identity: it survives re-evaluation of the
/// parent and is discarded when the identity goes away. Writing it invalidates the view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  // Inlinable initialisers (as SwiftUI's are): a view's initialiser is specialised in the
  // caller's module, where an unspecialised one looks `State<Value>` up at every row it
  // mounts (about 330 instructions, D63).
  @usableFromInline let initialValue: Value
  @usableFromInline var box: StateBox<Value>?

  /// Creates a state property with an initial value.
  @inlinable public init(wrappedValue value: Value) {
    initialValue = value
    box = nil
  }

  /// Creates a state property with an initial value.
  @inlinable public init(initialValue value: Value) {
    initialValue = value
    box = nil
  }

  /// The underlying value referenced by the state variable.
  @MainActor
  public var wrappedValue: Value {
    get {
      guard let box else {
        Self.reportNotInstalled("read")
        return initialValue
      }
      return box.value
    }
    nonmutating set {
      guard let box else {
        Self.reportNotInstalled("written")
        return
      }
      box.write(newValue)
    }
  }

  /// A binding to the state value.
  @MainActor
  public var projectedValue: Binding<Value> {
    guard let box else {
      Self.reportNotInstalled("bound")
      return .constant(initialValue)
    }
    return Binding(location: box, value: box.value) {
      box.value
    } set: { value, transaction in
      // A binding's transaction (`binding.animation()`, `.transaction(_:)`) applies to the
      // write, as in SwiftUI; an empty one leaves the caller's transaction in effect.
      if transaction.animation != nil || transaction.disablesAnimations
        || !transaction.listeners.isEmpty
      {
        withTransaction(transaction) { box.write(value) }
      } else {
        box.write(value)
      }
    }
  }

  @MainActor
  private static func reportNotInstalled(_ verb: String) {
    UpdateContext.current?.report(
      .stateNotInstalled,
      "State<\(Value.self)> was \(verb) outside of a view installed in a tree; "
        + "it behaves as a constant of its initial value",
      path: "")
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value (nil).
  @inlinable public init() {
    initialValue = nil
    box = nil
  }
}

extension State: StorageProperty {
  static var slotCount: Int { 1 }
  static var readsEnvironment: Bool { false }
  static var storageClass: AnyClass? { StateBox<Value>.self }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    box = installedStateBox(in: &context, initial: initialValue)
  }
}
