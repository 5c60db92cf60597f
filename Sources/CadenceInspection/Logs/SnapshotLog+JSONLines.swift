import Cadence

extension SnapshotLog {
  /// The header line of the JSON Lines form.
  public func jsonHeaderLine() -> String {
    Self.encode(header)
  }

  /// One frame as a JSON Lines line.
  public static func jsonLine(for frame: Frame) -> String {
    encode(frame)
  }

  /// The JSON Lines form: the header line, then one object per frame, each line ending with a
  /// newline. Keys are sorted, so the output is reproducible.
  public func jsonLines() -> String {
    ([jsonHeaderLine()] + frames.map(Self.jsonLine(for:))).map { $0 + "\n" }.joined()
  }

  /// Reads the JSON Lines form. A last line cut short (a run killed while writing) is dropped
  /// with a warning; any other malformed line, a wrong format or a newer version is an error
  /// naming the line.
  public static func load(jsonLines text: String) throws -> (log: SnapshotLog, warnings: [String]) {
    try load(lines: text, form: .jsonLines)
  }

  private static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Values in logs are finite: snapshots never carry NaN.
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): return "missing key \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    case DecodingError.dataCorrupted: return "not valid JSON"
    default: return "\(error)"
    }
  }
}
