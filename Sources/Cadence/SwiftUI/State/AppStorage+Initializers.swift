import Foundation

// SwiftUI's initializers of `AppStorage`, one per kind of value a user default holds.

extension AppStorage {
  /// A value read from the store as `T`.
  fileprivate static func reader<T>(_ type: T.Type) -> (UserDefaults, String) -> T? {
    { store, key in store.object(forKey: key) as? T }
  }

  fileprivate static func writer<T>(_ type: T.Type) -> (UserDefaults, String, T) -> Void {
    { store, key, value in store.set(value, forKey: key) }
  }
}

extension AppStorage where Value == Bool {
  /// Creates a property that reads and writes a Boolean user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: Self.reader(Bool.self),
      write: Self.writer(Bool.self))
  }
}

extension AppStorage where Value == Int {
  /// Creates a property that reads and writes an integer user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: Self.reader(Int.self),
      write: Self.writer(Int.self))
  }
}

extension AppStorage where Value == Double {
  /// Creates a property that reads and writes a double user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: Self.reader(Double.self),
      write: Self.writer(Double.self))
  }
}

extension AppStorage where Value == String {
  /// Creates a property that reads and writes a string user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: Self.reader(String.self),
      write: Self.writer(String.self))
  }
}

extension AppStorage where Value == URL {
  /// Creates a property that reads and writes a URL user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { store, key in store.string(forKey: key).flatMap(URL.init(string:)) },
      write: { store, key, value in store.set(value.absoluteString, forKey: key) })
  }
}

extension AppStorage where Value == Data {
  /// Creates a property that reads and writes a data user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: Self.reader(Data.self),
      write: Self.writer(Data.self))
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// Creates a property that reads and writes an integer user default as `Value`'s raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { store, key in (store.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) },
      write: { store, key, value in store.set(value.rawValue, forKey: key) })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// Creates a property that reads and writes a string user default as `Value`'s raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { store, key in (store.object(forKey: key) as? String).flatMap(Value.init(rawValue:)) },
      write: { store, key, value in store.set(value.rawValue, forKey: key) })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Creates a property that reads and writes an optional Boolean user default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(
      key: key, defaultValue: nil, store: store,
      read: { store, key in store.object(forKey: key) as? Bool },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// Creates a property that reads and writes an optional integer user default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(
      key: key, defaultValue: nil, store: store,
      read: { store, key in store.object(forKey: key) as? Int },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// Creates a property that reads and writes an optional double user default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(
      key: key, defaultValue: nil, store: store,
      read: { store, key in store.object(forKey: key) as? Double },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// Creates a property that reads and writes an optional string user default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(
      key: key, defaultValue: nil, store: store,
      read: { store, key in store.object(forKey: key) as? String },
      write: { store, key, value in store.set(value, forKey: key) })
  }
}
