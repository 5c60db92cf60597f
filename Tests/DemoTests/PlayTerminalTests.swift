import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `tool` with `arguments` and waits for it, its standard streams on /dev/null.
/// (Not with `Process`: the tmux server that `new-session` starts keeps a descriptor that
/// `Process` waits on, so it would wait for the server to end.)
private func spawnAndWait(_ tool: String, _ arguments: [String]) -> Int32 {
  var pid: pid_t = 0
  let argv = ([tool] + arguments).map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  for descriptor: Int32 in [0, 1, 2] {
    posix_spawn_file_actions_addopen(
      &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
  }
  guard posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0 else { return -1 }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  return status
}

/// A `tmux` session running a command in a terminal of a given size, read through
/// `capture-pane` and driven through `send-keys`.
struct TerminalSession {
  let tmux: String
  let name: String

  init(_ command: String, columns: Int, rows: Int) throws {
    tmux = try #require(installedTool("tmux"))
    name =
      "cadence-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    // The shell stays after the command, so the screen it leaves can be read.
    let started = spawnAndWait(
      tmux,
      [
        "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)",
        "\(command); echo \"exit=$?\"; stty -a | tr ';' '\\n' | grep -wo -e '-\\?icanon' -e '-\\?echo'; sleep 30",
      ])
    if started != 0 { Issue.record("tmux did not start: status \(started)") }
  }

  /// The text on the screen now.
  func screen() throws -> String {
    let run = try runTool(tmux, ["capture-pane", "-t", name, "-p"])
    return run.status == 0 ? run.output : "tmux capture-pane failed: \(run.output)"
  }

  /// The screen once `condition` holds for it, waiting up to `timeout` seconds.
  func wait(timeout: Double = 20, until condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.1)
    }
    Issue.record("the terminal never showed what was expected; it showed:\n\(last)")
    return last
  }

  func send(_ keys: String...) throws {
    try runTool(tmux, ["send-keys", "-t", name] + keys)
  }

  func close() {
    _ = try? runTool(tmux, ["kill-session", "-t", name])
  }
}

/// The status line's time.
private func statusTime(_ screen: String) -> Double? {
  guard let line = screen.split(separator: "\n").last(where: { $0.contains(" fps ") }),
    let start = line.range(of: "t=")?.upperBound, let end = line[start...].firstIndex(of: "s")
  else { return nil }
  return Double(line[start..<end])
}

@Suite(
  "Demo play in a terminal", .serialized,
  .enabled(if: FileManager.default.isExecutableFile(atPath: demoBinary.path)),
  .enabled(if: installedTool("tmux") != nil, "needs tmux (Debian's package)"))
struct PlayTerminalTests {
  @Test("play draws the screen in place with a status line; Space pauses, arrows step, q quits")
  func interactive() throws {
    let session = try TerminalSession(
      "\(demoBinary.path) play pin-wiggle --until 60", columns: 90, rows: 48)
    defer { session.close() }
    let playing = try session.wait { $0.contains(" fps ") && $0.contains("Space pause") }
    // The picture: the field's placeholder and the button, in place on a 46-column screen.
    #expect(playing.contains("Try Wrong PIN"), "\(playing)")
    #expect(playing.contains(" fps ") && playing.contains(" dropped "), "\(playing)")
    try session.send("Space")
    let paused = try session.wait { $0.contains("paused") }
    let pausedAt = try #require(statusTime(paused))
    Thread.sleep(forTimeInterval: 0.3)
    #expect(statusTime(try session.screen()) == pausedAt, "time stands still while paused")
    try session.send("Right")
    let stepped = try session.wait { statusTime($0).map { $0 > pausedAt } ?? false }
    // One frame at 120 per second (the status line shows milliseconds, each rounded).
    #expect(abs((statusTime(stepped) ?? 0) - pausedAt - 1.0 / 120) < 2e-3)
    try session.send("Left", "Left")
    let back = try session.wait { statusTime($0).map { $0 < pausedAt } ?? false }
    #expect(abs((statusTime(back) ?? 0) - (pausedAt - 1.0 / 120)) < 2e-3)
    try session.send("q")
    let after = try session.wait { $0.contains("exit=") && $0.contains("echo") }
    #expect(after.contains("played pin-wiggle to t="), "\(after)")
    #expect(after.contains("exit=0"))
    // The terminal is given back: line editing and echo on, the normal screen.
    #expect(after.contains("\nicanon") && after.contains("\necho"), "\(after)")
    #expect(!after.contains("Try Wrong PIN"), "the alternate screen is gone")
  }

  @Test("a terminal smaller than the picture crops it with markers; Ctrl-C gives it back")
  func smallTerminal() throws {
    let session = try TerminalSession(
      "\(demoBinary.path) play counter --until 60", columns: 30, rows: 12)
    defer { session.close() }
    let screen = try session.wait { $0.contains("counter") && $0.contains("⌄") }
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains { $0.hasSuffix("›") }, "\(screen)")
    #expect(lines.allSatisfy { $0.count <= 30 })
    try session.send("C-c")
    let after = try session.wait { $0.contains("exit=") && $0.contains("echo") }
    #expect(after.contains("exit=130"), "\(after)")
    #expect(after.contains("\nicanon") && after.contains("\necho"), "\(after)")
  }

  @Test("a scene that crashes still gives the terminal back")
  func crash() throws {
    let session = try TerminalSession(
      "CADENCE_PLAY_CRASH_AT=0.2 \(demoBinary.path) play pin-wiggle", columns: 60, rows: 48)
    defer { session.close() }
    let after = try session.wait { $0.contains("exit=") && $0.contains("echo") }
    #expect(!after.contains("exit=0"), "\(after)")
    #expect(after.contains("\nicanon") && after.contains("\necho"), "\(after)")
  }
}
