import Foundation
@_spi(SwiftUI) import Observation

// `@Observable` models (the toolchain's Observation module): a body evaluation tracks the
// properties it reads, and a change to any of them invalidates exactly that view, in the
// transaction current at the change (`withAnimation` animates it). A change outside any
// update is seen at the next one.
//
// Each evaluation's observers stay installed while the next evaluation runs (Observation's
// willSet tracking, the one SwiftUI uses, persists until cancelled): a body that writes a
// property it read the time before reaches them and is reported, as a state write in a body
// is. Observation installs an evaluation's own observers only when the body returns, so the
// very first evaluation of a body cannot be seen writing what it reads (D41).

extension BodyNode {
  /// Evaluates `body` while tracking the observable properties it reads; a later change to
  /// one of them invalidates this node (changes coalesce until the next evaluation, which
  /// tracks again; the observers of this evaluation are cancelled after that one).
  func trackingObservation<Result>(_ body: () -> Result) -> Result {
    let generation = observationGeneration
    let result = withObservationTracking(
      body,
      willSet: { [weak self] tracking in
        // Observation calls this before the property changes, on the thread that changes it.
        MainQueueMarker.run {
          guard let self else { return tracking.cancel() }
          self.observedPropertyWillChange(tracking: tracking, generation: generation)
        }
      })
    observationGeneration &+= 1
    firedObservation?.cancel()
    firedObservation = nil
    return result
  }

  /// A property read by the evaluation `generation` (tracked by `tracking`) is about to
  /// change. A later evaluation having tracked again, the observers are cancelled; else the
  /// change invalidates the node (reported, and not taken, while a body is evaluated). A
  /// change to a node already waiting for its evaluation cancels them too: every write would
  /// otherwise call every observer (20,000 writes to an object 100 rows read, 2M calls), so
  /// only a node invalidated by one change sees its next body write what it read.
  func observedPropertyWillChange(tracking: ObservationTracking, generation: UInt64) {
    guard isMounted, generation &+ 1 == observationGeneration else { return tracking.cancel() }
    if isDirty {
      tracking.cancel()
      firedObservation = nil
    } else {
      firedObservation = tracking
    }
    observedPropertyWillChange()
  }

  /// An observable property this node's body read (or an observed object) is about to
  /// change. Changes are coalesced until the node's next evaluation, as SwiftUI's are: a node
  /// already waiting for it in the same transaction scope takes the change at no cost (20,000
  /// writes to an object 100 rows observe cost an event and an invalidation each, 4.9 s).
  func observedPropertyWillChange() {
    guard isMounted else { return }
    let epoch = TransactionScope.epoch
    if isDirty, invalidationEpoch == epoch {
      tree.statistics.observedChanges += 1
      return
    }
    let transaction = Transaction.current ?? Transaction()
    guard tree.reconciler.allowsStateWrite(to: self) else { return }
    tree.reconciler.stateWillChange(in: transaction)
    tree.statistics.observedChanges += 1
    tree.emit(
      .stateChanged,
      "an observed property changed, animation "
        + (transaction.animation.map { "\($0)" } ?? "none"), path: viewPath)
    invalidate(transaction: transaction)
    invalidationEpoch = epoch
  }
}

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
