import Cadence
import CadenceInspection

/// `continuity SCENE [--fps N] [--until T]`: the order of continuity of every attribute that
/// moves, and where it breaks.
@MainActor
struct ContinuityCommand {
  static let usage = """
    usage: Demo continuity SCENE [--fps N] [--until SECONDS] [--tap LABEL@SECONDS ...]
                                 [--format text|json]
      Runs SCENE on the virtual clock, sampled N times a second (600 by default: a multiple
      of the fluid spring's 300 steps and of 120 Hz timelines), and prints
      for every attribute that moves: its order of continuity (discontinuous, C0, C1, C2),
      judged with the exact velocities of the animations' models where they are known,
      each instant where its value, velocity or acceleration jumps and by how much, and lints
      (a keyframe track that pops, an opacity outside 0…1, a velocity break at an
      interruption). Motion is taken to rest before the first sample and after the last.
      --tap replaces the scene's scripted taps; --format json prints one JSON document (the
      scene, and each attribute's view, path, order, breaks and lints) for tools.
    """

  var record: RecordCommand
  var format = ListingFormat.text

  static let syntax = CommandSyntax(
    command: "continuity", positionals: ["a scene name (Demo list shows them)"],
    valued: ["--fps", "--until", "--tap", "--format"], repeatable: ["--tap"])

  init(arguments: [String]) throws {
    let parsed = try Self.syntax.parse(arguments)
    record = try RecordCommand(parsed: parsed, command: "continuity")
    if !parsed.has("--fps") { record.framesPerSecond = 600 }
    format = try ListingFormat(parsed.value("--format"))
  }

  /// One moving attribute's findings, as `--format json` prints them.
  struct Finding: Encodable {
    struct Jump: Encodable {
      var kind: String
      var time: Double
      var size: Double
      /// `velocity jumps by 400 at 0.0517s`.
      var description: String
    }
    struct Lint: Encodable {
      var kind: String
      var time: Double?
      var message: String
    }
    var view: String
    var path: String
    var attribute: String
    var order: String
    var breaks: [Jump]
    var lints: [Lint]
  }

  /// The findings, in the order of the attributes' first motion.
  func findings() throws -> [Finding] {
    var velocities: [MeasuredVelocities] = []
    let (log, _) = try record.record(velocities: { velocities.append($0) })
    let events = log.frames.flatMap(\.events)
    // Exact velocities where the models know them; finite differences elsewhere.
    return MotionSeries.all(in: log, velocities: velocities).map { sampled in
      // Content that changes only at schedule entries is judged through those entries.
      let series = sampled.atChanges()
      let report = series.continuity(atRestOutside: true)
      return Finding(
        view: series.title, path: series.path, attribute: series.attribute,
        order: report.order.description,
        breaks: report.breaks.map {
          Finding.Jump(
            kind: $0.kind.rawValue, time: $0.time, size: $0.size, description: $0.description)
        },
        lints: MotionLint.lints(for: series, report: report, events: events).map {
          Finding.Lint(kind: $0.kind.rawValue, time: $0.time, message: $0.message)
        })
    }
  }

  func run() throws -> String {
    let findings = try findings()
    if format == .json {
      struct Document: Encodable {
        var scene: String
        var framesPerSecond: Double
        var until: Double
        var attributes: [Finding]
      }
      return try JSONOutput.document(
        Document(
          scene: record.scene.name, framesPerSecond: record.framesPerSecond, until: record.until,
          attributes: findings))
    }
    var lines = ["view                          attribute     order          breaks"]
    for finding in findings {
      let name = "\(finding.view) \(finding.path)"
      let breaks =
        finding.breaks.isEmpty
        ? "none"
        : finding.breaks.map(\.description).joined(separator: "; ")
      lines.append(
        name.padding(toLength: max(29, name.count), withPad: " ", startingAt: 0) + " "
          + finding.attribute.padding(toLength: 13, withPad: " ", startingAt: 0) + " "
          + finding.order.padding(toLength: 14, withPad: " ", startingAt: 0) + " "
          + breaks)
      lines += finding.lints.map { "  lint: \($0.message)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `plot SCENE --node LABEL --attr NAME [--svg FILE] [--csv FILE]` and `plot --log FILE …`.
@MainActor
struct PlotCommand {
  static let usage = """
    usage: Demo plot SCENE --node LABEL --attr NAME [--fps N] [--until SECONDS]
                           [--tap LABEL@SECONDS ...] [--svg FILE] [--csv FILE]
           Demo plot --log FILE --node LABEL --attr NAME [--svg FILE] [--csv FILE]
      Plots the value and velocity of one attribute of the nodes matching LABEL (by label,
      else by kind; several nodes overlay in the SVG) on a shared time axis, with markers at
      interactions, animation starts, phase changes and keyframe timelines. The terminal chart
      shows the first node; --svg writes an SVG file and --csv a CSV file.
    """

  /// The series to plot: the moving `attribute` of the nodes matching `node`.
  var series: [MotionSeries] = []
  /// The instants of the events marked under the time axis.
  var marks: [MotionPlot.Mark] = []
  var node: String
  var attribute: String
  var svg: String?
  var csv: String?

  /// The kinds of event marked under the time axis.
  static let markKinds: Set<RuntimeEvent.Kind> = [
    .interaction, .animationStarted, .phaseChanged, .keyframesStarted, .keyframeReached,
  ]

  /// The marked events as one mark per instant, labelled with what happened then.
  static func marks(of events: [RuntimeEvent]) -> [MotionPlot.Mark] {
    let names: [RuntimeEvent.Kind: String] = [
      .interaction: "tap", .animationStarted: "animation", .phaseChanged: "phase",
      .keyframesStarted: "keyframes", .keyframeReached: "keyframe",
    ]
    var labels: [Double: [String]] = [:]
    for event in events where markKinds.contains(event.kind) {
      let name = names[event.kind] ?? event.kind.rawValue
      if !(labels[event.time]?.contains(name) ?? false) {
        labels[event.time, default: []].append(name)
      }
    }
    return labels.keys.sorted().map {
      MotionPlot.Mark(time: $0, label: labels[$0]!.joined(separator: ", "))
    }
  }

  static let syntax = CommandSyntax(
    command: "plot", positionals: ["a scene name or --log FILE"], optionalLast: true,
    valued: ["--log", "--node", "--attr", "--svg", "--csv", "--fps", "--until", "--tap"],
    repeatable: ["--tap"])

  init(arguments: [String]) throws {
    let parsed = try Self.syntax.parse(arguments)
    guard let node = parsed.value("--node"), let attribute = parsed.value("--attr") else {
      throw DemoError("plot needs --node and --attr")
    }
    self.node = node
    self.attribute = attribute
    (svg, csv) = (parsed.value("--svg"), parsed.value("--csv"))
    if let logPath = parsed.value("--log") {
      guard parsed.positionals.isEmpty else {
        throw DemoError("plot takes a scene or --log, not both")
      }
      try parsed.refuse(
        ["--fps", "--until", "--tap"], because: "applies to a scene's run, not to a log")
      (series, marks) = try Self.plotted(attribute, of: node, inLogAt: logPath)
    } else {
      guard !parsed.positionals.isEmpty else { throw DemoError("plot needs a scene or --log FILE") }
      var record = try RecordCommand(parsed: parsed, command: "plot")
      if !parsed.has("--fps") { record.framesPerSecond = 600 }
      var collected: [MeasuredVelocities] = []
      let log = try record.record(velocities: { collected.append($0) }).log
      let all = MotionSeries.all(in: log, velocities: collected).filter {
        $0.attribute == attribute
      }
      let paths = log.paths(matching: node)
      series = all.filter { paths.contains($0.path) }
      marks = Self.marks(of: log.frames.flatMap(\.events))
    }
  }

  /// The moving `attribute` of the nodes matching `query` in the log at `path`, and the
  /// marked event instants, read a frame at a time: memory holds one number per frame per
  /// matching node, whatever else the log holds.
  static func plotted(_ attribute: String, of query: String, inLogAt path: String) throws -> (
    [MotionSeries], [MotionPlot.Mark]
  ) {
    /// The samples of one matching node so far, nil where a frame did not have it.
    struct Column {
      var path: String
      var title: String
      var level: Int
      var values: [Double?]
    }
    var reader = try LogFile.open(path)
    var columnIndex: [String: Int] = [:]
    var columns: [Column] = []
    var events: [RuntimeEvent] = []
    var times: [Double] = []
    var frames = 0
    while let frame = try LogFile.next(&reader, path: path) {
      if times.count < 2 { times.append(frame.time) }
      events += frame.events.filter { markKinds.contains($0.kind) }
      var names: [String: String]?
      for node in frame.nodes {
        guard let value = node.attributes[attribute], let level = node.matchLevel(query) else {
          continue
        }
        let index: Int
        if let known = columnIndex[node.path] {
          index = known
        } else {
          index = columns.count
          columnIndex[node.path] = index
          if names == nil { names = frame.viewNames() }
          columns.append(
            Column(
              path: node.path, title: names?[node.path] ?? node.kind, level: level, values: []))
        }
        columns[index].values += repeatElement(nil, count: frames - columns[index].values.count)
        columns[index].values.append(value)
      }
      frames += 1
    }
    guard times.count == 2 else { return ([], []) }
    // Only the nodes the query names best (by identifier, else label, else kind).
    let best = columns.map(\.level).min()
    // As `MotionSeries.all`: a frame without the node holds the last value (0 before any).
    let series = columns.filter { $0.level == best }.compactMap { column -> MotionSeries? in
      var last = 0.0
      var values = column.values.map { value -> Double in
        if let value { last = value }
        return last
      }
      values += repeatElement(last, count: frames - values.count)
      guard let first = values.first, values.contains(where: { $0 != first }) else { return nil }
      return MotionSeries(
        path: column.path, title: column.title, attribute: attribute, start: times[0],
        step: times[1] - times[0], values: values)
    }
    return (series, marks(of: events))
  }

  func run() throws -> String {
    guard let first = series.first else {
      throw DemoError("no node matching '\(node)' has a moving \(attribute)")
    }
    if let svg {
      try MotionPlot.svg(series, events: marks).write(
        toFile: svg, atomically: true, encoding: .utf8)
    }
    if let csv {
      try MotionPlot.csv(series).write(toFile: csv, atomically: true, encoding: .utf8)
    }
    return MotionPlot.terminal(first, marks: marks.map(\.time))
  }
}
