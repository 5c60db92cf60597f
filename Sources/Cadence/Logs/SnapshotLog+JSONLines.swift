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
    var lines = text.components(separatedBy: "\n")
    let endsWithNewline = lines.last == ""
    if endsWithNewline { lines.removeLast() }
    guard let first = lines.first, !first.isEmpty else {
      throw SnapshotLogError(line: 1, message: "the log is empty: expected a header line")
    }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: Data(first.utf8))
    } catch {
      throw SnapshotLogError(
        line: 1, message: "not a \(formatName) header: \(Self.describe(error))")
    }
    guard header.format == formatName else {
      throw SnapshotLogError(
        line: 1, message: "format is \"\(header.format)\", expected \"\(formatName)\"")
    }
    guard header.version <= currentVersion else {
      throw SnapshotLogError(
        line: 1,
        message: "version \(header.version) is newer than this reader's (\(currentVersion))")
    }
    var log = SnapshotLog(header: header)
    var warnings: [String] = []
    for (offset, line) in lines.enumerated().dropFirst() where !line.isEmpty {
      let number = offset + 1
      do {
        let frame = try JSONDecoder().decode(Frame.self, from: Data(line.utf8))
        if let previous = log.frames.last, frame.time < previous.time {
          throw SnapshotLogError(
            line: number,
            message: "frame \(frame.index) at \(frame.time)s is before the previous frame "
              + "(\(previous.time)s)")
        }
        log.frames.append(frame)
      } catch let error as SnapshotLogError {
        throw error
      } catch {
        if number == lines.count && !endsWithNewline {
          warnings.append(
            "line \(number): the last line is incomplete (the run stopped while writing); "
              + "read up to frame \(log.frames.last.map { String($0.index) } ?? "none")")
        } else {
          throw SnapshotLogError(line: number, message: "malformed frame: \(Self.describe(error))")
        }
      }
    }
    return (log, warnings)
  }

  private static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Values in logs are finite: snapshots never carry NaN.
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): return "missing key \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    case DecodingError.dataCorrupted: return "not valid JSON"
    default: return "\(error)"
    }
  }
}
