import Cadence
import CadenceInspection

/// Reading logs written by `record`, either form, a frame at a time: memory stays flat in
/// the log's length.
enum LogFile {
  /// Opens the log at `path`.
  static func open(_ path: String) throws -> SnapshotLogReader {
    do {
      return try SnapshotLogReader(path: path)
    } catch let error as SnapshotLogError {
      throw DemoError(error.line == 0 ? error.message : "\(path): \(error)")
    }
  }

  /// The next frame of `reader` (of the log at `path`); at the end, nil, after printing the
  /// reader's warnings to standard error.
  static func next(_ reader: inout SnapshotLogReader, path: String) throws -> SnapshotLog.Frame? {
    do {
      if let frame = try reader.next() { return frame }
    } catch let error as SnapshotLogError {
      throw DemoError("\(path): \(error)")
    }
    for warning in reader.warnings {
      FileHandle.standardError.write(Data("warning: \(path): \(warning)\n".utf8))
    }
    return nil
  }
}

/// `show LOG [--at TIME]`: the tree of a logged frame.
struct ShowCommand {
  static let usage = """
    usage: Demo show LOG [--at SECONDS]
      Prints the tree at the last frame at or before SECONDS (the last frame by default),
      with the events of that frame.
    """

  let path: String
  var at: Double?

  init(arguments: [String]) throws {
    let parsed = try CommandSyntax(command: "show", positionals: ["a log file"], valued: ["--at"])
      .parse(arguments)
    path = parsed.positionals[0]
    at = try parsed.seconds("--at")
  }

  func run() throws -> String {
    var reader = try LogFile.open(path)
    var found: SnapshotLog.Frame?
    while let frame = try LogFile.next(&reader, path: path) {
      if let at, frame.time > at + 1e-9 { break }
      found = frame
    }
    guard let frame = found else {
      throw DemoError("\(path) has no frame at or before \(at ?? 0)s")
    }
    var output =
      "frame \(frame.index) t=\(DecimalFormatting.format(frame.time, fractionDigits: 6))s"
    output +=
      " of \(reader.header.scene)\n" + SnapshotRenderer().render(frame.snapshot)
    for event in frame.events { output += "! \(event)\n" }
    return output
  }
}

/// `diff A B [--tolerance X]`: where two logs part.
struct DiffCommand {
  static let usage = """
    usage: Demo diff A B [--tolerance X]
      Compares two logs frame by frame, node by node and attribute by attribute (numbers
      within X, 1e-6 by default) and prints where they part; exits 1 when they differ.
    """

  let first: String
  let second: String
  var tolerance = 1e-6

  init(arguments: [String]) throws {
    let parsed = try CommandSyntax(
      command: "diff", positionals: ["two log files", "two log files"], valued: ["--tolerance"]
    ).parse(arguments)
    (first, second) = (parsed.positionals[0], parsed.positionals[1])
    if let value = parsed.value("--tolerance") {
      guard let number = Double(value), number.isFinite, number >= 0 else {
        throw DemoError("--tolerance needs a non-negative number, not '\(value)'")
      }
      tolerance = number
    }
  }

  /// A text log rounds numbers to three decimals: ±0.0005 each.
  static let textLogResolution = 0.0005

  /// The most difference lines printed; the rest are counted.
  static let maximumLines = 1_000

  func run() throws -> (text: String, same: Bool) {
    var expected = try LogFile.open(first)
    var actual = try LogFile.open(second)
    var notes: [String] = []
    if expected.header.scene != actual.header.scene {
      notes.append(
        "note: the scenes differ: \(first) is \"\(expected.header.scene)\", \(second) is "
          + "\"\(actual.header.scene)\"")
    }
    // Compared at the coarser precision of the two: each text log can be off by its rounding.
    let textLogs = (expected.isText ? 1 : 0) + (actual.isText ? 1 : 0)
    let used = max(tolerance, Double(textLogs) * Self.textLogResolution * (1 + 1e-9))
    if used > tolerance {
      notes.append(
        "note: compared within \(DecimalFormatting.format(used, fractionDigits: 6)), the "
          + "precision of a text log (three decimals)")
    }
    var comparison = SnapshotLogComparison(tolerance: used, maximumLines: Self.maximumLines)
    var counts = (expected: 0, actual: 0)
    var lastTime = 0.0
    // Both logs are read in step; frames of the longer one are only counted.
    var wanted = try LogFile.next(&expected, path: first)
    var got = try LogFile.next(&actual, path: second)
    while let frame = got, let other = wanted {
      counts.expected += 1
      counts.actual += 1
      lastTime = min(frame.time, other.time)
      comparison.compare(frame, with: other)
      wanted = try LogFile.next(&expected, path: first)
      got = try LogFile.next(&actual, path: second)
    }
    while wanted != nil {
      counts.expected += 1
      wanted = try LogFile.next(&expected, path: first)
    }
    while got != nil {
      counts.actual += 1
      got = try LogFile.next(&actual, path: second)
    }
    comparison.compareLengths(actual: counts.actual, expected: counts.expected, time: lastTime)
    let difference = comparison.difference
    let text = (notes + [difference.description]).joined(separator: "\n") + "\n"
    return (text, difference.isEmpty)
  }
}
