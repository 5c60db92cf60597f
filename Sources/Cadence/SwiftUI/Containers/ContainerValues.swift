/// Values a view gives the container it is a subview of (iOS 18): set with
/// `containerValue(_:_:)` (or a property declared with `@Entry` in an extension of
/// `ContainerValues`), read by a custom container from `Subview.containerValues` — unlike the
/// environment, they flow up to the container, not down to the view's children.
public struct ContainerValues {
  var values: [ObjectIdentifier: Any] = [:]

  init() {}

  /// The value of `key`, or its default when the view set none.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key of a container value: its type and its default.
public protocol ContainerValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value when a view sets none.
  static var defaultValue: Value { get }
}

/// Sets a container value of the views it modifies: a no-op where it is mounted, read when a
/// container decomposes its content into subviews.
public struct _ContainerValueModifier: ViewModifier {
  let apply: (inout ContainerValues) -> Void

  public func body(content: Content) -> some View { content }
}

extension View {
  /// Gives the container this view is a subview of `value` at `keyPath` of its
  /// `ContainerValues` (the view's `Subview.containerValues` read it).
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V)
    -> some View
  {
    modifier(_ContainerValueModifier { $0[keyPath: keyPath] = value })
  }
}
