import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite(
  "Demo command line", .serialized,
  .enabled(if: FileManager.default.isExecutableFile(atPath: demoBinary.path)))
struct DemoCommandLineTests {
  private let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("cadence-demo-\(ProcessInfo.processInfo.processIdentifier)")

  @Test("with no arguments it lists the scenes")
  func list() throws {
    let run = try demo()
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("Scenes (swift run Demo record NAME, or play NAME):\n  counter"))
    let line = run.output.split(separator: "\n").first { $0.hasPrefix("  four-swings ") }
    #expect(
      line?.hasSuffix(
        "phase animator, Animatable sine, cubic keyframes, TimelineView, tapped at once") == true)
  }

  @Test(
    "every command has --help",
    arguments: [
      "record", "play", "show", "diff", "continuity", "plot", "previews", "svg", "inspect",
    ])
  func help(command: String) throws {
    let run = try demo(command, "--help")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("usage: Demo \(command)"))
  }

  @Test("mistakes give one line on standard error and a non-zero exit")
  func mistakes() throws {
    let cases = [
      ["bogus"], ["record", "nope"], ["record", "counter", "--fps", "x"],
      ["show", "/nonexistent"], ["diff", "only-one"], ["play", "counter", "--bogus", "1"],
    ]
    for arguments in cases {
      let run = try demo(arguments: arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error.hasPrefix("error: "), "\(arguments)")
      #expect(run.error.filter { $0 == "\n" }.count == 1, "\(arguments): \(run.error)")
    }
  }

  @Test("--version prints the version CHANGELOG.md's latest entry names")
  func version() throws {
    let run = try demo("--version")
    #expect(run.status == 0)
    let changelog = try String(
      contentsOf: demoBinary.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let latest = changelog.split(separator: "\n").first {
      $0.hasPrefix("## [") && !$0.contains("Unreleased")
    }
    let version = latest.map { $0.dropFirst(4).prefix { $0 != "]" } }
    #expect(version != nil)
    #expect(run.output == "Demo (Cadence) \(version ?? "")\n")
  }

  @Test("help COMMAND prints that command's help; a mistyped command gets a suggestion")
  func helpAndSuggestions() throws {
    #expect(try demo("help", "record").output == (try demo("record", "--help")).output)
    #expect(try demo("help", "plot").output.hasPrefix("usage: Demo plot"))
    let typo = try demo("recrod", "counter")
    #expect(typo.status == 2)
    #expect(typo.error == "error: unknown command 'recrod'; did you mean 'record'?\n")
    let flag = try demo("record", "counter", "--untl=1")
    #expect(flag.error == "error: unknown flag '--untl' for record; did you mean '--until'?\n")
    let scene = try demo("record", "countr")
    #expect(scene.error.hasPrefix("error: unknown scene 'countr'; did you mean 'counter'?"))
  }

  @Test("flags given as --flag=value are read as --flag value")
  func equalsValues() throws {
    let spaced = try demo("record", "counter", "--until", "0.1", "--fps", "20")
    let joined = try demo("record", "counter", "--until=0.1", "--fps=20")
    #expect(joined.status == 0)
    #expect(joined.output == spaced.output)
    #expect(joined.output.contains("frame 2 t=0.1\n"))
  }

  @Test("a flag that does nothing for what was asked is refused")
  func unusedFlags() throws {
    let cases: [([String], String)] = [
      (
        ["previews", ".", "--until", "1"],
        "error: --until applies to --record, --svg and --inspect\n"
      ),
      (["previews", ".", "--out", "x.svg"], "error: --out applies to --svg and --inspect\n"),
      (
        ["previews", ".", "--all", "--format", "json"],
        "error: --format applies to the list of previews\n"
      ),
      (
        ["plot", "--log", "x.jsonl", "--node", "a", "--attr", "b", "--fps", "60"],
        "error: --fps applies to a scene's run, not to a log\n"
      ),
      (["continuity", "counter", "--out", "x"], "error: unknown flag '--out' for continuity\n"),
    ]
    for (arguments, error) in cases {
      let run = try demo(arguments: arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error == error, "\(arguments)")
    }
  }

  @Test("list, continuity and previews print JSON for tools with --format json")
  func jsonOutput() throws {
    struct Scenes: Decodable {
      struct Scene: Decodable {
        struct Touch: Decodable {
          var kind: String
          var label: String
          var time: Double
        }
        var name: String
        var duration: Double
        var touches: [Touch]
      }
      var scenes: [Scene]
    }
    let list = try demo("list", "--format", "json")
    #expect(list.status == 0)
    let scenes = try JSONDecoder().decode(Scenes.self, from: Data(list.output.utf8)).scenes
    #expect(scenes.first?.name == "counter")
    #expect(scenes.first?.touches.first?.label == "Add")
    #expect(scenes.first?.touches.first?.time == 0.05)

    struct Findings: Decodable {
      struct Finding: Decodable {
        struct Jump: Decodable {
          var kind: String
          var time: Double
          var size: Double
        }
        var attribute: String
        var order: String
        var breaks: [Jump]
      }
      var scene: String
      var framesPerSecond: Double
      var attributes: [Finding]
    }
    let continuity = try demo("continuity", "four-swings", "--format=json")
    let findings = try JSONDecoder().decode(Findings.self, from: Data(continuity.output.utf8))
    #expect(findings.scene == "four-swings")
    #expect(findings.framesPerSecond == 600)
    // The same orders the text table gives (see `continuity()`).
    #expect(findings.attributes.map(\.order) == ["C1", "C0", "C1", "C0"])
    let text = try demo("continuity", "four-swings").output
    let jumps = findings.attributes.flatMap(\.breaks).count
    #expect(text.components(separatedBy: " jumps by ").count - 1 == jumps)

    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("Cards.swift")
    try """
    import SwiftUI
    #Preview("Card") { Text("Card") }
    struct Card_Previews: PreviewProvider {
      static var previews: some View { Text("Card") }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    struct Previews: Decodable {
      struct Preview: Decodable, Equatable {
        var file: String
        var line: Int
        var kind: String
        var name: String?
      }
      var previews: [Preview]
    }
    let previews = try demo("previews", file.path, "--format", "json")
    #expect(previews.status == 0, "\(previews.error)")
    let listed = try JSONDecoder().decode(Previews.self, from: Data(previews.output.utf8)).previews
    #expect(
      listed == [
        .init(file: "Cards.swift", line: 2, kind: "macro", name: "Card"),
        .init(file: "Cards.swift", line: 3, kind: "provider", name: "Card_Previews"),
      ])
  }

  /// Before, `record` to a pipe wrote nothing until the whole run was made.
  @Test("record to a pipe writes its first frames while the run goes on")
  func recordStreams() throws {
    let process = Process()
    process.executableURL = demoBinary
    // Ten minutes of frames: far longer than this test waits.
    process.arguments = ["record", "four-swings", "--until", "600"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      // SIGKILL: a child of the test process may start with SIGTERM blocked.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    let first = output.fileHandleForReading.availableData
    #expect(String(decoding: first, as: UTF8.self).hasPrefix("cadence-snapshot-log 1 text\n"))
    #expect(process.isRunning)
  }

  @Test("record writes a log that show and diff read")
  func recordShowDiff() throws {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let first = scratch.appendingPathComponent("a.jsonl").path
    let second = scratch.appendingPathComponent("b.txt").path
    let third = scratch.appendingPathComponent("c.jsonl").path
    #expect(
      try demo("record", "counter", "--format", "jsonl", "--out", first, "--fps", "20").status == 0)
    #expect(try demo("record", "counter", "--out", second, "--fps", "20").status == 0)
    #expect(
      try demo(
        "record", "counter", "--format", "jsonl", "--out", third, "--fps", "20", "--tap", "Add@0.1"
      ).status == 0)

    let shown = try demo("show", first, "--at", "0.12")
    #expect(shown.status == 0)
    #expect(
      shown.output.hasPrefix(
        "frame 2 t=0.1s of counter\nVStack frame.x=157 frame.y=352 frame.width=76 frame.height=140 spacing=8 alignment=leading"
      ))
    #expect(shown.output.contains("Text \"Count: 2\""))

    let same = try demo("diff", first, second, "--tolerance", "0.001")
    #expect(same.status == 0)
    #expect(same.output == "no differences\n")

    let parted = try demo("diff", first, third)
    #expect(parted.status == 1)
    #expect(parted.output.hasPrefix("the logs part at t=0.05s:"))
  }

  /// Before, logs at different frame rates were compared frame by frame: the second frame
  /// of a 60 Hz run against the second of a 120 Hz one, which are 1/120 s apart.
  @Test("diff compares runs at different frame rates by time, at the instants both have")
  func diffByTime() throws {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let slow = scratch.appendingPathComponent("slow.jsonl").path
    let fast = scratch.appendingPathComponent("fast.jsonl").path
    let short = scratch.appendingPathComponent("short.jsonl").path
    for (path, fps, until) in [(slow, "60", "1.1"), (fast, "120", "1.1"), (short, "120", "1")] {
      let run = try demo(
        "record", "four-swings", "--format", "jsonl", "--fps", fps, "--until", until, "--out", path)
      #expect(run.status == 0, "\(run.error)")
    }
    let same = try demo("diff", slow, fast)
    #expect(same.status == 0, "\(same.output)")
    #expect(
      same.output == """
        note: compared by time (60 and 120 frames a second): 67 instants both logs have; 0 frames of \(slow) and 66 of \(fast) at other instants
        no differences

        """)
    let parted = try demo("diff", slow, short)
    #expect(parted.status == 1)
    #expect(parted.output.contains("the run ends at t=1, expected t=1.1"), "\(parted.output)")
    // Forced on logs at one rate, it matches every frame.
    let forced = try demo("diff", fast, fast, "--by-time")
    #expect(
      forced.output.hasPrefix("note: compared by time (120 and 120 frames a second): 133 instants"))
  }

  @Test("continuity prints the order of each moving attribute, as the seed found them")
  func continuity() throws {
    let run = try demo("continuity", "four-swings")
    #expect(run.status == 0)
    let orders = run.output.split(separator: "\n").dropFirst().map { row in
      row.split(separator: " ").map(String.init).first { ["C0", "C1", "C2"].contains($0) }
    }
    #expect(orders == ["C1", "C0", "C1", "C0"], "\(run.output)")
  }

  /// A spring started in `onEnded` with the drag's velocity (relative to the distance it
  /// covers, as SwiftUI's `initialVelocity` is) continues the finger's motion: the velocity
  /// is continuous at the release (only the acceleration jumps there); the one velocity
  /// jump is the finger starting at constant speed.
  @Test("fling: the spring with the drag's velocity keeps the velocity at the release")
  func continuityOfFling() throws {
    let run = try demo("continuity", "fling")
    #expect(run.status == 0)
    #expect(run.output.contains("velocity jumps by 400 at 0.0517s"), "\(run.output)")
    #expect(run.output.contains("acceleration jumps by"), "\(run.output)")
    let velocityJumps = run.output.components(separatedBy: "velocity jumps").count - 1
    #expect(velocityJumps == 1, "\(run.output)")
  }

  @Test("continuity judges springs by their exact velocities: C1, a retarget included")
  func continuityOfSprings() throws {
    for scene in ["springs", "interrupted-spring"] {
      let run = try demo("continuity", scene)
      #expect(run.status == 0)
      let rows = run.output.split(separator: "\n").dropFirst()
      #expect(!rows.isEmpty)
      for row in rows {
        #expect(row.contains(" C1 "), "\(row)")
        #expect(!row.contains("value jumps") && !row.contains("velocity jumps"), "\(row)")
      }
    }
    let retarget = try demo("continuity", "interrupted-spring").output
    #expect(retarget.contains("acceleration jumps by 16695.357 at 0s; acceleration jumps by"))
  }

  @Test("plot draws value and velocity and writes SVG and CSV")
  func plot() throws {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let svg = scratch.appendingPathComponent("plot.svg").path
    let csv = scratch.appendingPathComponent("plot.csv").path
    let run = try demo(
      "plot", "cubic-swing", "--node", "gray", "--attr", "offset.x", "--svg", svg, "--csv", csv)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.hasPrefix("cubic offset.x at Color[0]\nvalue\n 60.468 │"))
    #expect(run.output.contains("velocity (per s)"))
    let drawing = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(drawing.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(drawing.contains("<polyline"))
    let table = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
    #expect(table.first == #"time,"Color[0] offset.x","Color[0] offset.x velocity""#)
    #expect(table.count == 1 + 661)
  }

  @Test("play runs in real time and stops by itself")
  func play() throws {
    let run = try demo("play", "counter", "--fps", "20", "--until", "0.3")
    #expect(run.status == 0)
    #expect(run.output.contains("counter  t="))
    #expect(run.output.contains("Text \"Count: 0\""))
  }
}
