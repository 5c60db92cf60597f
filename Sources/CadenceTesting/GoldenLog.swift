import Cadence
import CadenceInspection
import Testing

/// A golden reference that exists but is not a snapshot log (not UTF-8, or not a log).
public struct GoldenReferenceUnreadable: Error, CustomStringConvertible, Sendable {
  /// The reference file.
  public let path: String
  /// Why it could not be read: not UTF-8, or not a snapshot log (with the line).
  public let reason: String
  /// The file the run was written to beside the reference (`name.actual.txt`, or `.jsonl`).
  public let actualPath: String

  public var description: String {
    "the reference \(path) cannot be read as a snapshot log (\(reason)); this run was "
      + "written to \(actualPath): if it is right, record it as the reference"
  }
}

/// A recorded run that does not match its reference file, or a reference that is missing
/// where none may be written.
public struct GoldenMismatch: Error, CustomStringConvertible, Sendable {
  /// The reference file.
  public let path: String
  /// Where and how the run differs from the reference (empty when the reference is missing).
  public let difference: SnapshotLogDifference
  /// The file the run was written to beside the reference (`name.actual.txt`, or `.jsonl`), if any.
  public let actualPath: String?
  /// True when the reference did not exist and the record mode forbids writing it.
  public let isMissing: Bool
  /// The page that shows both runs side by side where they differ (`name.report.html`,
  /// beside the reference), when the reference could be read.
  public var reportPath: String? = nil

  /// The reference file, where the run was written, the first instant where the run parts
  /// from the reference, and each difference.
  public var description: String {
    if isMissing {
      return "the reference \(path) does not exist and the record mode is `never` (the default "
        + "when CI is set); record it on a developer's machine (\(GoldenLog.recordVariable)="
        + "missing) and commit it"
        + (actualPath.map { "; this run was written to \($0)" } ?? "")
    }
    return "the run does not match \(path)"
      + (actualPath.map { " (this run was written to \($0))" } ?? "")
      + (reportPath.map { "; both runs side by side where they differ: \($0)" } ?? "")
      + "; re-record with \(GoldenLog.recordVariable)=failed if the change is intended; "
      + "\(difference)"
  }
}

/// When reference runs are (re)written.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
  /// Write every reference, matching or not.
  case all
  /// Write references that do not exist yet; compare the others (the default on a
  /// developer's machine).
  case missing
  /// Write nothing: a missing reference fails (the default when `CI` is set).
  case never
  /// Write only the references the run does not match; the check then passes.
  case failed

  /// The mode from the environment: `CADENCE_RECORD_GOLDENS` (`all`, `missing`, `never`,
  /// `failed`; `1` means `all`), else `never` when `CI` is set, else `missing`.
  public static var fromEnvironment: GoldenRecordMode {
    let environment = ProcessInfo.processInfo.environment
    if let value = environment[GoldenLog.recordVariable]?.lowercased() {
      if value == "1" || value == "true" { return .all }
      if let mode = GoldenRecordMode(rawValue: value) { return mode }
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
      return .never
    }
    return .missing
  }
}

/// Reference runs kept beside the tests, in JSON Lines, under `__Goldens__`.
public enum GoldenLog {
  /// The environment variable that sets the record mode (`GoldenRecordMode`).
  public static let recordVariable = "CADENCE_RECORD_GOLDENS"
}

extension ViewHost {
  /// Records the run until `until` (every frame, or with `at`, only the given instants,
  /// seconds since mount, ascending) and compares it, within `tolerance`, with the reference
  /// `name.txt` in a `__Goldens__` folder beside the calling test file: the golden layout of
  /// a text log (`SnapshotLog.goldenText()`: what changed at each frame, one attribute a line,
  /// nine decimals), made to be read in a diff. A reference written before in JSON Lines
  /// (`name.jsonl`) is read, and re-recorded, in that form. What is written
  /// follows `record` (by default `GoldenRecordMode.fromEnvironment`: on a developer's machine
  /// a missing reference is written; on CI it fails). A mismatch writes this run beside the
  /// reference as `name.actual.txt` (or `.jsonl`) and throws an error naming both, listing frame by frame
  /// each attribute that differs and the first instant where they part. Works in Swift
  /// Testing (`try`) and XCTest (`XCTAssertNoThrow`) alike.
  public func assertMatchesGolden(
    _ name: String, until: Double, at instants: [Double]? = nil, tolerance: Double = 1e-6,
    record mode: GoldenRecordMode? = nil, file: StaticString = #filePath
  ) throws {
    let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
      .appendingPathComponent("__Goldens__")
    try assertMatchesGolden(
      name, until: until, at: instants, tolerance: tolerance, record: mode, folder: folder)
  }

  /// `assertMatchesGolden(_:until:at:tolerance:record:file:)` as a Swift Testing expectation:
  /// instead of throwing, a mismatch (or a missing or unreadable reference, or a reference
  /// that cannot be written) is recorded as an issue at `sourceLocation`, the call's by
  /// default (an `XCTFail` naming it under XCTest). A helper of the test's own takes a
  /// `sourceLocation` parameter (`= #_sourceLocation`) and passes it on, so that the failure
  /// is reported where the helper was called, as `#expect` is. The references are in the
  /// `__Goldens__` folder beside `sourceLocation`'s file. Returns whether the run matched (or
  /// was recorded).
  @discardableResult
  public func expectMatchesGolden(
    _ name: String, until: Double, at instants: [Double]? = nil, tolerance: Double = 1e-6,
    record mode: GoldenRecordMode? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let folder = URL(fileURLWithPath: sourceLocation.filePath).deletingLastPathComponent()
      .appendingPathComponent("__Goldens__")
    do {
      try assertMatchesGolden(
        name, until: until, at: instants, tolerance: tolerance, record: mode, folder: folder)
      return true
    } catch {
      recordFailure("\(error)", at: sourceLocation)
      return false
    }
  }

  /// `assertMatchesGolden(_:until:at:tolerance:record:file:)` with the references in `folder`.
  package func assertMatchesGolden(
    _ name: String, until: Double, at instants: [Double]?, tolerance: Double,
    record mode: GoldenRecordMode?, folder: URL
  ) throws {
    let mode = mode ?? .fromEnvironment
    // A reference in JSON Lines (as goldens were written before) stays in that form; a new
    // one is written in the golden layout of the text form, which reads in a diff.
    let legacy = folder.appendingPathComponent("\(name).jsonl")
    let isJSON = FileManager.default.fileExists(atPath: legacy.path)
    let reference = isJSON ? legacy : folder.appendingPathComponent("\(name).txt")
    let actual = folder.appendingPathComponent("\(name).actual.\(isJSON ? "jsonl" : "txt")")
    let report = folder.appendingPathComponent("\(name).report.html")
    let log =
      instants.map { record(scene: name, at: $0, until: until) }
      ?? record(scene: name, until: until)
    /// What an earlier failure wrote beside the reference goes once the run matches.
    func removeWritten() {
      try? FileManager.default.removeItem(at: actual)
      try? FileManager.default.removeItem(at: report)
    }
    func write(_ url: URL) throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try (isJSON ? log.jsonLines() : log.goldenText()).write(
        to: url, atomically: true, encoding: .utf8)
    }
    let exists = FileManager.default.fileExists(atPath: reference.path)
    if mode == .all || (!exists && mode != .never) {
      try write(reference)
      removeWritten()
      return
    }
    guard exists else {
      try write(actual)
      throw GoldenMismatch(
        path: reference.path, difference: .none, actualPath: actual.path,
        isMissing: true)
    }
    let expected: SnapshotLog
    do {
      let text = try String(contentsOf: reference, encoding: .utf8)
      expected = try (isJSON ? SnapshotLog.load(jsonLines: text) : SnapshotLog.load(text: text)).log
    } catch {
      try write(actual)
      throw GoldenReferenceUnreadable(
        path: reference.path, reason: "\(error)", actualPath: actual.path)
    }
    let difference = log.difference(from: expected, tolerance: tolerance)
    guard !difference.isEmpty else {
      removeWritten()
      return
    }
    if mode == .failed {
      try write(reference)
      removeWritten()
      return
    }
    try write(actual)
    try GoldenReport(
      name: name, expected: expected, actual: log, tolerance: tolerance, screenSize: size
    ).html.write(to: report, atomically: true, encoding: .utf8)
    throw GoldenMismatch(
      path: reference.path, difference: difference, actualPath: actual.path, isMissing: false,
      reportPath: report.path)
  }

  /// Records the state at each of `instants` (seconds since mount, ascending; those before
  /// now or after `until` are left out), running every frame in between.
  private func record(scene: String, at instants: [Double], until: Double) -> SnapshotLog {
    var log = SnapshotLog(
      header: SnapshotLog.Header(framesPerSecond: framesPerSecond, scene: scene))
    for instant in instants where instant >= time - 1e-12 && instant <= until + 1e-12 {
      advance(to: max(instant, time))
      log.frames.append(
        SnapshotLog.Frame(index: log.frames.count, snapshot: snapshot(), events: takeEvents()))
    }
    if time < until { advance(to: until) }
    return log
  }
}
