/// A stored property of a view that the runtime updates before each evaluation of the
/// view's body.
public protocol DynamicProperty {
  /// Updates the property's value before the body is evaluated; the default does nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}
