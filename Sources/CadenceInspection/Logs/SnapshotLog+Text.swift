import Cadence

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
  /// attributes (`name=-` when one was removed), `- path` for a node that went away,
  /// `= path path …` listing every node in tree order when the order changed and paths name
  /// views by identity (`Text[#Alpha]`, whose position the path does not tell), and
  /// `! kind at path: message` for each event. Numbers are bare, textual values quoted.
  public static func text(for frame: Frame, after previous: Frame?, fractionDigits: Int = 3)
    -> String
  {
    text(for: frame, after: previous, fractionDigits: fractionDigits, readable: false)
  }

  /// One frame of the golden layout of the text form (`goldenText()`).
  public static func goldenText(for frame: Frame, after previous: Frame?) -> String {
    text(for: frame, after: previous, fractionDigits: goldenFractionDigits, readable: true)
  }

  /// The decimals of a golden's numbers: far finer than a golden's default tolerance (1e-6).
  public static let goldenFractionDigits = 9

  /// The golden layout of the text form, for files people review in a diff: as `text()`, but
  /// each attribute and style on a line of its own under its node's `+` or `~` line (indented
  /// four spaces), numbers to nine decimals, and the generic arguments of the type names in
  /// event paths left out (`ModifiedContent<…>`). `load(text:)` reads both layouts.
  public func goldenText() -> String {
    var output = textHeader()
    var previous: Frame?
    for frame in frames {
      output += Self.goldenText(for: frame, after: previous)
      previous = frame
    }
    return output
  }

  /// `type` with the generic arguments of its type names left out: `Foo<Bar<Baz>>.Body`
  /// is `Foo<…>.Body`.
  static func withoutGenericArguments(_ path: String) -> String {
    guard path.contains("<") else { return path }
    var result = ""
    var depth = 0
    for character in path {
      switch character {
      case "<":
        if depth == 0 { result += "<…" }
        depth += 1
      case ">":
        depth = max(0, depth - 1)
        if depth == 0 { result.append(">") }
      default:
        if depth == 0 { result.append(character) }
      }
    }
    return result
  }

  private static func text(
    for frame: Frame, after previous: Frame?, fractionDigits: Int, readable: Bool
  ) -> String {
    var lines = [
      "frame \(frame.index) t=\(DecimalFormatting.format(frame.time, fractionDigits: 6))"
    ]
    /// A node's line, then, in the readable layout, one line per assignment.
    func append(_ head: String, _ assignments: [String]) {
      if readable {
        lines.append(head)
        lines += assignments.map { "    " + $0 }
      } else {
        lines.append(([head] + assignments).joined(separator: " "))
      }
    }
    let before = Dictionary(
      (previous?.nodes ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let now = Set(frame.nodes.map(\.path))
    for node in frame.nodes {
      guard let old = before[node.path], old.kind == node.kind, old.label == node.label else {
        var head = "+ \(node.path) \(node.kind)"
        if let label = node.label { head += " " + SnapshotRenderer.quoted(label) }
        append(
          head,
          SnapshotRenderer.assignments(
            attributes: node.attributes, styles: node.styles, fractionDigits: fractionDigits,
            quotingAllStyles: true))
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
        changes.append("\(name)=" + (node.styles[name].map(SnapshotRenderer.quoted) ?? "-"))
      }
      if !changes.isEmpty { append("~ \(node.path)", changes) }
    }
    for node in previous?.nodes ?? [] where !now.contains(node.path) {
      lines.append("- \(node.path)")
    }
    let order = frame.nodes.map(\.path)
    if order != previous?.nodes.map(\.path), order.contains(where: { $0.contains("[#") }) {
      lines.append("= " + order.joined(separator: " "))
    }
    for event in frame.events {
      let path = readable ? withoutGenericArguments(event.path) : event.path
      lines.append(
        "! \(event.kind.rawValue)" + (path.isEmpty ? "" : " at \(path)") + ": "
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

extension SnapshotLog {
  /// Reads the text form back. Numbers come back at the precision they were written with.
  /// A last block cut short is kept up to its last whole line, with a warning; anything
  /// unreadable (a malformed line, a non-finite number, time going backwards) is an error
  /// naming the line.
  public static func load(text: String) throws -> (log: SnapshotLog, warnings: [String]) {
    try load(lines: text, form: .text)
  }

  /// Tree order of two node paths: by the sibling indices along the path, parents first.
  static func treeOrder(_ a: String, _ b: String) -> Bool {
    let first = indices(a)
    let second = indices(b)
    for (x, y) in zip(first, second) where x != y { return x < y }
    return first.count < second.count
  }

  private static func indices(_ path: String) -> [Int] {
    path.split(separator: "/").compactMap { component in
      guard let open = component.lastIndex(of: "["), component.last == "]" else { return nil }
      return Int(
        component[component.index(after: open)..<component.index(before: component.endIndex)])
    }
  }
}

/// Reads the words, quoted strings and `name=value` pairs of a text log line.
struct TextLogScanner {
  private var characters: [Character]
  private var position = 0

  init(_ text: String) {
    characters = Array(text)
  }

  private mutating func skipSpaces() {
    while position < characters.count, characters[position] == " " { position += 1 }
  }

  /// Whether a quoted string comes next.
  var peekQuote: Bool {
    var index = position
    while index < characters.count, characters[index] == " " { index += 1 }
    return index < characters.count && characters[index] == "\""
  }

  /// The next word, or a quoted string.
  mutating func word(line: Int) throws -> String {
    skipSpaces()
    if peekQuote { return try quoted(line: line) }
    let start = position
    while position < characters.count, characters[position] != " " { position += 1 }
    guard position > start else { throw SnapshotLogError(line: line, message: "a word is missing") }
    return String(characters[start..<position])
  }

  /// The next quoted string, unescaped.
  mutating func quoted(line: Int) throws -> String {
    skipSpaces()
    guard position < characters.count, characters[position] == "\"" else {
      throw SnapshotLogError(line: line, message: "expected a quoted string")
    }
    position += 1
    var result = ""
    while position < characters.count {
      let character = characters[position]
      position += 1
      if character == "\"" { return result }
      guard character == "\\" else {
        result.append(character)
        continue
      }
      guard position < characters.count else { break }
      let escaped = characters[position]
      position += 1
      switch escaped {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "u":
        guard position < characters.count, characters[position] == "{",
          let close = characters[position...].firstIndex(of: "}"),
          let value = UInt32(String(characters[(position + 1)..<close]), radix: 16),
          let scalar = Unicode.Scalar(value)
        else { throw SnapshotLogError(line: line, message: "a malformed \\u escape") }
        result.unicodeScalars.append(scalar)
        position = close + 1
      default: result.append(escaped)
      }
    }
    throw SnapshotLogError(line: line, message: "a quoted string is not closed")
  }

  /// Reads `name=value` pairs to the end: bare numbers are attributes, quoted values styles,
  /// `-` removes either.
  mutating func assignments(into node: inout SnapshotLog.Node, line: Int) throws {
    while true {
      skipSpaces()
      guard position < characters.count else { return }
      let start = position
      while position < characters.count, characters[position] != "=" { position += 1 }
      guard position < characters.count else {
        throw SnapshotLogError(line: line, message: "expected name=value")
      }
      let name = String(characters[start..<position])
      position += 1
      if peekQuote {
        node.styles[name] = try quoted(line: line)
        continue
      }
      let text = try word(line: line)
      if text == "-" {
        node.attributes[name] = nil
        node.styles[name] = nil
      } else if let value = Double(text), value.isFinite {
        node.attributes[name] = value
      } else {
        throw SnapshotLogError(line: line, message: "\(name)=\(text) is not a finite number")
      }
    }
  }
}
