import Observation

/// A key for a value that views publish to the views that read it while the focus is within
/// them (`focusedValue(_:_:)`), or while their scene is active (`focusedSceneValue(_:_:)`).
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// The values the views around the focus publish: what `@FocusedValue` and
/// `@FocusedBinding` read.
///
/// A view marked `focusedValue(\.key, value)` publishes its value while the focus is in it
/// (on it or on a view inside it); the innermost such view around the focus wins. A view
/// marked `focusedSceneValue(\.key, value)` publishes it whatever has the focus, under the
/// values around the focus.
public struct FocusedValues {
  /// The values by key type.
  var entries: [ObjectIdentifier: Entry] = [:]

  /// One published value, with how to compare it with another of its key's.
  struct Entry {
    let value: Any
    let isSame: (Any) -> Bool
  }

  init() {}

  /// The value of `key`, or nil when no view around the focus publishes one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { entries[ObjectIdentifier(key)]?.value as? Key.Value }
    set {
      guard let newValue else {
        entries[ObjectIdentifier(key)] = nil
        return
      }
      entries[ObjectIdentifier(key)] = Entry(
        value: newValue,
        isSame: { other in
          guard let other = other as? Key.Value else { return false }
          return FocusedValues.same(newValue, other)
        })
    }
  }

  /// Whether two values are the same, as SwiftUI compares state: equal values, the same
  /// object, bindings to the same place (known on the main actor only; elsewhere a value
  /// that is neither equatable nor an object is taken as changed).
  nonisolated static func same<T>(_ a: T, _ b: T) -> Bool {
    if MainQueueMarker.isOnMainQueue {
      // Both values stay on this thread: the closure runs at once, here.
      let pair = ValuePair(a: a, b: b)
      return MainActor.assumeIsolated { TypeLayout.of(T.self).isEqual(pair.a, pair.b) }
    }
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    if T.self is AnyObject.Type { return (a as AnyObject) === (b as AnyObject) }
    return false
  }

  /// Two values compared on the main actor, from the thread that already is it.
  private struct ValuePair<T>: @unchecked Sendable {
    let a: T
    let b: T
  }

  /// The key of an object published by its type (`focusedValue(_:)`, `focusedObject(_:)`).
  enum ObjectKey<Object: AnyObject>: FocusedValueKey {
    typealias Value = Object
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension FocusedValues: Equatable {
  /// Whether both publish the same values for the same keys.
  public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
    guard lhs.entries.count == rhs.entries.count else { return false }
    for (key, entry) in lhs.entries {
      guard let other = rhs.entries[key], entry.isSame(other.value) else { return false }
    }
    return true
  }
}

/// Publishes a focused value: `focusedValue(_:_:)` (while the focus is within the content) or
/// `focusedSceneValue(_:_:)` (always).
struct _FocusedValueWritingModifier: ViewModifier {
  typealias Body = Never
  let write: (inout FocusedValues) -> Void
  let isScene: Bool
  /// The type of the value written, for the snapshot (a key path has no readable name on
  /// every platform).
  let name: String

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let writer: FocusedValueWriterNode
    if let node {
      writer = downcast(node, to: FocusedValueWriterNode.self)
      writer.environment = context.environment
      writer.modifier = view.modifier
    } else {
      writer = FocusedValueWriterNode(view.modifier, in: context)
    }
    writer.child = reconciled(
      view.content, node: writer.child, context: writer.childContext(context))
    return writer
  }
}

/// The node of a focused value writer; its content's rendered nodes show what it publishes
/// (`focusedValue` or `focusedSceneValue`: the value's type).
@MainActor
final class FocusedValueWriterNode: WrapperNode {
  var modifier: _FocusedValueWritingModifier

  init(_ modifier: _FocusedValueWritingModifier, in context: __shared _MountContext) {
    self.modifier = modifier
    super.init(in: context)
    hasRenderEffect = true
  }

  override func contribute(to item: inout RenderItem) {
    item.setStyleIfAbsent(
      modifier.name, for: modifier.isScene ? "focusedSceneValue" : "focusedValue")
  }
}

extension View {
  /// Publishes `value` for `keyPath` to the views that read it (`@FocusedValue`,
  /// `@FocusedBinding`) while the focus is on this view or inside it.
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    modifier(
      _FocusedValueWritingModifier(
        write: { $0[keyPath: keyPath] = value }, isScene: false, name: "\(Value.self)"))
  }

  /// Publishes `value` for `keyPath` while this view's scene is active, wherever the focus is.
  public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T)
    -> some View
  {
    modifier(
      _FocusedValueWritingModifier(
        write: { $0[keyPath: keyPath] = value }, isScene: true, name: "\(T.self)"))
  }

  /// Publishes an observable object, by its type, to `@FocusedValue(Type.self)` while the
  /// focus is within this view; nil publishes nothing.
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      _FocusedValueWritingModifier(
        write: { values in
          if let object { values[FocusedValues.ObjectKey<T>.self] = object }
        }, isScene: false, name: "\(T.self)"))
  }

  /// Publishes an observable object to `@FocusedObject` while the focus is within this view.
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(
      _FocusedValueWritingModifier(
        write: { values in
          if let object { values[FocusedValues.ObjectKey<T>.self] = object }
        }, isScene: false, name: "\(T.self)"))
  }

  /// Publishes an observable object to `@FocusedObject` while this view's scene is active.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(
      _FocusedValueWritingModifier(
        write: { values in
          if let object { values[FocusedValues.ObjectKey<T>.self] = object }
        }, isScene: true, name: "\(T.self)"))
  }
}
