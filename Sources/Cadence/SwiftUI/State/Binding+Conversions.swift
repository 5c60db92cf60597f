import Foundation

extension Binding {
  /// A binding to an optional value made from a binding to a value (setting nil leaves the
  /// value as it is).
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { base.wrappedValue },
      set: { value, transaction in
        guard let value else { return }
        base.transaction(transaction).wrappedValue = value
      })
  }

  /// A binding to the value of a binding to an optional, or nil when it is nil now
  /// (`if let note = Binding($item.note) { TextField("Note", text: note) }`). While the value
  /// stays non-nil, reading gives the value, else the one it had when the binding was made.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(
      get: { base.wrappedValue ?? initial },
      set: { value, transaction in base.transaction(transaction).wrappedValue = value })
  }

  /// A binding to a value as `AnyHashable` (setting a value of another type leaves it).
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { value, transaction in
        guard let typed = value.base as? V else { return }
        base.transaction(transaction).wrappedValue = typed
      })
  }
}
