import Cadence

/// Reads either form of a log one line at a time, handing back each frame as soon as it is
/// complete: the loaders and `SnapshotLogReader` (which streams a file) share it, so a log of
/// any length is read in memory proportional to one frame.
struct SnapshotLogParser {
  /// The two forms of a log.
  enum Form {
    case jsonLines
    case text
  }

  let form: Form
  /// The header, once its lines have been read.
  private(set) var header: SnapshotLog.Header?
  /// Text form: the lines of the header read so far.
  private var headerLines: [String] = []
  /// Text form: the nodes as of the latest change, by path.
  private var nodes: [String: SnapshotLog.Node] = [:]
  /// Text form: the tree order given by the latest `=` line, by path.
  private var explicitOrder: [String: Int] = [:]
  /// Text form: the frame being read.
  private var current: SnapshotLog.Frame?
  /// Text form: the node of the latest `+` or `~` line, which the indented `name=value` lines
  /// of the golden layout under it change.
  private var assigned: String?
  /// The previous frame's instant, to refuse time going backwards.
  private var previousTime: Double?

  init(form: Form) {
    self.form = form
  }

  /// Reads line `number` (1-based); returns a frame when the line completes one.
  mutating func consume(_ line: String, number: Int) throws -> SnapshotLog.Frame? {
    switch form {
    case .jsonLines: return try consumeJSON(line, number: number)
    case .text: return try consumeText(line, number: number)
    }
  }

  /// Ends the log after `lineCount` lines: the last frame of a text log, if any. Throws when
  /// the header never came.
  mutating func finish(lineCount: Int) throws -> SnapshotLog.Frame? {
    guard header != nil else {
      if form == .jsonLines {
        throw SnapshotLogError(line: 1, message: "the log is empty: expected a header line")
      }
      throw SnapshotLogError(line: max(1, lineCount), message: "the header is incomplete")
    }
    return takeCurrent()
  }

  // MARK: JSON Lines

  private mutating func consumeJSON(_ line: String, number: Int) throws -> SnapshotLog.Frame? {
    guard let header else {
      guard !line.isEmpty else {
        throw SnapshotLogError(line: 1, message: "the log is empty: expected a header line")
      }
      let decoded: SnapshotLog.Header
      do {
        decoded = try JSONDecoder().decode(SnapshotLog.Header.self, from: Data(line.utf8))
      } catch {
        throw SnapshotLogError(
          line: 1,
          message: "not a \(SnapshotLog.formatName) header: \(SnapshotLog.describe(error))")
      }
      guard decoded.format == SnapshotLog.formatName else {
        throw SnapshotLogError(
          line: 1,
          message: "format is \"\(decoded.format)\", expected \"\(SnapshotLog.formatName)\"")
      }
      try Self.checkVersion(decoded.version)
      self.header = decoded
      return nil
    }
    _ = header
    guard !line.isEmpty else { return nil }
    let frame: SnapshotLog.Frame
    do {
      frame = try JSONDecoder().decode(SnapshotLog.Frame.self, from: Data(line.utf8))
    } catch {
      throw SnapshotLogError(
        line: number, message: "malformed frame: \(SnapshotLog.describe(error))")
    }
    try check(frame, line: number)
    return frame
  }

  // MARK: Text

  private mutating func consumeText(_ line: String, number: Int) throws -> SnapshotLog.Frame? {
    guard header != nil else {
      headerLines.append(line)
      if headerLines.count == 3 { try readTextHeader() }
      return nil
    }
    if line.hasPrefix("frame ") {
      assigned = nil
      let finished = takeCurrent()
      let parts = line.split(separator: " ")
      guard parts.count == 3, let index = Int(parts[1]), parts[2].hasPrefix("t="),
        let time = Double(parts[2].dropFirst(2))
      else { throw SnapshotLogError(line: number, message: "malformed frame line") }
      let frame = SnapshotLog.Frame(index: index, time: time, nodes: [], events: [])
      try check(frame, line: number)
      current = frame
      return finished
    }
    guard current != nil else {
      throw SnapshotLogError(line: number, message: "a change before the first frame line")
    }
    if line.hasPrefix("    ") {
      guard let path = assigned, var node = nodes[path] else {
        throw SnapshotLogError(
          line: number, message: "an indented name=value line not under a + or ~ line")
      }
      var scanner = TextLogScanner(String(line.dropFirst(4)))
      try scanner.assignments(into: &node, line: number)
      nodes[path] = node
      return nil
    }
    assigned = nil
    var scanner = TextLogScanner(String(line.dropFirst(2)))
    switch line.prefix(2) {
    case "+ ":
      let path = try scanner.word(line: number)
      try Self.checkPath(path, line: number)
      let kind = try scanner.word(line: number)
      var node = SnapshotLog.Node(path: path, kind: kind, label: nil, attributes: [:], styles: [:])
      if scanner.peekQuote { node.label = try scanner.quoted(line: number) }
      try scanner.assignments(into: &node, line: number)
      nodes[path] = node
      assigned = path
    case "~ ":
      let path = try scanner.word(line: number)
      guard var node = nodes[path] else {
        throw SnapshotLogError(line: number, message: "a change to \(path), which is not there")
      }
      try scanner.assignments(into: &node, line: number)
      nodes[path] = node
      assigned = path
    case "= ":
      explicitOrder = [:]
      for (position, path) in line.dropFirst(2).split(separator: " ").enumerated() {
        explicitOrder[String(path)] = position
      }
    case "- ":
      let path = try scanner.word(line: number)
      guard nodes.removeValue(forKey: path) != nil else {
        throw SnapshotLogError(line: number, message: "removes \(path), which is not there")
      }
    case "! ":
      let body = line.dropFirst(2)
      guard let colon = body.range(of: ": ") else {
        throw SnapshotLogError(line: number, message: "malformed event line")
      }
      let head = body[..<colon.lowerBound].components(separatedBy: " at ")
      guard let kind = RuntimeEvent.Kind(rawValue: head[0]) else {
        throw SnapshotLogError(line: number, message: "unknown event kind \"\(head[0])\"")
      }
      let time = current?.time ?? 0
      current?.events.append(
        RuntimeEvent(
          kind: kind, message: String(body[colon.upperBound...]),
          path: head.dropFirst().joined(separator: " at "), time: time))
    default:
      throw SnapshotLogError(line: number, message: "unexpected line \"\(line.prefix(40))\"")
    }
    return nil
  }

  private mutating func readTextHeader() throws {
    let magic = headerLines[0].split(separator: " ")
    guard magic.count == 3, magic[0] == SnapshotLog.formatName, magic[2] == "text" else {
      throw SnapshotLogError(line: 1, message: "not a \(SnapshotLog.formatName) text log")
    }
    guard let version = Int(magic[1]) else {
      throw SnapshotLogError(line: 1, message: "the version \"\(magic[1])\" is not a number")
    }
    try Self.checkVersion(version)
    guard headerLines[1].hasPrefix("scene "), headerLines[2].hasPrefix("framesPerSecond "),
      let fps = Double(headerLines[2].dropFirst("framesPerSecond ".count)), fps.isFinite,
      fps > 0
    else {
      throw SnapshotLogError(
        line: 2, message: "expected \"scene …\" and \"framesPerSecond N\" (N positive)")
    }
    var sceneTokens = TextLogScanner(String(headerLines[1].dropFirst("scene ".count)))
    let scene = try sceneTokens.word(line: 2)
    header = SnapshotLog.Header(framesPerSecond: fps, scene: scene)
    headerLines = []
  }

  /// The frame being read, completed with the nodes as they stand, in tree order.
  private mutating func takeCurrent() -> SnapshotLog.Frame? {
    guard var frame = current else { return nil }
    // Positions in paths give the order, unless an `=` line listed every node (paths that
    // name views by identity do not tell their position).
    if nodes.keys.allSatisfy({ explicitOrder[$0] != nil }), !explicitOrder.isEmpty {
      frame.nodes = nodes.values.sorted { explicitOrder[$0.path]! < explicitOrder[$1.path]! }
    } else {
      frame.nodes = nodes.values.sorted { SnapshotLog.treeOrder($0.path, $1.path) }
    }
    current = nil
    return frame
  }

  // MARK: Checks shared by both forms

  private static func checkVersion(_ version: Int) throws {
    guard version <= SnapshotLog.currentVersion else {
      throw SnapshotLogError(
        line: 1,
        message: "version \(version) is newer than this reader's (\(SnapshotLog.currentVersion))")
    }
  }

  private static func checkPath(_ path: String, line: Int) throws {
    guard !path.isEmpty else {
      throw SnapshotLogError(line: line, message: "a node has an empty path")
    }
  }

  /// Refuses a frame at a non-finite instant, before the previous frame, or with a node
  /// without a path or with a non-finite number.
  private mutating func check(_ frame: SnapshotLog.Frame, line: Int) throws {
    guard frame.time.isFinite else {
      throw SnapshotLogError(
        line: line, message: "frame \(frame.index) is at a non-finite instant (\(frame.time))")
    }
    if let previousTime, frame.time < previousTime {
      throw SnapshotLogError(
        line: line,
        message: "frame \(frame.index) at \(frame.time)s is before the previous frame "
          + "(\(previousTime)s)")
    }
    previousTime = frame.time
    for node in frame.nodes {
      try Self.checkPath(node.path, line: line)
      for (name, value) in node.attributes where !value.isFinite {
        throw SnapshotLogError(
          line: line, message: "\(node.path) \(name)=\(value) is not a finite number")
      }
    }
  }
}

extension SnapshotLog {
  /// Reads a whole log held in memory, line by line (see `SnapshotLogParser`).
  static func load(lines text: String, form: SnapshotLogParser.Form) throws -> (
    log: SnapshotLog, warnings: [String]
  ) {
    var lines = text.components(separatedBy: "\n")
    let endsWithNewline = lines.last == ""
    if endsWithNewline { lines.removeLast() }
    var parser = SnapshotLogParser(form: form)
    var frames: [Frame] = []
    var warnings: [String] = []
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      let isCut = number == lines.count && !endsWithNewline
      do {
        if isCut && form == .text && parser.header != nil {
          warnings.append(
            "line \(number): the last line is incomplete (the run stopped while writing); "
              + "it is ignored")
          break
        }
        if let frame = try parser.consume(line, number: number) { frames.append(frame) }
      } catch let error as SnapshotLogError where isCut && parser.header != nil {
        _ = error
        warnings.append(
          "line \(number): the last line is incomplete (the run stopped while writing); "
            + "read up to frame \(frames.last.map { String($0.index) } ?? "none")")
      }
    }
    if let frame = try parser.finish(lineCount: lines.count) { frames.append(frame) }
    guard let header = parser.header else {
      throw SnapshotLogError(line: 1, message: "the header is incomplete")
    }
    return (SnapshotLog(header: header, frames: frames), warnings)
  }
}
