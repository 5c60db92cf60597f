import Cadence

/// Turns a snapshot into an indented text tree: one line per rendered node, two spaces of
/// indentation per level, in tree order.
///
/// A line reads `Kind "label" name=value …`: numeric attributes first, in a fixed order
/// (frame, offset, rotation, scale, opacity, then the rest by name), printed with
/// `fractionDigits` decimals at most, trailing zeros trimmed and `-0` as `0`; then textual
/// attributes by name, quoted when they contain spaces or quotes. The output is
/// byte-for-byte reproducible and ends with a newline.
public struct SnapshotRenderer: Sendable {
  /// The most decimals a number is printed with.
  public var fractionDigits: Int

  /// Creates a renderer.
  public init(fractionDigits: Int = 3) {
    self.fractionDigits = fractionDigits
  }

  /// The text rendering of `snapshot`.
  public func render(_ snapshot: Snapshot) -> String {
    var output = ""
    for root in snapshot.roots { render(root, depth: 0, into: &output) }
    return output
  }

  /// The text rendering of one node and its descendants.
  public func render(_ node: SnapshotNode) -> String {
    var output = ""
    render(node, depth: 0, into: &output)
    return output
  }

  /// The line for one node, without indentation or newline.
  public func line(for node: SnapshotNode) -> String {
    Self.line(
      kind: node.kind, label: node.label, attributes: node.attributes, styles: node.styles,
      fractionDigits: fractionDigits, quotingAllStyles: false)
  }

  /// `Kind "label" name=value …`: numbers in the leading order at `fractionDigits`, then
  /// textual attributes by name, quoted when they need it (or always, for logs that must
  /// tell them from numbers).
  package static func line(
    kind: String, label: String?, attributes: [String: Double], styles: [String: String],
    fractionDigits: Int, quotingAllStyles: Bool
  ) -> String {
    var line = kind
    if let label { line += " " + quoted(label) }
    for assignment in assignments(
      attributes: attributes, styles: styles, fractionDigits: fractionDigits,
      quotingAllStyles: quotingAllStyles)
    {
      line += " " + assignment
    }
    return line
  }

  /// A node's `name=value` pairs as `line` writes them: numbers in the leading order, then
  /// textual attributes by name.
  package static func assignments(
    attributes: [String: Double], styles: [String: String], fractionDigits: Int,
    quotingAllStyles: Bool
  ) -> [String] {
    orderedAttributeNames(attributes.keys).map {
      "\($0)=" + DecimalFormatting.format(attributes[$0]!, fractionDigits: fractionDigits)
    }
      + styles.keys.sorted().map {
        "\($0)=" + (quotingAllStyles ? quoted(styles[$0]!) : bareOrQuoted(styles[$0]!))
      }
  }

  private func render(_ node: SnapshotNode, depth: Int, into output: inout String) {
    output += String(repeating: "  ", count: depth) + line(for: node) + "\n"
    for child in node.children {
      descend { render(child, depth: depth + 1, into: &output) }
    }
  }

  /// The attributes that come first, in this order; any other follows by name.
  static let leadingAttributes = [
    "frame.x", "frame.y", "frame.width", "frame.height", "offset.x", "offset.y", "rotation",
    "scale.x", "scale.y", "opacity",
  ]

  /// `names` in rendering order.
  package static func orderedAttributeNames<S: Sequence>(_ names: S) -> [String]
  where S.Element == String {
    let rank = Dictionary(uniqueKeysWithValues: leadingAttributes.enumerated().map { ($1, $0) })
    return names.sorted { a, b in
      switch (rank[a], rank[b]) {
      case (let x?, let y?): return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return a < b
      }
    }
  }

  /// `text` in double quotes, with quotes, backslashes and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `text` as it is when it is a single plain word, else quoted.
  static func bareOrQuoted(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0 != "\"" && $0 != "\\" }
    return plain ? text : quoted(text)
  }
}
