import Foundation
import Testing

@Suite(
  "Demo on damaged and extreme logs", .serialized,
  .enabled(if: FileManager.default.isExecutableFile(atPath: demoBinary.path)))
final class DemoLogRobustnessTests {
  private let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("cadence-demo-logs-\(ProcessInfo.processInfo.processIdentifier)")

  /// Each test's logs are removed when it ends (the suite is serialized: the next test
  /// writes its own).
  deinit {
    try? FileManager.default.removeItem(at: scratch)
  }

  private func write(_ name: String, _ text: String) throws -> String {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let path = scratch.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// A JSON Lines log of one colour whose scale is `values[k]` at frame k (10 frames a second).
  private func scaleLog(_ values: [String], path: String = "Color[0]") -> String {
    let header =
      #"{"format":"cadence-snapshot-log","framesPerSecond":10,"scene":"extreme","version":1}"#
    let frames = values.enumerated().map { index, value in
      #"{"events":[],"index":\#(index),"nodes":[{"attributes":{"scale.x":\#(value)},"#
        + #""kind":"Color","label":"red","path":"\#(path)","styles":{}}],"time":0.\#(index)}"#
    }
    return ([header] + frames).joined(separator: "\n") + "\n"
  }

  @Test("show on a node with an empty path is an error, not endless recursion (SIGSEGV)")
  func showEmptyPath() throws {
    let log = try write("empty.jsonl", scaleLog(["1", "2"], path: ""))
    let run = try demo("show", log)
    #expect(run.status == 2)
    #expect(run.error.contains("line 2: a node has an empty path"), "\(run.error)")
  }

  @Test("plot --log draws values of ±1.797e308, which Cadence writes when scales overflow")
  func plotExtremeValues() throws {
    let log = try write(
      "extreme.jsonl",
      scaleLog(["1", "1.7976931348623157e308", "-1.7976931348623157e308", "1", "2"]))
    let run = try demo("plot", "--log", log, "--node", "red", "--attr", "scale.x")
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.hasPrefix("Color \"red\" scale.x at Color[0]\nvalue\n"))
  }

  @Test("plot --log on a text log with inf is a clear error (it trapped)")
  func plotTextInfinity() throws {
    let log = try write(
      "inf.txt",
      """
      cadence-snapshot-log 1 text
      scene extreme
      framesPerSecond 10
      frame 0 t=0
      + Color[0] Color "red" scale.x=1
      frame 1 t=0.1
      ~ Color[0] scale.x=inf

      """)
    let run = try demo("plot", "--log", log, "--node", "red", "--attr", "scale.x")
    #expect(run.status == 2)
    #expect(run.error.contains("line 7: scale.x=inf is not a finite number"), "\(run.error)")
  }

  @Test("diff of one run's JSON Lines and text logs agrees at the text log's precision")
  func diffAcrossForms() throws {
    let json = scratch.appendingPathComponent("run.jsonl").path
    let text = scratch.appendingPathComponent("run.txt").path
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    for (format, out) in [("jsonl", json), ("text", text)] {
      let run = try demo(
        "record", "pin-wiggle", "--format", format, "--out", out, "--tap", "Try Wrong PIN@0.1")
      #expect(run.status == 0, "\(run.error)")
    }
    let run = try demo("diff", json, text)
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output
        == "note: compared within 0.0005, the precision of a text log (three decimals)\n"
        + "no differences\n")
  }

  @Test("diff says when the scenes differ")
  func diffScenes() throws {
    let first = try write("one.jsonl", scaleLog(["1", "2"]))
    let second = try write(
      "two.jsonl", scaleLog(["1", "2"]).replacingOccurrences(of: "extreme", with: "other"))
    let run = try demo("diff", first, second)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("note: the scenes differ: \(first) is \"extreme\""))
  }

  @Test("play redraws at the frame rate asked for, not at every off-grid instant")
  func playFrameRate() throws {
    let run = try demo("play", "four-swings", "--fps", "30", "--until", "0.5")
    #expect(run.status == 0)
    let frames = run.output.components(separatedBy: "four-swings  t=").count - 1
    // Frames 0 … 15 at 30 Hz, and the end.
    #expect(frames >= 10 && frames <= 17, "\(frames) redraws")
  }

  @Test("play ended by Ctrl-C exits with status 130, as a shell reports SIGINT")
  func playInterrupted() throws {
    let run = try demo(arguments: ["play", "counter"], interruptAfter: 1.0)
    #expect(run.status == 130)
    #expect(run.output.contains("stopped at"))
  }
}
