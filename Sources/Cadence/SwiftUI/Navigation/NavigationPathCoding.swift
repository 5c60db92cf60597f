import Foundation

extension NavigationPath {
  /// A navigation path in a form that can be encoded and decoded (to keep it across
  /// launches): each value with its type's name, as JSON.
  public struct CodableRepresentation: Codable, Equatable {
    /// The values, first pushed first: their types' mangled names and their JSON.
    var items: [Item]

    struct Item: Codable, Equatable {
      let type: String
      let value: String
    }
  }

  /// The path in encodable form; nil when a value of it is not `Codable`.
  public var codable: CodableRepresentation? {
    var items: [CodableRepresentation.Item] = []
    for element in elements {
      guard let value = element.base as? any Encodable,
        let name = _mangledTypeName(type(of: element.base)),
        let json = try? Self.json(of: value)
      else { return nil }
      items.append(CodableRepresentation.Item(type: name, value: json))
    }
    return CodableRepresentation(items: items)
  }

  /// A path of the values of `codable`, decoded. A value whose type is not known here or
  /// whose JSON does not decode is left out and reported (`navigationProblem`), with the
  /// values after it.
  public init(_ codable: CodableRepresentation) {
    self.init()
    for (index, item) in codable.items.enumerated() {
      guard let type = _typeByName(item.type) as? any (Decodable & Hashable).Type,
        let value = try? Self.decode(type, from: item.value)
      else {
        Self.reportUndecodable(item, at: index, of: codable.items.count)
        return
      }
      elements.append(value)
    }
  }

  /// Reports a value of a path representation that does not decode.
  private static func reportUndecodable(
    _ item: CodableRepresentation.Item, at index: Int, of count: Int
  ) {
    let message =
      "NavigationPath(_:): value \(index + 1) of \(count) (type \(item.type), \(item.value)) "
      + "does not decode; the path stops before it"
    MainQueueMarker.run { UpdateContext.current?.report(.navigationProblem, message, path: "") }
  }

  private static func json<T: Encodable>(of value: T) throws -> String {
    String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
  }

  private static func decode<T: Decodable & Hashable>(_ type: T.Type, from json: String) throws
    -> AnyHashable
  {
    AnyHashable(try JSONDecoder().decode(T.self, from: Data(json.utf8)))
  }
}
