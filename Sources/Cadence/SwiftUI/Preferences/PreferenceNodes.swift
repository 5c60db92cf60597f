/// Writes a value of preference `K` for its content: a value that replaces the content's, or
/// a transformation of the content's.
struct _PreferenceWritingModifier<K: PreferenceKey>: ViewModifier {
  typealias Body = Never
  enum Write {
    case value(K.Value)
    case transform((inout K.Value) -> Void)
  }
  let write: Write

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let writer: PreferenceWriterNode<K>
    if let node {
      writer = downcast(node, to: PreferenceWriterNode<K>.self)
      writer.environment = context.environment
      writer.update(view.modifier.write)
    } else {
      writer = PreferenceWriterNode<K>(view.modifier.write, in: context)
    }
    writer.child = reconciled(
      view.content, node: writer.child, context: writer.childContext(context))
    return writer
  }
}

/// The node of a preference writer.
@MainActor
final class PreferenceWriterNode<K: PreferenceKey>: WrapperNode {
  private(set) var write: _PreferenceWritingModifier<K>.Write

  init(_ write: _PreferenceWritingModifier<K>.Write, in context: __shared _MountContext) {
    self.write = write
    super.init(in: context)
    tree.preferences.isDirty = true
  }

  /// Takes a new write; a different value (as `TypeLayout` compares) marks the preferences
  /// for reading; a transformation is a new closure each time, and is read each time.
  func update(_ newWrite: _PreferenceWritingModifier<K>.Write) {
    if case .value(let old) = write, case .value(let new) = newWrite,
      TypeLayout.of(K.Value.self).isEqual(old, new)
    {
      return
    }
    write = newWrite
    tree.preferences.isDirty = true
  }

  override func willUnmount() {
    tree.preferences.isDirty = true
  }
}

/// Observes the value of preference `K` its content produces, and acts when it changes.
struct _PreferenceObservingModifier<K: PreferenceKey>: ViewModifier {
  typealias Body = Never
  let isSame: (K.Value, K.Value) -> Bool
  let action: (K.Value) -> Void

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let reader: PreferenceObserverNode<K>
    if let node {
      reader = downcast(node, to: PreferenceObserverNode<K>.self)
      reader.environment = context.environment
      reader.observer = view.modifier
    } else {
      reader = PreferenceObserverNode<K>(view.modifier, in: context)
    }
    reader.child = reconciled(
      view.content, node: reader.child, context: reader.childContext(context))
    return reader
  }
}

/// The node of a preference observer: registered with the tree's readers while mounted.
@MainActor
final class PreferenceObserverNode<K: PreferenceKey>: WrapperNode, PreferenceReading {
  var observer: _PreferenceObservingModifier<K>
  private var last: K.Value?

  init(_ observer: _PreferenceObservingModifier<K>, in context: __shared _MountContext) {
    self.observer = observer
    super.init(in: context)
    tree.preferences.register(self)
  }

  override func willUnmount() {
    tree.preferences.unregister(self)
  }

  func readPreferences() {
    guard let child else { return }
    let value = PreferenceValues.value(K.self, of: child)
    if let last, observer.isSame(last, value) { return }
    last = value
    let action = observer.action
    tree.enqueueAction { action(value) }
  }
}

/// The value of a preference over a subtree.
@MainActor
enum PreferenceValues {
  /// `K`'s value over the subtree at `node`: the values its writers produce, combined in
  /// tree order with `K.reduce`, starting from the default.
  static func value<K: PreferenceKey>(_ key: K.Type, of node: _ViewNode) -> K.Value {
    var value = K.defaultValue
    contribute(K.self, of: node, into: &value)
    return value
  }

  /// `K.reduce` with `next` as the next value.
  private nonisolated static func reduce<K: PreferenceKey>(
    _ key: K.Type, _ value: inout K.Value, with next: K.Value
  ) {
    K.reduce(value: &value) { next }
  }

  private static func contribute<K: PreferenceKey>(
    _ key: K.Type, of node: _ViewNode, into value: inout K.Value
  ) {
    if let writer = node as? PreferenceWriterNode<K> {
      switch writer.write {
      case .value(let written):
        reduce(K.self, &value, with: written)
      case .transform(let transform):
        var inner = writer.child.map { self.value(K.self, of: $0) } ?? K.defaultValue
        transform(&inner)
        reduce(K.self, &value, with: inner)
      }
      return
    }
    if let anchor = node as? AnchorWriting, let written = anchor.preferenceValue(for: K.self) {
      reduce(K.self, &value, with: written)
      return
    }
    node.forEachChild { child in
      descend { contribute(K.self, of: child, into: &value) }
    }
  }
}
