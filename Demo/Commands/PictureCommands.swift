import Cadence
import CadenceInspection

/// A scene's run or a log file, as the picture commands take them.
@MainActor
enum RunSource {
  /// The log of `scene` recorded to `until` (its duration by default), or the log at `path`.
  /// A log that ends mid-frame gives the frames it has, and says on standard error where it
  /// stopped.
  static func log(scene: String?, path: String?, until: Double?) throws -> SnapshotLog {
    if let path {
      var reader = try LogFile.open(path)
      var log = SnapshotLog(header: reader.header)
      var problems: [String] = []
      do {
        while let frame = try reader.next() { log.frames.append(frame) }
      } catch let error as SnapshotLogError {
        guard !log.frames.isEmpty else { throw DemoError("\(path): \(error)") }
        problems.append("\(error)")
      }
      problems += reader.warnings.map { "\($0)" }
      for problem in problems {
        FileHandle.standardError.write(Data("warning: \(path): \(problem)\n".utf8))
      }
      if !problems.isEmpty, let last = log.frames.last {
        FileHandle.standardError.write(
          Data(
            ("warning: \(path): showing the \(log.frames.count) frames before that, to "
              + "t=\(DecimalFormatting.format(last.time))s\n").utf8))
      }
      guard !log.frames.isEmpty else { throw DemoError("\(path) has no frames") }
      return log
    }
    guard let scene else { throw DemoError("needs a scene name or --log FILE") }
    var command = try RecordCommand(arguments: [scene])
    if let until { command.until = until }
    return try command.record().log
  }

  /// The path of the node `query` names in `log` (a path, an accessibility identifier, a
  /// label or a kind: the first such node); a one-line error listing the nodes when none
  /// matches.
  static func path(of query: String, in log: SnapshotLog) throws -> String {
    var seen: Set<String> = []
    var order: [String] = []
    var names: [String] = []
    for frame in log.frames {
      let viewNames = frame.viewNames()
      for node in frame.nodes where !seen.contains(node.path) {
        if node.path == query { return node.path }
        seen.insert(node.path)
        order.append(node.path)
        names.append(viewNames[node.path] ?? node.kind)
      }
    }
    let matching = log.paths(matching: query)
    if let first = order.first(where: matching.contains) { return first }
    throw DemoError(
      "no node '\(query)'; the run has: " + names.prefix(40).joined(separator: ", ")
        + (names.count > 40 ? ", … (\(names.count) in all)" : ""))
  }

  /// Writes `text` to `path`.
  static func write(_ text: String, to path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw DemoError("cannot write '\(path)'")
    }
  }
}

/// The arguments of a command that takes a scene or `--log FILE`, then flags with values.
@MainActor
struct RunArguments {
  var scene: String?
  var logPath: String?
  /// The other flags' values, by flag.
  var values: [String: String] = [:]

  /// Reads `arguments` for `command`, which takes `flags` (besides `--log`), each with a value.
  init(_ arguments: [String], command: String, flags: [String]) throws {
    let parsed = try CommandSyntax(
      command: command, positionals: ["a scene name or --log FILE"], optionalLast: true,
      valued: ["--log"] + flags
    ).parse(arguments)
    scene = parsed.positionals.first
    logPath = parsed.value("--log")
    for flag in flags { values[flag] = parsed.value(flag) }
    if scene != nil, logPath != nil {
      throw DemoError("\(command) takes a scene or --log, not both")
    }
    if let scene { _ = try SceneCatalog.require(scene) }
  }

  /// The value of `flag` as seconds, if given.
  func seconds(_ flag: String) throws -> Double? {
    try values[flag].map { try DemoError.seconds($0, for: flag) }
  }
}

/// `svg SCENE --at SECONDS --out FILE [--node LABEL]` (or `svg --log FILE …`): one frame as SVG.
@MainActor
struct SVGCommand {
  static let usage = """
    usage: Demo svg (SCENE | --log FILE) [--at SECONDS] --out FILE [--node LABEL]
      Draws the frame at or before SECONDS (the last by default) as an SVG document: every
      view at its frame with its fill, text and corners, its offset, rotation, scale and
      opacity as SVG transforms. --node draws only that view and what is inside it.
    """

  var scene: String?
  var logPath: String?
  var at: Double?
  var output: String?
  var node: String?

  init(arguments: [String]) throws {
    let parsed = try RunArguments(arguments, command: "svg", flags: ["--at", "--out", "--node"])
    (scene, logPath) = (parsed.scene, parsed.logPath)
    at = try parsed.seconds("--at")
    (output, node) = (parsed.values["--out"], parsed.values["--node"])
  }

  func run() throws -> String {
    guard let output else { throw DemoError("svg needs --out FILE") }
    let log = try RunSource.log(scene: scene, path: logPath, until: at)
    let frame =
      log.frames.last(where: { at == nil || $0.time <= at! + 1e-9 }) ?? log.frames[0]
    var snapshot = frame.snapshot
    if let node {
      let path = try RunSource.path(of: node, in: log)
      guard let found = snapshot.allNodes.first(where: { $0.path == path }) else {
        throw DemoError("'\(node)' is not on screen at t=\(DecimalFormatting.format(frame.time))s")
      }
      snapshot = Snapshot(time: snapshot.time, roots: [found])
    }
    try RunSource.write(SnapshotSVG().document(snapshot), to: output)
    return "wrote \(output): frame \(frame.index) at t=\(DecimalFormatting.format(frame.time))s\n"
  }
}

/// `inspect (SCENE | --log FILE) --out FILE [--node LABEL] [--attr NAME]`: the scrubbable page.
@MainActor
struct InspectCommand {
  static let usage = """
    usage: Demo inspect (SCENE | --log FILE) --out FILE [--until SECONDS] [--node LABEL]
                        [--attr NAME]
      Writes one self-contained HTML page of the run: the screen at each frame with a time
      slider and play/pause, the events with their instants, and for the view you click its
      attributes and a plot of one of them (value and velocity, a cursor at the current
      time). --node and --attr choose what is shown when the page opens.
    """

  var scene: String?
  var logPath: String?
  var until: Double?
  var output: String?
  var node: String?
  var attribute: String?

  init(arguments: [String]) throws {
    let parsed = try RunArguments(
      arguments, command: "inspect", flags: ["--until", "--out", "--node", "--attr"])
    (scene, logPath) = (parsed.scene, parsed.logPath)
    until = try parsed.seconds("--until")
    output = parsed.values["--out"]
    (node, attribute) = (parsed.values["--node"], parsed.values["--attr"])
  }

  func run() throws -> String {
    guard let output else { throw DemoError("inspect needs --out FILE") }
    let log = try RunSource.log(scene: scene, path: logPath, until: until)
    var path: String?
    if let node { path = try RunSource.path(of: node, in: log) }
    if let attribute {
      guard let path else { throw DemoError("--attr needs --node") }
      let names = Set(
        log.frames.flatMap { $0.nodes.filter { $0.path == path }.flatMap(\.attributes.keys) })
      guard names.contains(attribute) else {
        throw DemoError(
          "'\(node ?? path)' has no attribute '\(attribute)'; it has: "
            + names.sorted().joined(separator: ", "))
      }
    }
    let page = RunInspector(log: log, selectedPath: path, selectedAttribute: attribute).html
    try RunSource.write(page, to: output)
    return "wrote \(output): \(log.frames.count) frames, \(page.utf8.count / 1024) KB\n"
  }
}
