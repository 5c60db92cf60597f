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
    usage: Demo diff A B [--tolerance X] [--by-time]
      Compares two logs frame by frame, node by node and attribute by attribute (numbers
      within X, 1e-6 by default) and prints where they part; exits 1 when they differ.
      Logs recorded at different frame rates (or with --by-time) are compared by time: at
      each instant both have (a value is a function of time, so the same instant must give
      the same value), saying how many frames of each had no counterpart.
    """

  let first: String
  let second: String
  var tolerance = 1e-6
  /// Whether frames are matched by their instants rather than by their order.
  var byTime = false

  init(arguments: [String]) throws {
    let parsed = try CommandSyntax(
      command: "diff", positionals: ["two log files", "two log files"], valued: ["--tolerance"],
      switches: ["--by-time"]
    ).parse(arguments)
    byTime = parsed.has("--by-time")
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
    let rates = (expected.header.framesPerSecond, actual.header.framesPerSecond)
    if byTime || rates.0 != rates.1 {
      notes += try compareByTime(
        &expected, &actual, rates: rates, tolerance: used, into: &comparison)
    } else {
      try compareByFrame(&expected, &actual, into: &comparison)
    }
    let difference = comparison.difference
    let text = (notes + [difference.description]).joined(separator: "\n") + "\n"
    return (text, difference.isEmpty)
  }

  /// Compares the logs frame by frame, in step; frames of the longer one are only counted.
  private func compareByFrame(
    _ expected: inout SnapshotLogReader, _ actual: inout SnapshotLogReader,
    into comparison: inout SnapshotLogComparison
  ) throws {
    var counts = (expected: 0, actual: 0)
    var lastTime = 0.0
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
  }

  /// Compares the frames of the two logs that are at the same instant (within `tolerance`,
  /// and the microsecond a text log's instants are written to), reading both in time order;
  /// notes how many frames of each had no counterpart, and refuses logs that share none.
  private func compareByTime(
    _ expected: inout SnapshotLogReader, _ actual: inout SnapshotLogReader,
    rates: (Double, Double), tolerance: Double, into comparison: inout SnapshotLogComparison
  ) throws -> [String] {
    let window = max(tolerance, 1e-6)
    var unmatched = (expected: 0, actual: 0)
    var compared = 0
    var ends = (expected: 0.0, actual: 0.0)
    var wanted = try LogFile.next(&expected, path: first)
    var got = try LogFile.next(&actual, path: second)
    while let frame = got, let other = wanted {
      ends = (other.time, frame.time)
      if abs(frame.time - other.time) <= window {
        comparison.compare(frame, with: other)
        compared += 1
        wanted = try LogFile.next(&expected, path: first)
        got = try LogFile.next(&actual, path: second)
      } else if other.time < frame.time {
        unmatched.expected += 1
        wanted = try LogFile.next(&expected, path: first)
      } else {
        unmatched.actual += 1
        got = try LogFile.next(&actual, path: second)
      }
    }
    while let other = wanted {
      (unmatched.expected, ends.expected) = (unmatched.expected + 1, other.time)
      wanted = try LogFile.next(&expected, path: first)
    }
    while let frame = got {
      (unmatched.actual, ends.actual) = (unmatched.actual + 1, frame.time)
      got = try LogFile.next(&actual, path: second)
    }
    guard compared > 0 else {
      throw DemoError("\(first) and \(second) have no instant in common to compare")
    }
    comparison.compareEnds(actual: ends.actual, expected: ends.expected)
    let fps = { (rate: Double) in DecimalFormatting.format(rate) }
    return [
      "note: compared by time (\(fps(rates.0)) and \(fps(rates.1)) frames a second): "
        + "\(compared) instants both logs have; \(unmatched.expected) frames of \(first) and "
        + "\(unmatched.actual) of \(second) at other instants"
    ]
  }
}
