extension SnapshotLog {
  /// The first line of the text form.
  static let textMagic = "\(formatName) \(currentVersion) text"

  /// The header block of the text form.
  public func textHeader() -> String {
    "\(Self.textMagic)\nscene \(SnapshotRenderer.bareOrQuoted(header.scene))\n"
      + "framesPerSecond \(DecimalFormatting.format(header.framesPerSecond, fractionDigits: 6))\n"
  }

  /// One frame of the text form, listing only what changed since `previous`:
  /// `+ path Kind "label" attributes…` for a new node, `~ path name=value…` for changed
  /// attributes (`name=-` when one was removed), `- path` for a node that went away, and
  /// `! kind at path: message` for each event.
  public static func text(for frame: Frame, after previous: Frame?, fractionDigits: Int = 3)
    -> String
  {
    let renderer = SnapshotRenderer(fractionDigits: fractionDigits)
    var lines = [
      "frame \(frame.index) t=\(DecimalFormatting.format(frame.time, fractionDigits: 6))"
    ]
    let before = Dictionary(
      (previous?.nodes ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let now = Set(frame.nodes.map(\.path))
    for node in frame.nodes {
      guard let old = before[node.path], old.kind == node.kind, old.label == node.label else {
        let snapshotNode = SnapshotNode(
          kind: node.kind, label: node.label, path: node.path, children: [],
          attributes: node.attributes, styles: node.styles)
        lines.append("+ \(node.path) " + renderer.line(for: snapshotNode))
        continue
      }
      var changes: [String] = []
      let names = SnapshotRenderer.orderedAttributeNames(
        Set(node.attributes.keys).union(old.attributes.keys))
      for name in names where node.attributes[name] != old.attributes[name] {
        let value = node.attributes[name].map {
          DecimalFormatting.format($0, fractionDigits: fractionDigits)
        }
        let oldValue = old.attributes[name].map {
          DecimalFormatting.format($0, fractionDigits: fractionDigits)
        }
        if value != oldValue { changes.append("\(name)=\(value ?? "-")") }
      }
      for name in Set(node.styles.keys).union(old.styles.keys).sorted()
      where node.styles[name] != old.styles[name] {
        changes.append(
          "\(name)=" + (node.styles[name].map(SnapshotRenderer.bareOrQuoted) ?? "-"))
      }
      if !changes.isEmpty { lines.append("~ \(node.path) " + changes.joined(separator: " ")) }
    }
    for node in previous?.nodes ?? [] where !now.contains(node.path) {
      lines.append("- \(node.path)")
    }
    for event in frame.events {
      lines.append(
        "! \(event.kind.rawValue)" + (event.path.isEmpty ? "" : " at \(event.path)") + ": "
          + event.message.replacingOccurrences(of: "\n", with: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The text form: the header, then one block per frame listing only what changed.
  public func text(fractionDigits: Int = 3) -> String {
    var output = textHeader()
    var previous: Frame?
    for frame in frames {
      output += Self.text(for: frame, after: previous, fractionDigits: fractionDigits)
      previous = frame
    }
    return output
  }
}
