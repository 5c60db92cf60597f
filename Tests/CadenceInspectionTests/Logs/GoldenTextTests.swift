import Cadence
import Testing

@testable import CadenceInspection

/// The golden layout of the text form: one attribute a line, read back by `load(text:)`.
@Suite("Golden text layout")
struct GoldenTextTests {
  private func node(_ path: String, _ attributes: [String: Double], styles: [String: String] = [:])
    -> SnapshotLog.Node
  {
    SnapshotLog.Node(
      path: path, kind: "Color", label: "red", attributes: attributes, styles: styles)
  }

  @Test("each attribute is a line under its node; the text reads back to the same frames")
  func roundTrip() throws {
    var log = SnapshotLog(header: SnapshotLog.Header(framesPerSecond: 60, scene: "box"))
    log.frames = [
      SnapshotLog.Frame(
        index: 0, time: 0,
        nodes: [node("Color[0]", ["frame.x": 10, "opacity": 1], styles: ["fill": "red"])],
        events: [
          RuntimeEvent(
            kind: .stateChanged, message: "State<Bool> = true",
            path: "ModifiedContent<Box<Int>, _OpacityEffect>/Color", time: 0)
        ]),
      SnapshotLog.Frame(
        index: 1, time: 1.0 / 60,
        nodes: [node("Color[0]", ["frame.x": 10.123456789012, "opacity": 1])],
        events: []),
    ]
    let text = log.goldenText()
    #expect(
      text == """
        cadence-snapshot-log 1 text
        scene box
        framesPerSecond 60
        frame 0 t=0
        + Color[0] Color "red"
            frame.x=10
            opacity=1
            fill="red"
        ! stateChanged at ModifiedContent<…>/Color: State<Bool> = true
        frame 1 t=0.016667
        ~ Color[0]
            frame.x=10.123456789
            fill=-

        """)
    let (read, warnings) = try SnapshotLog.load(text: text)
    #expect(warnings.isEmpty)
    #expect(read.frames.count == 2)
    #expect(read.frames[1].nodes[0].attributes == ["frame.x": 10.123456789, "opacity": 1])
    #expect(read.frames[1].nodes[0].styles.isEmpty)
    #expect(read.frames[0].nodes[0].styles == ["fill": "red"])
  }

  @Test("an indented line not under a node's line is an error naming the line")
  func strayAssignment() {
    let text = "cadence-snapshot-log 1 text\nscene s\nframesPerSecond 60\nframe 0 t=0\n    x=1\n"
    #expect(throws: SnapshotLogError.self) { try SnapshotLog.load(text: text) }
  }
}
