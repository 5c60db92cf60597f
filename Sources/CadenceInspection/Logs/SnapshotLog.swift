import Cadence

/// A recorded run: for each frame, its index, its instant, every rendered node's resolved
/// attributes, and the events that happened since the previous frame.
///
/// Two forms, documented in README: JSON Lines for tools (exact), and a text log for people
/// (changes only, fixed precision).
public struct SnapshotLog: Hashable, Sendable {
  /// The format name in a log's first line.
  public static let formatName = "cadence-snapshot-log"
  /// The version this build writes and the newest it reads.
  public static let currentVersion = 1

  /// What the log is: its format, version, frame rate and scene.
  public struct Header: Hashable, Sendable, Codable {
    /// Always `cadence-snapshot-log`.
    public var format: String
    /// The schema version.
    public var version: Int
    /// The frame rate of the run.
    public var framesPerSecond: Double
    /// The scene or view that was run.
    public var scene: String

    /// Creates a header for the current version.
    public init(framesPerSecond: Double, scene: String) {
      format = SnapshotLog.formatName
      version = SnapshotLog.currentVersion
      self.framesPerSecond = framesPerSecond
      self.scene = scene
    }
  }

  /// One rendered node in a frame.
  public struct Node: Hashable, Sendable, Codable {
    /// Its path, as `VStack[0]/Color[1]`.
    public var path: String
    /// Its kind.
    public var kind: String
    /// Its label, if any.
    public var label: String?
    /// Its numeric attributes.
    public var attributes: [String: Double]
    /// Its textual attributes.
    public var styles: [String: String]

    /// Creates a node.
    public init(
      path: String, kind: String, label: String?, attributes: [String: Double],
      styles: [String: String]
    ) {
      self.path = path
      self.kind = kind
      self.label = label
      self.attributes = attributes
      self.styles = styles
    }
  }

  /// One frame: every node, in tree order, and the events since the previous frame.
  public struct Frame: Hashable, Sendable, Codable {
    /// The frame's index in the log, from 0.
    public var index: Int
    /// The frame's instant, in seconds since mount.
    public var time: Double
    /// Every rendered node, in tree order.
    public var nodes: [Node]
    /// The events since the previous frame (up to and including this instant).
    public var events: [RuntimeEvent]

    /// Creates a frame.
    public init(index: Int, time: Double, nodes: [Node], events: [RuntimeEvent]) {
      self.index = index
      self.time = time
      self.nodes = nodes
      self.events = events
    }

    /// A frame from a snapshot.
    public init(index: Int, snapshot: Snapshot, events: [RuntimeEvent]) {
      self.index = index
      time = snapshot.time
      nodes = snapshot.allNodes.map {
        Node(
          path: $0.path, kind: $0.kind, label: $0.label, attributes: $0.attributes,
          styles: $0.styles)
      }
      self.events = events
    }

    /// The node at `path`, if the frame has it.
    public func node(_ path: String) -> Node? {
      nodes.first { $0.path == path }
    }
  }

  /// The header.
  public var header: Header
  /// The frames, in order.
  public var frames: [Frame]

  /// Creates a log.
  public init(header: Header, frames: [Frame] = []) {
    self.header = header
    self.frames = frames
  }
}

/// A log that cannot be read: which line, and what was wrong.
public struct SnapshotLogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public let line: Int
  /// What was wrong.
  public let message: String

  /// Creates an error for `line`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}

extension SnapshotLog.Frame {
  /// The frame as a snapshot: its nodes nested again by their paths (a node is a child of
  /// the nearest node before it whose path leads to it).
  public var snapshot: Snapshot {
    // Built bottom-up: each node's children are collected before the node is made.
    var children: [[SnapshotNode]] = [[]]
    var open: [SnapshotLog.Node] = []
    func close() {
      let node = open.removeLast()
      let made = SnapshotNode(
        kind: node.kind, label: node.label, path: node.path, children: children.removeLast(),
        attributes: node.attributes, styles: node.styles)
      children[children.count - 1].append(made)
    }
    for node in nodes {
      while let parent = open.last, !node.path.hasPrefix(parent.path + "/") { close() }
      open.append(node)
      children.append([])
    }
    while !open.isEmpty { close() }
    return Snapshot(time: time, roots: children[0])
  }
}

extension SnapshotLog.Frame {
  /// A name for people for each node of the frame, by path: its accessibility identifier;
  /// else its kind and label (`Text "Count: 0"`); else, for a view without either (a colour,
  /// a shape), its kind and the nearest text beside it (`Color near "Phase"`: the first text
  /// among its siblings); else its kind. Plots, the continuity table and the inspector name
  /// views this way, so that a scene names its views with `accessibilityIdentifier(_:)`.
  public func viewNames() -> [String: String] {
    var names: [String: String] = [:]
    var textsByParent: [String: String] = [:]
    func parent(of path: String) -> String {
      path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
    for node in nodes where node.kind == "Text" {
      let key = parent(of: node.path)
      if textsByParent[key] == nil, let label = node.label { textsByParent[key] = label }
    }
    for node in nodes {
      if let identifier = node.styles["accessibilityIdentifier"] {
        names[node.path] = identifier
      } else if let label = node.label {
        names[node.path] = "\(node.kind) \"\(label)\""
      } else if let text = textsByParent[parent(of: node.path)] {
        names[node.path] = "\(node.kind) near \"\(text)\""
      } else {
        names[node.path] = node.kind
      }
    }
    return names
  }
}

extension SnapshotLog.Node {
  /// How well `query` names this node, as `Snapshot.all(_:)` matches: 0 when it is the
  /// node's accessibility identifier, 1 its label or accessibility label, 2 its kind; nil
  /// when it names it in none of these ways.
  public func matchLevel(_ query: String) -> Int? {
    if styles["accessibilityIdentifier"] == query { return 0 }
    if label == query || styles["accessibilityLabel"] == query { return 1 }
    if kind == query { return 2 }
    return nil
  }
}

extension SnapshotLog {
  /// The paths of the nodes that `query` names, in any frame: those it names by identifier
  /// if any, else by label, else by kind (`SnapshotLog.Node.matchLevel(_:)`).
  public func paths(matching query: String) -> Set<String> {
    var levels: [Set<String>] = [[], [], []]
    for node in frames.lazy.flatMap(\.nodes) {
      if let level = node.matchLevel(query) { levels[level].insert(node.path) }
    }
    return levels.first { !$0.isEmpty } ?? []
  }
}
