/// A modifier that writes one value into the environment of its content.
struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
  typealias Body = Never

  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
  /// Works the value out from the environment around, when given (a style of one's own
  /// resolved there).
  var resolve: (@MainActor (EnvironmentValues) -> Value)? = nil

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let writer: WrapperNode
    var changed = context.environmentChanged
    let value = view.modifier.resolve?(context.environment) ?? view.modifier.value
    if let node {
      writer = node as! WrapperNode
      let previous = writer.environment[keyPath: view.modifier.keyPath]
      changed = changed || !TypeLayout.of(Value.self).isEqual(previous, value)
    } else {
      writer = WrapperNode(in: context)
    }
    writer.environment = context.environment
    writer.environment[keyPath: view.modifier.keyPath] = value
    writer.child = reconciled(
      view.content, node: writer.child,
      context: writer.childContext(context, environmentChanged: changed))
    return writer
  }
}

extension View {
  /// Sets the environment value of the specified key path to the given value.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }
}

/// A modifier that transforms one value of the environment of its content.
struct _EnvironmentKeyTransformModifier<Value>: ViewModifier {
  typealias Body = Never

  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let writer: WrapperNode
    var changed = context.environmentChanged
    var value = context.environment[keyPath: view.modifier.keyPath]
    view.modifier.transform(&value)
    if let node {
      writer = node as! WrapperNode
      let previous = writer.environment[keyPath: view.modifier.keyPath]
      // The closure cannot be compared: what it makes of the environment is.
      changed = changed || !TypeLayout.of(Value.self).isEqual(previous, value)
    } else {
      writer = WrapperNode(in: context)
    }
    writer.environment = context.environment
    writer.environment[keyPath: view.modifier.keyPath] = value
    writer.child = reconciled(
      view.content, node: writer.child,
      context: writer.childContext(context, environmentChanged: changed))
    return writer
  }
}

extension View {
  /// Transforms the environment value of the specified key path with the given function.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
  }
}
