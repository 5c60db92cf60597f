import Cadence
import CadenceInspection
import Foundation
import Testing

/// A small text log, whole.
private let textLog = """
  cadence-snapshot-log 1 text
  scene demo
  framesPerSecond 10
  frame 0 t=0
  + VStack[0] VStack
  + VStack[0]/Color[0] Color "red" offset.x=0
  frame 1 t=0.1
  ~ VStack[0]/Color[0] offset.x=5
  frame 2 t=0.2
  ~ VStack[0]/Color[0] offset.x=10

  """

@Suite("SnapshotLog reading")
struct SnapshotLogReaderTests {
  private func file(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-reader-\(UUID().uuidString).log")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test(
    "the text form refuses what the JSON form refuses (it read nan, inf and time going back)",
    arguments: [
      ("offset.x=5", "offset.x=nan", 8, "offset.x=nan is not a finite number"),
      ("offset.x=5", "offset.x=inf", 8, "offset.x=inf is not a finite number"),
      ("frame 1 t=0.1", "frame 1 t=nan", 7, "frame 1 is at a non-finite instant (nan)"),
      (
        "frame 2 t=0.2", "frame 2 t=0.05", 9, "frame 2 at 0.05s is before the previous frame (0.1s)"
      ),
      ("+ VStack[0] VStack", "+ \"\" VStack", 5, "a node has an empty path"),
    ])
  func textRefusals(replacing: String, with damaged: String, line: Int, message: String) {
    let text = textLog.replacingOccurrences(of: replacing, with: damaged)
    #expect(throws: SnapshotLogError(line: line, message: message)) {
      try SnapshotLog.load(text: text)
    }
  }

  @Test("the JSON form refuses a node with an empty path")
  func jsonEmptyPath() throws {
    let log = try SnapshotLog.load(text: textLog).log
    let json = log.jsonLines().replacingOccurrences(
      of: "\"path\":\"VStack[0]\"", with: "\"path\":\"\"")
    #expect(throws: SnapshotLogError(line: 2, message: "a node has an empty path")) {
      try SnapshotLog.load(jsonLines: json)
    }
  }

  @Test("a reader streams the same frames as the loader, in either form")
  func readerMatchesLoader() throws {
    let log = try SnapshotLog.load(text: textLog).log
    #expect(log.frames.map(\.time) == [0, 0.1, 0.2])
    for (text, isText) in [(textLog, true), (log.jsonLines(), false)] {
      var reader = try SnapshotLogReader(path: file(text))
      #expect(reader.isText == isText)
      #expect(reader.header == log.header)
      var frames: [SnapshotLog.Frame] = []
      while let frame = try reader.next() { frames.append(frame) }
      #expect(frames == log.frames)
      #expect(reader.warnings.isEmpty)
    }
  }

  @Test("a reader keeps the whole lines of a log cut mid-line, with a warning")
  func readerCutLog() throws {
    var reader = try SnapshotLogReader(path: file(String(textLog.dropLast(4))))
    var frames: [SnapshotLog.Frame] = []
    while let frame = try reader.next() { frames.append(frame) }
    #expect(frames.count == 3)
    #expect(frames.last?.nodes.last?.attributes["offset.x"] == 5)
    #expect(reader.warnings.count == 1)
  }
}
