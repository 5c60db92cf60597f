import Cadence

/// `continuity SCENE [--fps N] [--until T]`: the order of continuity of every attribute that
/// moves, and where it breaks.
@MainActor
struct ContinuityCommand {
  static let usage = """
    usage: Demo continuity SCENE [--fps N] [--until SECONDS]
      Runs SCENE on the virtual clock, sampled N times a second (600 by default: a multiple
      of the fluid spring's 300 steps and of 120 Hz timelines), and prints
      for every attribute that moves: its order of continuity (discontinuous, C0, C1, C2),
      judged with the exact velocities of the animations' models where they are known,
      each instant where its value, velocity or acceleration jumps and by how much, and lints
      (a keyframe track that pops, an opacity outside 0…1, a velocity break at an
      interruption). Motion is taken to rest before the first sample and after the last.
    """

  var record: RecordCommand

  init(arguments: [String]) throws {
    var forwarded = arguments
    if !forwarded.contains("--fps") { forwarded += ["--fps", "600"] }
    record = try RecordCommand(arguments: forwarded)
  }

  func run() throws -> String {
    var velocities: [MeasuredVelocities] = []
    let (log, _) = try record.record(velocities: { velocities.append($0) })
    let events = log.frames.flatMap(\.events)
    var lines = ["view                          attribute     order          breaks"]
    // Exact velocities where the models know them; finite differences elsewhere.
    for sampled in MotionSeries.all(in: log, velocities: velocities) {
      // Content that changes only at schedule entries is judged through those entries.
      let series = sampled.atChanges()
      let report = series.continuity(atRestOutside: true)
      let name = "\(series.title) \(series.path)"
      let breaks =
        report.breaks.isEmpty ? "none" : report.breaks.map(\.description).joined(separator: "; ")
      lines.append(
        name.padding(toLength: max(29, name.count), withPad: " ", startingAt: 0) + " "
          + series.attribute.padding(toLength: 13, withPad: " ", startingAt: 0) + " "
          + report.order.description.padding(toLength: 14, withPad: " ", startingAt: 0) + " "
          + breaks)
      lines += MotionLint.lints(for: series, report: report, events: events).map {
        "  lint: \($0)"
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `plot SCENE --node LABEL --attr NAME [--svg FILE] [--csv FILE]` and `plot --log FILE …`.
@MainActor
struct PlotCommand {
  static let usage = """
    usage: Demo plot SCENE --node LABEL --attr NAME [--fps N] [--until SECONDS]
                           [--svg FILE] [--csv FILE]
           Demo plot --log FILE --node LABEL --attr NAME [--svg FILE] [--csv FILE]
      Plots the value and velocity of one attribute of the nodes matching LABEL (by label,
      else by kind; several nodes overlay in the SVG) on a shared time axis, with markers at
      interactions, animation starts, phase changes and keyframe timelines. The terminal chart
      shows the first node; --svg writes an SVG file and --csv a CSV file.
    """

  var log: SnapshotLog
  /// The exact velocities at each frame, when the plot runs a scene.
  var velocities: [MeasuredVelocities]?
  var node: String
  var attribute: String
  var svg: String?
  var csv: String?

  init(arguments: [String]) throws {
    var rest = arguments[...]
    var logPath: String?
    var sceneArguments: [String] = []
    var node: String?
    var attribute: String?
    if let first = rest.first, !first.hasPrefix("-") {
      sceneArguments.append(first)
      rest.removeFirst()
    }
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else { throw DemoError("\(flag) needs a value") }
      switch flag {
      case "--log": logPath = value
      case "--node": node = value
      case "--attr": attribute = value
      case "--svg": svg = value
      case "--csv": csv = value
      case "--fps", "--until": sceneArguments += [flag, value]
      default: throw DemoError("unknown flag '\(flag)' for plot")
      }
    }
    guard let node, let attribute else { throw DemoError("plot needs --node and --attr") }
    self.node = node
    self.attribute = attribute
    if let logPath {
      log = try Self.series(of: attribute, inLogAt: logPath)
    } else {
      guard !sceneArguments.isEmpty else { throw DemoError("plot needs a scene or --log FILE") }
      if !sceneArguments.contains("--fps") { sceneArguments += ["--fps", "600"] }
      var collected: [MeasuredVelocities] = []
      log = try RecordCommand(arguments: sceneArguments).record(velocities: {
        collected.append($0)
      }).log
      velocities = collected
    }
  }

  /// The log at `path` reduced, as it is read, to the events and to the one attribute of each
  /// node that has it: what a plot needs, in memory proportional to its samples.
  static func series(of attribute: String, inLogAt path: String) throws -> SnapshotLog {
    var reader = try LogFile.open(path)
    var log = SnapshotLog(header: reader.header)
    while var frame = try LogFile.next(&reader, path: path) {
      frame.nodes = frame.nodes.compactMap { node in
        guard let value = node.attributes[attribute] else { return nil }
        var kept = node
        kept.attributes = [attribute: value]
        kept.styles = [:]
        return kept
      }
      log.frames.append(frame)
    }
    return log
  }

  func run() throws -> String {
    let all = MotionSeries.all(in: log, velocities: velocities).filter {
      $0.attribute == attribute
    }
    let byLabel = all.filter { $0.title.hasSuffix("\"\(node)\"") }
    let matching = byLabel.isEmpty ? all.filter { $0.title.hasPrefix(node) } : byLabel
    guard let first = matching.first else {
      throw DemoError("no node matching '\(node)' has a moving \(attribute)")
    }
    let markKinds: Set<RuntimeEvent.Kind> = [
      .interaction, .animationStarted, .phaseChanged, .keyframesStarted, .keyframeReached,
    ]
    let marks = Array(
      Set(log.frames.flatMap(\.events).filter { markKinds.contains($0.kind) }.map(\.time))
    ).sorted()
    if let svg {
      try MotionPlot.svg(matching, marks: marks).write(
        toFile: svg, atomically: true, encoding: .utf8)
    }
    if let csv {
      try MotionPlot.csv(matching).write(toFile: csv, atomically: true, encoding: .utf8)
    }
    return MotionPlot.terminal(first, marks: marks)
  }
}
