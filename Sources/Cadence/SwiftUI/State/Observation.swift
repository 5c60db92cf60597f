import Foundation
@_spi(SwiftUI) import Observation

/// The key under which `environment(_:)` stores an observable object of type `T`.
public struct _ObjectEnvironmentKey<T: AnyObject>: Hashable {}

extension EnvironmentValues {
  /// The object of type `T` that a view above put in the environment, if any.
  public subscript<T: AnyObject>(_ key: _ObjectEnvironmentKey<T>) -> T? {
    get { self[ObjectEntry<T>.self] }
    set { self[ObjectEntry<T>.self] = newValue }
  }

  private enum ObjectEntry<T: AnyObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
  }
}

/// The key under which `@Environment(T.self)` reads an object that must be there: the view
/// that reads it is not evaluated when it is not (see `Environment.init(_:)`).
public struct _RequiredObjectEnvironmentKey<T: AnyObject>: Hashable {}

extension EnvironmentValues {
  /// The object of type `T` that a view above put in the environment. Only read once the
  /// runtime made sure it is there; outside a view tree it stops with a message.
  public subscript<T: AnyObject>(_ key: _RequiredObjectEnvironmentKey<T>) -> T {
    guard let object = self[_ObjectEnvironmentKey<T>()] else {
      fatalError(
        "No observable object of type \(T.self) found: @Environment(\(T.self).self) was read "
          + "outside a view that a view with .environment(_:) contains")
    }
    return object
  }
}

extension View {
  /// Places an observable object in the view's environment, where
  /// `@Environment(T.self)` reads it.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    environment(\EnvironmentValues.[_ObjectEnvironmentKey<T>()], object)
  }
}

extension Environment {
  /// Creates an environment property that reads an observable object of type `Value` that a
  /// view above placed with `environment(_:)`. Reading it when none was placed is reported
  /// (SwiftUI stops there) and gives a trap-free fatal description instead of crashing.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues.[_RequiredObjectEnvironmentKey<Value>()]) { values in
      values[_ObjectEnvironmentKey<Value>()] == nil
        ? "@Environment(\(Value.self).self), placed with .environment(_:)," : nil
    }
  }

  /// Creates an environment property that reads an observable object of type `T`, or nil
  /// when no view above placed one.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(\EnvironmentValues.[_ObjectEnvironmentKey<T>()])
  }
}

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
@dynamicMemberLookup
@propertyWrapper
@MainActor @preconcurrency
public struct Bindable<Value> {
  /// The wrapped object.
  public var wrappedValue: Value

  /// The bindable wrapper for the object, so that `$model.name` is a binding.
  public var projectedValue: Bindable<Value> { self }

  /// Creates a bindable object from an observable object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable object from an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable from the value of another bindable.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to the value at `keyPath` of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { value, transaction in
        withTransaction(transaction) { object[keyPath: keyPath] = value }
      })
  }
}

extension Bindable: DynamicProperty {}
