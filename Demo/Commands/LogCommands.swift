import Cadence

/// Reading logs written by `record`: either form, chosen by the first line.
enum LogFile {
  /// Loads the log at `path`, printing its warnings to standard error.
  static func load(_ path: String) throws -> SnapshotLog {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DemoError("cannot read '\(path)'")
    }
    let text = String(decoding: data, as: UTF8.self)
    do {
      let (log, warnings) =
        text.hasPrefix("{")
        ? try SnapshotLog.load(jsonLines: text) : try SnapshotLog.load(text: text)
      for warning in warnings {
        FileHandle.standardError.write(Data("warning: \(path): \(warning)\n".utf8))
      }
      return log
    } catch let error as SnapshotLogError {
      throw DemoError("\(path): \(error)")
    }
  }

  /// The snapshot of a logged frame, its nodes nested again by path.
  static func snapshot(of frame: SnapshotLog.Frame) -> Snapshot {
    var children: [String: [SnapshotLog.Node]] = [:]
    for node in frame.nodes {
      let parent = node.path.split(separator: "/").dropLast().joined(separator: "/")
      children[parent, default: []].append(node)
    }
    func build(_ node: SnapshotLog.Node) -> SnapshotNode {
      SnapshotNode(
        kind: node.kind, label: node.label, path: node.path,
        children: (children[node.path] ?? []).map(build), attributes: node.attributes,
        styles: node.styles)
    }
    return Snapshot(time: frame.time, roots: (children[""] ?? []).map(build))
  }
}

/// `show LOG [--at TIME]`: the tree of a logged frame.
struct ShowCommand {
  static let usage = """
    usage: Demo show LOG [--at SECONDS]
      Prints the tree at the last frame at or before SECONDS (the last frame by default),
      with the events of that frame.
    """

  let path: String
  var at: Double?

  init(arguments: [String]) throws {
    var rest = arguments[...]
    guard let path = rest.popFirst(), !path.hasPrefix("-") else {
      throw DemoError("show needs a log file")
    }
    self.path = path
    while let flag = rest.popFirst() {
      guard flag == "--at" else { throw DemoError("unknown flag '\(flag)' for show") }
      guard let value = rest.popFirst() else { throw DemoError("--at needs a value") }
      at = try DemoError.seconds(value, for: flag)
    }
  }

  func run() throws -> String {
    let log = try LogFile.load(path)
    guard
      let frame = at.map({ time in log.frames.last { $0.time <= time + 1e-9 } })
        ?? log.frames.last
    else { throw DemoError("\(path) has no frame at or before \(at ?? 0)s") }
    var output =
      "frame \(frame.index) t=\(DecimalFormatting.format(frame.time, fractionDigits: 6))s"
    output += " of \(log.header.scene)\n" + SnapshotRenderer().render(LogFile.snapshot(of: frame))
    for event in frame.events { output += "! \(event)\n" }
    return output
  }
}

/// `diff A B [--tolerance X]`: where two logs part.
struct DiffCommand {
  static let usage = """
    usage: Demo diff A B [--tolerance X]
      Compares two logs frame by frame, node by node and attribute by attribute (numbers
      within X, 1e-6 by default) and prints where they part; exits 1 when they differ.
    """

  let first: String
  let second: String
  var tolerance = 1e-6

  init(arguments: [String]) throws {
    var rest = arguments[...]
    guard let first = rest.popFirst(), let second = rest.popFirst(), !first.hasPrefix("-"),
      !second.hasPrefix("-")
    else { throw DemoError("diff needs two log files") }
    self.first = first
    self.second = second
    while let flag = rest.popFirst() {
      guard flag == "--tolerance" else { throw DemoError("unknown flag '\(flag)' for diff") }
      guard let value = rest.popFirst(), let number = Double(value), number >= 0 else {
        throw DemoError("--tolerance needs a non-negative number")
      }
      tolerance = number
    }
  }

  func run() throws -> (text: String, same: Bool) {
    let difference = try LogFile.load(second).difference(
      from: LogFile.load(first), tolerance: tolerance)
    return (difference.description + "\n", difference.isEmpty)
  }
}
