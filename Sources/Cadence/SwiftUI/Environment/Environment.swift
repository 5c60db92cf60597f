/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private var values: EnvironmentValues?
  /// For an object read as required (`@Environment(Model.self)`): its type's name when the
  /// environment has none.
  private let missingObject: ((EnvironmentValues) -> String?)?

  /// Creates an environment property that reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
    missingObject = nil
  }

  /// Creates a property that reads the value at `keyPath`, which is there unless `missing`
  /// names what is not.
  init(
    _ keyPath: KeyPath<EnvironmentValues, Value>,
    missing: @escaping (EnvironmentValues) -> String?
  ) {
    self.keyPath = keyPath
    missingObject = missing
  }

  /// The current value of the environment property.
  @MainActor
  public var wrappedValue: Value {
    guard let values else {
      UpdateContext.current?.report(
        .stateNotInstalled,
        "Environment<\(Value.self)> was read outside of a view installed in a tree; "
          + "it reads the default value",
        path: "")
      return EnvironmentValues()[keyPath: keyPath]
    }
    return values[keyPath: keyPath]
  }
}

extension Environment: StorageProperty {
  static var slotCount: Int { 0 }
  static var readsEnvironment: Bool { true }

  @MainActor
  mutating func install(in context: inout PropertyInstallContext) {
    values = context.environment
    if let missingObject, let name = missingObject(context.environment) {
      context.missingObjects.append(name)
    }
  }
}
