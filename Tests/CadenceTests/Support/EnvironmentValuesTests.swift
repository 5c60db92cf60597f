import Testing

@testable import Cadence

/// A key of its own type for each nesting of `Nested`: as many distinct keys as a test needs.
private enum Base {}
private enum Nested<Inner> {}

private struct CountingKey<Tag>: EnvironmentKey {
  static var defaultValue: Int { -1 }
}

/// An optional value whose default is nil.
private struct OptionalKey: EnvironmentKey {
  static var defaultValue: String? { nil }
}

/// Sets or reads the key of the `depth`-th nested type, `Nested<Nested<…<Base>>>`.
private func withKey<Tag, Result>(
  _ tag: Tag.Type, depth: Int, _ body: (any EnvironmentKey.Type) -> Result
) -> Result {
  depth == 0 ? body(CountingKey<Tag>.self) : withKey(Nested<Tag>.self, depth: depth - 1, body)
}

private func set(_ environment: inout EnvironmentValues, depth: Int, to value: Int) {
  withKey(Base.self, depth: depth) { key in
    func write<K: EnvironmentKey>(_: K.Type) { environment[K.self] = value as! K.Value }
    write(key)
  }
}

private func read(_ environment: EnvironmentValues, depth: Int) -> Int {
  withKey(Base.self, depth: depth) { key in
    func read<K: EnvironmentKey>(_: K.Type) -> Int { environment[K.self] as! Int }
    return read(key)
  }
}

@Suite("Environment values")
struct EnvironmentValuesTests {
  @Test("with more keys than its summary has bits, each key reads its newest value or default")
  func readsEachKeyPastSummaryCollisions() {
    // 150 keys, every third one set (50, some twice): a 64-bit summary must share bits among
    // them, so a key whose bit is set by another is read by walking the list.
    var environment = EnvironmentValues()
    for depth in stride(from: 0, to: 150, by: 3) { set(&environment, depth: depth, to: depth) }
    for depth in stride(from: 0, to: 150, by: 9) { set(&environment, depth: depth, to: -depth) }
    for depth in 0..<150 {
      let expected = depth % 9 == 0 ? -depth : depth % 3 == 0 ? depth : -1
      #expect(read(environment, depth: depth) == expected, "key \(depth)")
    }
    // An environment copied before a write keeps its values (the list is shared).
    let before = environment
    set(&environment, depth: 1, to: 1)
    #expect(read(environment, depth: 1) == 1)
    #expect(read(before, depth: 1) == -1)
  }

  @Test("an optional value is there when set to something, not when unset or set to nil")
  func hasValue() {
    var environment = EnvironmentValues()
    #expect(!environment.hasValue(OptionalKey.self))
    environment[OptionalKey.self] = "set"
    #expect(environment.hasValue(OptionalKey.self))
    environment[OptionalKey.self] = nil
    #expect(!environment.hasValue(OptionalKey.self))
    #expect(environment.contains(OptionalKey.self))
  }
}
