/// A key of a value a preview context provides (`PreviewContext`'s subscript).
public protocol PreviewContextKey {
  /// The type of the value.
  associatedtype Value
  /// The value where the context sets none.
  static var defaultValue: Value { get }
}

/// A context a preview is shown in (a widget family, say): values by key.
public protocol PreviewContext {
  /// The value of `key` in this context.
  subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension View {
  /// Sets the context of the preview (recorded as `previewContext`, the context's type).
  public func previewContext<C: PreviewContext>(_ value: C) -> some View {
    recorded("previewContext", "\(C.self)")
  }

  /// Sets the interface orientation of the preview (recorded as
  /// `previewInterfaceOrientation`; `swift run Demo previews` lays a preview out landscape
  /// when its `#Preview` traits ask for it).
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    recorded("previewInterfaceOrientation", value.id)
  }
}
