import Cadence
import CadenceInspection

/// `record SCENE [--until T] [--fps N] [--tap LABEL@TIME …] [--format text|jsonl|tree]
/// [--out FILE]`: runs a scene on the virtual clock and writes its log as it goes, or its frames
/// as pictures (screen, svg).
@MainActor
struct RecordCommand {
  static let usage = """
    usage: Demo record SCENE [--until SECONDS] [--fps N] [--tap LABEL@SECONDS ...]
                             [--format text|jsonl|tree|screen|svg] [--out FILE]
      Runs SCENE on a virtual clock (exact and reproducible) and writes a frame at mount and
      at every frame of the grid: a text log of what changed (text, the default), JSON Lines
      for tools (jsonl), the whole tree at each frame where it changed (tree), the picture of
      the screen at each frame where it changed (screen: characters, coloured on a terminal
      unless NO_COLOR is set), or one animated SVG of the whole run (svg, needs --out). With
      --out the output goes to FILE, flushed frame by frame. --tap replaces the scene's
      scripted taps.
    """

  enum Format: String {
    case text, jsonl, tree, screen, svg
  }

  var scene: DemoScene
  var until: Double
  var framesPerSecond = 120.0
  var taps: [ScriptedTap]
  var format = Format.text
  var output: String?

  static let syntax = CommandSyntax(
    command: "record", positionals: ["a scene name (Demo list shows them)"],
    valued: ["--until", "--fps", "--tap", "--format", "--out"], repeatable: ["--tap"])

  init(arguments: [String]) throws {
    try self.init(parsed: try Self.syntax.parse(arguments), command: "record")
  }

  /// A recording of the scene that `parsed` names, with its `--until`, `--fps` and `--tap`
  /// flags and, for `record`, its `--format` and `--out`.
  init(parsed: ParsedArguments, command: String) throws {
    scene = try SceneCatalog.require(parsed.positionals[0])
    until = try parsed.seconds("--until") ?? scene.duration
    framesPerSecond = try parsed.positive("--fps") ?? framesPerSecond
    var customTaps: [ScriptedTap] = []
    for value in parsed.values["--tap"] ?? [] {
      guard let at = value.lastIndex(of: "@"),
        let time = Double(value[value.index(after: at)...]), time.isFinite, time >= 0
      else { throw DemoError("--tap needs LABEL@SECONDS, not '\(value)'") }
      customTaps.append(ScriptedTap(query: String(value[..<at]), time: time))
    }
    if command == "record", let value = parsed.value("--format") {
      guard let chosen = Format(rawValue: value) else {
        throw DemoError(
          "--format is text, jsonl, tree, screen or svg, not '\(value)'"
            + Suggestion.didYouMean(value, among: ["text", "jsonl", "tree", "screen", "svg"]))
      }
      format = chosen
    }
    output = command == "record" ? parsed.value("--out") : nil
    taps = customTaps.isEmpty ? scene.taps : customTaps.sorted { $0.time < $1.time }
    if format == .svg, output == nil { throw DemoError("--format svg needs --out FILE") }
  }

  /// Runs the scene's script on a fresh host, handing each recorded frame (with the frame
  /// before it) to `onFrame` as it is produced, and returns the whole log.
  @discardableResult
  func record(
    onFrame: (SnapshotLog.Frame, SnapshotLog.Frame?, Snapshot) throws -> Void = { _, _, _ in },
    velocities: ((MeasuredVelocities) -> Void)? = nil
  ) throws -> (log: SnapshotLog, diagnostics: [Diagnostic]) {
    let host = scene.mount(framesPerSecond)
    var log = SnapshotLog(
      header: SnapshotLog.Header(framesPerSecond: framesPerSecond, scene: scene.name))
    func emitFrame() throws {
      let snapshot = host.snapshot()
      let frame = SnapshotLog.Frame(
        index: log.frames.count, snapshot: snapshot, events: host.takeEvents())
      try onFrame(frame, log.frames.last, snapshot)
      velocities?(host.velocities())
      log.frames.append(frame)
    }
    var pending = taps.filter { $0.time <= until }[...]
    // Taps at the mount instant belong to the first frame.
    while let tap = pending.first, tap.time <= host.time() {
      try perform(tap, on: host)
      pending.removeFirst()
    }
    try emitFrame()
    while host.time() < until {
      var next = min(host.nextFrameTime(), until)
      if let tap = pending.first, tap.time < next { next = tap.time }
      host.advanceTo(next)
      while let tap = pending.first, tap.time <= host.time() {
        try perform(tap, on: host)
        pending.removeFirst()
      }
      try emitFrame()
    }
    return (log, host.diagnostics())
  }

  /// Performs a scripted tap, or starts a scripted drag that the following frames move.
  private func perform(_ tap: ScriptedTap, on host: SceneHost) throws {
    if let drag = tap.drag {
      try host.startDrag(tap.query, tap.index, drag, tap.duration)
    } else {
      try host.tap(tap.query, tap.index)
    }
  }

  /// Runs the recording, handing each piece of output to `write` as it is produced.
  func run(write: (String) throws -> Void) throws {
    let header = SnapshotLog(
      header: SnapshotLog.Header(framesPerSecond: framesPerSecond, scene: scene.name))
    switch format {
    case .text: try write(header.textHeader())
    case .jsonl: try write(header.jsonHeaderLine() + "\n")
    case .tree, .screen:
      try write("scene \(scene.name) at \(DecimalFormatting.format(framesPerSecond)) fps\n")
    case .svg:
      let (log, _) = try record()
      try write(AnimatedSVG(log: log).document)
      return
    }
    var lastTree = ""
    let picture = TerminalPicture()
    let color = output == nil && TerminalPicture.standardOutputWantsColor
    let (_, diagnostics) = try record { frame, previous, snapshot in
      switch format {
      case .text: try write(SnapshotLog.text(for: frame, after: previous))
      case .jsonl: try write(SnapshotLog.jsonLine(for: frame) + "\n")
      case .tree, .screen:
        // The whole tree, or its picture, at each frame where it changed or was tapped.
        let shown =
          format == .tree
          ? SnapshotRenderer().render(snapshot) : picture.render(snapshot, color: color)
        let marks = frame.events.filter { $0.kind == .interaction }.map { " " + $0.message }
        if shown != lastTree || !marks.isEmpty {
          try write(
            "\n-- t=\(DecimalFormatting.format(frame.time, fractionDigits: 4))s"
              + marks.joined() + "\n" + shown)
          lastTree = shown
        }
      case .svg:
        break
      }
    }
    if format == .tree || format == .screen {
      for diagnostic in diagnostics { try write("\nwarning: \(diagnostic)") }
    }
  }

  /// Runs the recording to its destination as it is made: standard output, or the file,
  /// written frame by frame (a pipe reader sees the first frame at once, not the whole run at
  /// its end).
  func stream() throws {
    guard output == nil else {
      _ = try run()
      return
    }
    try run { FileHandle.standardOutput.write(Data($0.utf8)) }
  }

  /// Runs the recording: the whole output without `--out`; with it, nil, the output written
  /// to the file frame by frame.
  func run() throws -> String? {
    guard let output else {
      var text = ""
      try run { text += $0 }
      return text
    }
    guard FileManager.default.createFile(atPath: output, contents: nil),
      let handle = FileHandle(forWritingAtPath: output)
    else { throw DemoError("cannot write '\(output)'") }
    defer { try? handle.close() }
    try run { try handle.write(contentsOf: Data($0.utf8)) }
    return nil
  }
}
