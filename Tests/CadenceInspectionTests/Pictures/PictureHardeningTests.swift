import Cadence
import CadenceInspection
import CadenceTesting
import Foundation
import TestScenes
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Hostile snapshots and logs every picture must draw without trapping (hardening round 2):
/// frames far beyond the screen, colours and font sizes that are not numbers, and labels
/// with control characters.
@MainActor
@Suite("Pictures of hostile snapshots")
struct PictureHardeningTests {
  /// A log of one frame of `nodes`.
  func log(_ nodes: [SnapshotLog.Node]) -> SnapshotLog {
    SnapshotLog(
      header: SnapshotLog.Header(framesPerSecond: 10, scene: "s"),
      frames: [SnapshotLog.Frame(index: 0, time: 0, nodes: nodes, events: [])])
  }

  /// Every picture of `log`: the terminal picture (plain and coloured), the SVG, the animated
  /// SVG and the inspector page.
  func drawEverything(_ log: SnapshotLog) -> [String] {
    let snapshot = log.frames[0].snapshot
    return [
      TerminalPicture().render(snapshot, color: false),
      TerminalPicture().render(snapshot, color: true),
      SnapshotSVG().document(snapshot),
      AnimatedSVG(log: log).document,
      RunInspector(log: log).html,
    ]
  }

  @Test("a toggle 1e300 points wide draws in every picture (it trapped: beyond Int.max)")
  func hugeFrame() throws {
    let host = ViewHost(Toggle("switch", isOn: .constant(true)).frame(width: 1e300))
    let log = host.record(scene: "huge", until: 0)
    let pictures = drawEverything(log)
    // The screen's rows, each as wide as the screen: the toggle covers it, no more.
    let rows = pictures[0].split(separator: "\n")
    #expect(rows.count == TerminalPicture().rows)
    #expect(rows.allSatisfy { $0.count <= TerminalPicture().columns })
    #expect(pictures[2].contains(">switch<"))
  }

  @Test("a colour whose components are not numbers paints as black (it trapped: Int(NaN))")
  func colourNotANumber() {
    let node = SnapshotLog.Node(
      path: "Color[0]", kind: "Color", label: "rgb(nan, 0, 0)",
      attributes: ["frame.x": 0, "frame.y": 0, "frame.width": 100, "frame.height": 100],
      styles: ["foreground": "rgba(nan, inf, -inf, nan)", "fill": "rgb(nan, 0, 0)"])
    let pictures = drawEverything(log([node]))
    #expect(pictures[2].contains("#000000"))
  }

  @Test("a slider or field 1e300 points wide draws the part on screen (stepped for ever)")
  func hugeBar() {
    let nodes = ["Slider", "TextField"].map { kind in
      SnapshotLog.Node(
        path: "\(kind)[0]", kind: kind, label: "volume",
        attributes: [
          "frame.x": -5e299, "frame.y": 0, "frame.width": 1e300, "frame.height": 20, "value": 0.5,
        ], styles: [:])
    }
    let pictures = drawEverything(log(nodes))
    #expect(pictures[0].split(separator: "\n").count == TerminalPicture().rows)
    // At screen scale, a bar that fits is still drawn along its width.
    let small = SnapshotLog.Node(
      path: "Slider[0]", kind: "Slider", label: "volume",
      attributes: ["frame.x": 0, "frame.y": 0, "frame.width": 85, "frame.height": 20, "value": 1],
      styles: [:])
    let firstRow = drawEverything(log([small]))[0].split(separator: "\n").first ?? ""
    #expect(firstRow.hasPrefix("─────────●"), "\(firstRow)")
  }

  @Test("a text whose frame is -1e300 points wide draws, a character a line (it trapped)")
  func negativeWidth() {
    let node = SnapshotLog.Node(
      path: "Text[0]", kind: "Text", label: "abc",
      attributes: ["frame.x": 0, "frame.y": 0, "frame.width": -1e300, "frame.height": 20],
      styles: [:])
    let pictures = drawEverything(log([node]))
    #expect(pictures.allSatisfy { !$0.isEmpty })
  }

  @Test("a text whose font is 1e-300 points draws (it trapped: a line of 1e300 characters)")
  func tinyFont() {
    let node = SnapshotLog.Node(
      path: "Text[0]", kind: "Text", label: "tiny",
      attributes: [
        "frame.x": 0, "frame.y": 0, "frame.width": 100, "frame.height": 20, "font.size": 1e-300,
      ], styles: [:])
    let pictures = drawEverything(log([node]))
    #expect(pictures.allSatisfy { !$0.isEmpty })
  }
}

/// Checks that a document parses as XML.
private final class XMLCheck: NSObject, XMLParserDelegate {
  var error: Error?
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
}

@MainActor
@Suite("Pictures of labels with control characters")
struct ControlCharacterPictureTests {
  /// A text whose label clears the screen and rings the bell, and one with the others.
  let labels = ["a\u{1B}[2Jb\u{7}", "n\u{0}u\u{8}l\r\u{FFFE}\u{9B}2J\u{7F}"]

  func snapshot() -> Snapshot {
    ViewHost(VStack { ForEach(labels, id: \.self) { Text($0) } }).snapshot()
  }

  @Test("the terminal picture shows control characters as their pictures, obeying none")
  func terminal() {
    let picture = TerminalPicture().render(snapshot(), color: false)
    #expect(picture.contains("a␛[2Jb␇"))
    #expect(picture.contains("n␀u␈l␍��2J␡"))
    #expect(!picture.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let colored = TerminalPicture().render(snapshot(), color: true)
    #expect(!colored.contains("\u{1B}[2J") && !colored.contains("\u{7}"))
  }

  @Test("the SVGs stay well-formed XML, the labels shown as their pictures")
  func svg() throws {
    let host = ViewHost(VStack { ForEach(labels, id: \.self) { Text($0) } })
    let log = host.record(scene: "controls\u{1B}", until: 0.1)
    for document in [SnapshotSVG().document(snapshot()), AnimatedSVG(log: log).document] {
      let check = XMLCheck()
      let parser = XMLParser(data: Data(document.utf8))
      parser.delegate = check
      #expect(parser.parse(), "\(String(describing: check.error))")
      #expect(document.contains("a␛[2Jb␇"))
    }
  }
}

@MainActor
@Suite("Pictures of long words and deep trees")
struct PictureScaleTests {
  @Test("a long word breaks into lines of what the frame holds, the last with the rest")
  func longWord() {
    let word = String(repeating: "w", count: 8_000)
    let host = ViewHost(Text(word).frame(width: 300))
    let svg = SnapshotSVG().document(host.snapshot())
    // 300 points of 8.5-point characters hold 35 a line: 228 full lines and one of 20.
    let full = "<tspan x=\"0\""
    #expect(svg.components(separatedBy: full).count - 1 == 229)
    #expect(svg.contains(">\(String(repeating: "w", count: 35))</tspan>"))
    #expect(svg.contains(">\(String(repeating: "w", count: 20))</tspan>"))
  }

  @Test("a tree 500 levels deep draws every level, each group named by its whole path")
  func deepTree() {
    let host = ViewHost(NestedStacks(depth: 500))
    let snapshot = host.snapshot()
    let svg = SnapshotSVG().document(snapshot)
    #expect(svg.components(separatedBy: "<g data-path=").count - 1 == 501)
    var deepest = snapshot.roots[0]
    while let child = deepest.children.first { deepest = child }
    #expect(svg.contains("<g data-path=\"\(deepest.path)\""))
    // Read back from a log, nodes carry whole paths: the same names.
    let log = host.record(scene: "deep", until: 0)
    #expect(SnapshotSVG().document(log.frames[0].snapshot) == svg)
  }
}

@MainActor
@Suite("Animated SVGs of changing labels")
struct AnimatedLabelTests {
  @Test("a label changing at every frame grows the animated SVG in proportion to the frames")
  func changingLabel() {
    func size(frames: Int) -> Int {
      let host = ViewHost(
        TimelineView(.animation) { context in
          Text("t \(Int(context.date.timeIntervalSinceReferenceDate * 120) % 100_000)")
        }, framesPerSecond: 120)
      let log = host.record(scene: "clock", until: Double(frames) / 120)
      return AnimatedSVG(log: log).document.utf8.count
    }
    let small = size(frames: 60)
    let large = size(frames: 240)
    #expect(Double(large) / Double(small) < 4.5, "\(small) → \(large) bytes")
  }
}
