/// Where two logs part: the first instant, and a readable line for each difference.
public struct SnapshotLogDifference: Hashable, Sendable, CustomStringConvertible {
  /// The first instant at which the logs differ, nil when they agree.
  public let firstTime: Double?
  /// One line per difference, frame by frame, node by node, attribute by attribute.
  public let lines: [String]

  /// Whether the logs agree.
  public var isEmpty: Bool { lines.isEmpty }

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
    var lines: [String] = []
    var firstTime: Double?
    func note(_ time: Double, _ line: String) {
      if firstTime == nil { firstTime = time }
      lines.append(line)
    }
    let format = { (value: Double) in DecimalFormatting.format(value, fractionDigits: 6) }
    for (actual, wanted) in zip(frames, expected.frames) {
      let time = min(actual.time, wanted.time)
      let at = "frame \(wanted.index) t=\(format(wanted.time))"
      if abs(actual.time - wanted.time) > tolerance {
        note(time, "\(at): the instant is t=\(format(actual.time))")
        continue
      }
      let actualNodes = Dictionary(
        actual.nodes.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
      let wantedNodes = Dictionary(
        wanted.nodes.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
      for node in wanted.nodes where actualNodes[node.path] == nil {
        note(time, "\(at): \(node.path) (\(node.kind)) is missing")
      }
      for node in actual.nodes {
        guard let other = wantedNodes[node.path] else {
          note(time, "\(at): \(node.path) (\(node.kind)) is not expected")
          continue
        }
        if node.kind != other.kind || node.label != other.label {
          note(
            time,
            "\(at): \(node.path) is \(node.kind) \(node.label ?? "") but \(other.kind) "
              + "\(other.label ?? "") was expected")
        }
        for name in SnapshotRenderer.orderedAttributeNames(
          Set(node.attributes.keys).union(other.attributes.keys))
        {
          switch (node.attributes[name], other.attributes[name]) {
          case (let a?, let b?) where abs(a - b) <= tolerance: break
          case (let a, let b):
            note(
              time,
              "\(at): \(node.path) \(name) is \(a.map(format) ?? "absent"), expected "
                + "\(b.map(format) ?? "absent")")
          }
        }
        for name in Set(node.styles.keys).union(other.styles.keys).sorted()
        where node.styles[name] != other.styles[name] {
          note(
            time,
            "\(at): \(node.path) \(name) is \(node.styles[name] ?? "absent"), expected "
              + "\(other.styles[name] ?? "absent")")
        }
      }
    }
    if frames.count != expected.frames.count {
      let time = min(frames.last?.time ?? 0, expected.frames.last?.time ?? 0)
      note(time, "\(frames.count) frames, expected \(expected.frames.count)")
    }
    return SnapshotLogDifference(firstTime: firstTime, lines: lines)
  }
}
