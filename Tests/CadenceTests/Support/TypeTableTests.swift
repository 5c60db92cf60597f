import Testing

@testable import Cadence

/// A type of its own for each nesting of `Layer`: as many distinct types as a test needs.
private enum Ground {}
private enum Layer<Inner> {}

/// The `depth`-th nested type, `Layer<Layer<…<Ground>>>`.
private func nestedType(depth: Int, from type: Any.Type = Ground.self) -> Any.Type {
  guard depth > 0 else { return type }
  func wrap<T>(_: T.Type) -> Any.Type { Layer<T>.self }
  func open<T>(_ type: T.Type) -> Any.Type { nestedType(depth: depth - 1, from: wrap(type)) }
  return _openExistential(type, do: open)
}

@Suite("Type tables")
struct TypeTableTests {
  @Test("every type stored past several growths reads its own value; others read nil")
  func readsEachTypeAfterGrowing() {
    // 300 types: the table starts at 64 slots and doubles at half full (to 1,024).
    var table = TypeTable<Int>()
    let types = (0..<300).map { nestedType(depth: $0) }
    for (index, type) in types.enumerated() where index < 250 { table[type] = index }
    #expect(table.count == 250)
    for (index, type) in types.enumerated() {
      #expect(table[type] == (index < 250 ? index : nil))
    }
    // A second value for a type replaces the first; nil stores nothing.
    table[types[7]] = -7
    table[types[8]] = nil
    #expect(table[types[7]] == -7)
    #expect(table[types[8]] == 8)
    #expect(table.count == 250)
  }

  @Test("the standard types and metatypes are distinct keys")
  func distinguishesStandardTypes() {
    var table = TypeTable<String>()
    table[Int.self] = "Int"
    table[Int?.self] = "Int?"
    table[[Int].self] = "[Int]"
    table[Int.Type.self] = "Int.Type"
    #expect(table[Int.self] == "Int")
    #expect(table[Int?.self] == "Int?")
    #expect(table[[Int].self] == "[Int]")
    #expect(table[Int.Type.self] == "Int.Type")
    #expect(table[String.self] == nil)
  }
}
