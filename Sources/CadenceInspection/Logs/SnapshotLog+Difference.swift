import Cadence

/// Where two logs part: the first instant, and a readable line for each difference.
public struct SnapshotLogDifference: Hashable, Sendable, CustomStringConvertible {
  /// The first instant at which the logs differ, nil when they agree.
  public let firstTime: Double?
  /// One line per difference, frame by frame, node by node, attribute by attribute.
  public let lines: [String]

  /// Whether the logs agree.
  public var isEmpty: Bool { lines.isEmpty }

  /// No differences.
  public static let none = SnapshotLogDifference(firstTime: nil, lines: [])

  /// The differences, headed by the first instant, or `no differences`.
  public var description: String {
    guard let firstTime else { return "no differences" }
    return "the logs part at t=\(DecimalFormatting.format(firstTime, fractionDigits: 6))s:\n"
      + lines.joined(separator: "\n")
  }
}

extension SnapshotLog {
  /// The differences from `expected`, comparing numbers within `tolerance`: frame count and
  /// instants, nodes present, kinds, labels, attributes and styles. Events are not compared.
  public func difference(from expected: SnapshotLog, tolerance: Double = 1e-6)
    -> SnapshotLogDifference
  {
    var comparison = SnapshotLogComparison(tolerance: tolerance)
    for (actual, wanted) in zip(frames, expected.frames) {
      comparison.compare(actual, with: wanted)
    }
    comparison.compareLengths(
      actual: frames.count, expected: expected.frames.count,
      time: min(frames.last?.time ?? 0, expected.frames.last?.time ?? 0))
    return comparison.difference
  }
}

/// Compares two logs a frame pair at a time, so that logs of any length can be compared as
/// they are read: what `SnapshotLog.difference(from:tolerance:)` and `Demo diff` share.
public struct SnapshotLogComparison: Sendable {
  /// How far apart two numbers may be and still agree.
  public let tolerance: Double
  /// The most difference lines kept; further ones are only counted.
  public let maximumLines: Int
  private var lines: [String] = []
  private var firstTime: Double?
  /// Every difference found, kept or not.
  public private(set) var count = 0

  /// Creates a comparison of numbers within `tolerance`, keeping at most `maximumLines` lines.
  public init(tolerance: Double, maximumLines: Int = .max) {
    self.tolerance = tolerance
    self.maximumLines = maximumLines
  }

  /// The differences found so far; when some were not kept, the last line says how many.
  public var difference: SnapshotLogDifference {
    let more = count - lines.count
    return SnapshotLogDifference(
      firstTime: firstTime,
      lines: more > 0 ? lines + ["… and \(more) more differences"] : lines)
  }

  private mutating func note(_ time: Double, _ line: @autoclosure () -> String) {
    if firstTime == nil { firstTime = time }
    count += 1
    if lines.count < maximumLines { lines.append(line()) }
  }

  /// One way a frame differs from the expected frame at the same position.
  enum Change {
    /// The frames are at different instants (nothing else is compared).
    case instant(actual: Double)
    /// An expected node is not there.
    case missing(path: String, kind: String)
    /// A node is there that was not expected.
    case unexpected(path: String, kind: String)
    /// A node has another kind or label than expected.
    case identity(path: String, actual: String, expected: String)
    /// A numeric attribute differs by more than the tolerance, or is absent on one side.
    case attribute(path: String, name: String, actual: Double?, expected: Double?)
    /// A textual attribute differs.
    case style(path: String, name: String, actual: String?, expected: String?)
  }

  /// How `actual` differs from `wanted`, numbers within `tolerance`: an instant that differs
  /// alone; else the expected nodes that are missing, then, node by node in the actual
  /// frame's order, what is unexpected or differs.
  static func changes(
    _ actual: SnapshotLog.Frame, _ wanted: SnapshotLog.Frame, tolerance: Double
  ) -> [Change] {
    if abs(actual.time - wanted.time) > tolerance { return [.instant(actual: actual.time)] }
    let actualNodes = Dictionary(
      actual.nodes.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let wantedNodes = Dictionary(
      wanted.nodes.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    var changes: [Change] = wanted.nodes.filter { actualNodes[$0.path] == nil }.map {
      .missing(path: $0.path, kind: $0.kind)
    }
    for node in actual.nodes {
      guard let other = wantedNodes[node.path] else {
        changes.append(.unexpected(path: node.path, kind: node.kind))
        continue
      }
      if node.kind != other.kind || node.label != other.label {
        changes.append(
          .identity(
            path: node.path, actual: "\(node.kind) \(node.label ?? "")",
            expected: "\(other.kind) \(other.label ?? "")"))
      }
      for name in SnapshotRenderer.orderedAttributeNames(
        Set(node.attributes.keys).union(other.attributes.keys))
      {
        let (a, b) = (node.attributes[name], other.attributes[name])
        if let a, let b, abs(a - b) <= tolerance { continue }
        changes.append(.attribute(path: node.path, name: name, actual: a, expected: b))
      }
      for name in Set(node.styles.keys).union(other.styles.keys).sorted()
      where node.styles[name] != other.styles[name] {
        changes.append(
          .style(
            path: node.path, name: name, actual: node.styles[name], expected: other.styles[name]))
      }
    }
    return changes
  }

  /// Compares one frame of the actual log with the expected one at the same position.
  public mutating func compare(_ actual: SnapshotLog.Frame, with wanted: SnapshotLog.Frame) {
    let format = { (value: Double) in DecimalFormatting.format(value, fractionDigits: 6) }
    let time = min(actual.time, wanted.time)
    let at = "frame \(wanted.index) t=\(format(wanted.time))"
    for change in Self.changes(actual, wanted, tolerance: tolerance) {
      switch change {
      case .instant(let instant):
        note(time, "\(at): the instant is t=\(format(instant))")
      case .missing(let path, let kind):
        note(time, "\(at): \(path) (\(kind)) is missing")
      case .unexpected(let path, let kind):
        note(time, "\(at): \(path) (\(kind)) is not expected")
      case .identity(let path, let actual, let expected):
        note(time, "\(at): \(path) is \(actual) but \(expected) was expected")
      case .attribute(let path, let name, let a, let b):
        note(
          time,
          "\(at): \(path) \(name) is \(a.map(format) ?? "absent"), expected "
            + "\(b.map(format) ?? "absent")")
      case .style(let path, let name, let a, let b):
        note(time, "\(at): \(path) \(name) is \(a ?? "absent"), expected \(b ?? "absent")")
      }
    }
  }

  /// Notes runs that end at different instants (compared by time, when their frame counts
  /// differ by their frame rates).
  public mutating func compareEnds(actual: Double, expected: Double) {
    let format = { (value: Double) in DecimalFormatting.format(value, fractionDigits: 6) }
    if abs(actual - expected) > tolerance {
      note(
        min(actual, expected), "the run ends at t=\(format(actual)), expected t=\(format(expected))"
      )
    }
  }

  /// Notes a different number of frames (`time` is the last instant both logs reach).
  public mutating func compareLengths(actual: Int, expected: Int, time: Double) {
    if actual != expected { note(time, "\(actual) frames, expected \(expected)") }
  }
}
