import Cadence

/// A recorded run that does not match its reference file.
public struct GoldenMismatch: Error, CustomStringConvertible, Sendable {
  /// The reference file.
  public let path: String
  /// Where and how the run differs from the reference.
  public let difference: SnapshotLogDifference

  /// The reference file, the first instant where the run parts from it, and each difference.
  public var description: String {
    "the run does not match \(path) (re-record with \(GoldenLog.recordVariable)=1 if the "
      + "change is intended); \(difference)"
  }
}

/// Reference runs kept beside the tests, in JSON Lines, under `__Goldens__`.
public enum GoldenLog {
  /// The environment variable that asks for references to be written again.
  public static let recordVariable = "CADENCE_RECORD_GOLDENS"
}

extension ViewHost {
  /// Records the run until `until` and compares it, within `tolerance`, with the reference
  /// `name.jsonl` in a `__Goldens__` folder beside the calling test file. A missing reference
  /// (or `CADENCE_RECORD_GOLDENS=1`) is written and the check passes; a mismatch throws an
  /// error listing, frame by frame, each attribute that differs and the first instant where
  /// they part. Works in Swift Testing (`try`) and XCTest (`XCTAssertNoThrow`) alike.
  public func assertMatchesGolden(
    _ name: String, until: Double, tolerance: Double = 1e-6, file: StaticString = #filePath
  ) throws {
    let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
      .appendingPathComponent("__Goldens__")
    let reference = folder.appendingPathComponent("\(name).jsonl")
    let log = record(scene: name, until: until)
    let rerecord = ProcessInfo.processInfo.environment[GoldenLog.recordVariable] == "1"
    if rerecord || !FileManager.default.fileExists(atPath: reference.path) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try log.jsonLines().write(to: reference, atomically: true, encoding: .utf8)
      return
    }
    let text = try String(contentsOf: reference, encoding: .utf8)
    let (expected, _) = try SnapshotLog.load(jsonLines: text)
    let difference = log.difference(from: expected, tolerance: tolerance)
    guard difference.isEmpty else {
      throw GoldenMismatch(path: reference.path, difference: difference)
    }
  }
}
