import Cadence
import CadenceInspection
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension ParameterDraw {
  /// A label an adversarial log holds: markup, script, control characters, placeholders of
  /// the inspector's page, or a long word.
  mutating func hostileLabel() -> String {
    let pool = [
      "plain", "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "<!--<script>",
      "</script>", "__DATA__", "__TITLE__", "a\u{1B}[2Jb\u{7}", "n\u{0}u\u{8}l\r\u{FFFE}",
      "\u{9B}2J", "&amp;&lt;", String(repeating: "w", count: 3_000), "ünïcødé 🙂", "",
    ]
    return pool[int(in: 0...(pool.count - 1))]
  }

  /// A number an adversarial log holds for an attribute.
  mutating func hostileNumber() -> Double {
    value(ordinary: -500...500, valid: { $0.isFinite }).value
  }
}

/// `text` quoted, cut to 40 characters with how long it was.
func short(_ text: String) -> String {
  text.count <= 40
    ? text.debugDescription : "\(String(text.prefix(40)).debugDescription)… (\(text.count))"
}

/// A log of hostile nodes drawn in every picture and the inspector: no crash, well-formed
/// SVG, no control character in the plain terminal picture, and nothing in the inspector's
/// embedded data that could end its script element.
@MainActor
func runPictureCase(_ draw: inout ParameterDraw, index: Int) -> (String, [String]) {
  let kinds = ["Text", "Color", "Capsule", "Button", "Toggle", "Slider", "TextField", "VStack"]
  var nodes: [SnapshotLog.Node] = []
  for position in 0..<draw.int(in: 1...4) {
    let kind = kinds[draw.int(in: 0...(kinds.count - 1))]
    var attributes: [String: Double] = [
      "frame.x": draw.hostileNumber(), "frame.y": draw.hostileNumber(),
      "frame.width": draw.hostileNumber(), "frame.height": draw.hostileNumber(),
    ]
    for name in ["offset.x", "rotation", "scale.x", "opacity", "font.size", "value"]
    where draw.bool() {
      attributes[name] = draw.hostileNumber()
    }
    attributes[draw.hostileLabel()] = draw.hostileNumber()
    var styles: [String: String] = [:]
    for name in ["foreground", "fill", "stroke", "stroke.lineCap", "isOn", "text", "path"]
    where draw.bool() {
      styles[name] =
        draw.bool()
        ? draw.hostileLabel()
        : ["rgb(nan, 0, 0)", "rgba(inf, -inf, 1e300, nan)", "red.opacity(nan)", "M0 0 L1e300 nan"][
          draw.int(in: 0...3)]
    }
    nodes.append(
      SnapshotLog.Node(
        path: "\(kind)[\(position)]", kind: kind, label: draw.hostileLabel(),
        attributes: attributes, styles: styles))
  }
  let scene = draw.hostileLabel()
  let description =
    "case \(index): picture of \(nodes.map { "\($0.kind) \(short($0.label ?? ""))" })"
    + " in scene \(short(scene))"
  setCurrent(description)
  var problems: [String] = []
  let frames = [0.0, 0.1].enumerated().map { offset, time in
    SnapshotLog.Frame(index: offset, time: time, nodes: nodes, events: [])
  }
  let log = SnapshotLog(
    header: SnapshotLog.Header(framesPerSecond: 10, scene: scene), frames: frames)
  let snapshot = log.frames[0].snapshot
  // Each picture names itself in the crash report.
  setCurrent(description + ": the terminal picture")
  let plain = TerminalPicture().render(snapshot, color: false)
  if plain.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" }) {
    problems.append("a control character reached the terminal picture")
  }
  _ = TerminalPicture().render(snapshot, color: true)
  setCurrent(description + ": the SVG")
  let svg = SnapshotSVG().document(snapshot)
  setCurrent(description + ": the animated SVG")
  let animated = AnimatedSVG(log: log).document
  for (name, document) in [("SVG", svg), ("animated SVG", animated)] {
    let parser = XMLParser(data: Data(document.utf8))
    if !parser.parse() {
      problems.append(
        "the \(name) is not well-formed XML: \(String(describing: parser.parserError))")
    }
  }
  setCurrent(description + ": the inspector")
  let page = RunInspector(log: log).html
  if let start = page.range(of: "type=\"application/json\">"),
    let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
  {
    let data = page[start.upperBound..<end.lowerBound]
    if data.contains(where: { $0 == "<" || $0 == ">" || $0 == "&" }) {
      problems.append("the inspector's data holds <, > or &")
    }
  } else {
    problems.append("the inspector's page has no data script")
  }
  return (description, problems)
}
