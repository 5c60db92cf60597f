import Foundation

// SwiftUI's initializers of `SceneStorage`, one per kind of value a scene keeps.

extension SceneStorage where Value == Bool {
  /// A Boolean the scene keeps under `key`.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == Int {
  /// An integer the scene keeps under `key`.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == Double {
  /// A double the scene keeps under `key`.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == String {
  /// A string the scene keeps under `key`.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == URL {
  /// A URL the scene keeps under `key`.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == Data {
  /// Data the scene keeps under `key`.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// A value the scene keeps under `key` as its integer raw value.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
  /// A value the scene keeps under `key` as its string raw value.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == Bool? {
  /// An optional Boolean the scene keeps under `key` (nil when it has none).
  public init(_ key: String) { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage where Value == Int? {
  /// An optional integer the scene keeps under `key` (nil when it has none).
  public init(_ key: String) { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage where Value == Double? {
  /// An optional double the scene keeps under `key` (nil when it has none).
  public init(_ key: String) { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage where Value == String? {
  /// An optional string the scene keeps under `key` (nil when it has none).
  public init(_ key: String) { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage where Value == URL? {
  /// An optional URL the scene keeps under `key` (nil when it has none).
  public init(_ key: String) { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage where Value == Data? {
  /// Optional data the scene keeps under `key` (nil when it has none).
  public init(_ key: String) { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage {
  /// An optional value the scene keeps under `key` as its integer raw value.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil)
  }

  /// An optional value the scene keeps under `key` as its string raw value.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil)
  }
}
