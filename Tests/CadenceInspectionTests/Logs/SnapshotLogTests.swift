import Cadence
import CadenceTesting
import Testing

private struct Slider: View {
  @State private var x: CGFloat = 0
  @State private var shown = true

  var body: some View {
    VStack {
      if shown { Text("hint") }
      Color.teal.offset(x: x)
      Button("slide") {
        withAnimation(.linear(duration: 0.1)) { x = 10 }
        shown = false
      }
    }
  }
}

@MainActor
private func recordedLog() throws -> SnapshotLog {
  let host = ViewHost(Slider(), framesPerSecond: 20)
  try host.tap("slide")
  return host.record(scene: "slider", until: 0.15)
}

@MainActor
@Suite("SnapshotLog")
struct SnapshotLogTests {
  @Test("a recording has a frame at mount and at every frame of the grid, with events")
  func recording() throws {
    let log = try recordedLog()
    #expect(log.frames.map(\.time) == [0, 0.05, 0.1, 0.15])
    #expect(log.frames.map(\.index) == [0, 1, 2, 3])
    #expect(log.frames[1].node("VStack[0]/Color[0]")?.attributes["offset.x"] == 5)
    let kinds = log.frames[0].events.map(\.kind)
    #expect(kinds == [.interaction, .stateChanged, .animationStarted, .stateChanged])
    #expect(log.frames[2].events.map(\.kind) == [.animationEnded])
  }

  @Test("JSON Lines round-trips exactly")
  func jsonRoundTrip() throws {
    let log = try recordedLog()
    let text = log.jsonLines()
    #expect(
      text.hasPrefix(
        #"{"format":"cadence-snapshot-log","framesPerSecond":20,"scene":"slider","version":1}"#))
    let (loaded, warnings) = try SnapshotLog.load(jsonLines: text)
    #expect(warnings.isEmpty)
    #expect(loaded == log)
  }

  @Test("a file cut in the middle of a line is read up to the last whole frame, with a warning")
  func truncated() throws {
    let text = try recordedLog().jsonLines()
    let cut = String(text.dropLast(20))
    let (loaded, warnings) = try SnapshotLog.load(jsonLines: cut)
    #expect(loaded.frames.count == 3)
    #expect(
      warnings == [
        "line 5: the last line is incomplete (the run stopped while writing); read up to frame 2"
      ])
  }

  @Test("malformed, foreign and future logs are errors naming the line")
  func errors() throws {
    let text = try recordedLog().jsonLines()
    var lines = text.components(separatedBy: "\n")
    lines[2] = "{not json"
    #expect(throws: SnapshotLogError(line: 3, message: "malformed frame: not valid JSON")) {
      try SnapshotLog.load(jsonLines: lines.joined(separator: "\n"))
    }
    let future = text.replacingOccurrences(of: #""version":1"#, with: #""version":7"#)
    #expect(throws: SnapshotLogError(line: 1, message: "version 7 is newer than this reader's (1)"))
    {
      try SnapshotLog.load(jsonLines: future)
    }
    #expect(throws: SnapshotLogError.self) { try SnapshotLog.load(jsonLines: "") }
    #expect(throws: SnapshotLogError.self) {
      try SnapshotLog.load(
        jsonLines: #"{"format":"other","version":1,"framesPerSecond":1,"scene":"x"}"#)
    }
  }

  @Test("the text form lists only what changed, with fixed precision")
  func textForm() throws {
    let log = try recordedLog()
    #expect(
      log.text() == """
        cadence-snapshot-log 1 text
        scene slider
        framesPerSecond 20
        frame 0 t=0
        + VStack[0] VStack frame.x=0 frame.y=0 frame.width=390 frame.height=844
        + VStack[0]/Color[0] Color "teal" frame.x=0 frame.y=0 frame.width=390 frame.height=815 offset.x=0 offset.y=0
        + VStack[0]/Button[1] Button "slide" frame.x=174 frame.y=823 frame.width=42.5 frame.height=21
        ! interaction at VStack[0]/Button[2]: tap Button "slide" at VStack[0]/Button[2]
        ! stateChanged at Slider: State<CGFloat> = 10.0, animation linear(duration: 0.1)
        ! animationStarted at Slider: offset: linear(duration: 0.1)
        ! stateChanged at Slider: State<Bool> = false, animation none
        frame 1 t=0.05
        ~ VStack[0]/Color[0] offset.x=5
        frame 2 t=0.1
        ~ VStack[0]/Color[0] offset.x=10
        ! animationEnded at Slider: offset
        frame 3 t=0.15

        """)
  }

  @Test("samples reads one attribute over time")
  func samples() throws {
    let host = ViewHost(Slider())
    try host.tap("slide")
    let samples = host.samples(of: "offset.x", in: "teal", every: 0.025, until: 0.1)
    #expect(samples.map(\.time) == [0, 0.025, 0.05, 0.075, 0.1])
    let expected = [0, 2.5, 5, 7.5, 10]
    #expect(zip(samples, expected).allSatisfy { abs(($0.value ?? .nan) - $1) < 1e-9 })
    #expect(host.samples(of: "rotation", in: "teal", every: 1, until: 0.1).map(\.value) == [nil])
  }

  @Test("a step that cannot advance time is reported, and the frame grid used (it never ended)")
  func stepTooSmall() throws {
    for step in [1e-300, 0, -1, .nan, .infinity] {
      let host = ViewHost(Slider(), framesPerSecond: 100)
      try host.tap("slide")
      let samples = host.samples(of: "offset.x", in: "teal", every: step, until: 0.02)
      #expect(samples.map(\.time) == [0, 0.01, 0.02], "every \(step)")
      #expect(host.diagnostics.map(\.kind) == [.invalidStep], "every \(step)")
      let (series, _) = host.motion(of: "teal", until: 0.04, every: step)
      #expect(abs((series.first?.step ?? .nan) - 0.01) < 1e-12, "every \(step)")
      #expect(host.diagnostics.map(\.kind) == [.invalidStep, .invalidStep], "every \(step)")
    }
  }
}

private struct Rows: View {
  @State private var rows = ["b", "c"]
  var body: some View {
    VStack {
      ForEach(rows, id: \.self) { Text($0) }
      Button("insert") { rows.insert("a", at: 0) }
    }
  }
}

@MainActor
@Suite("SnapshotLog text form")
struct SnapshotLogTextTests {
  @Test("the text form keeps the tree order of views named by identity (it put new rows last)")
  func identityOrder() throws {
    let host = ViewHost(Rows())
    let before = SnapshotLog.Frame(index: 0, snapshot: host.snapshot(), events: [])
    try host.tap("insert")
    host.advance(by: 0.1)
    let after = SnapshotLog.Frame(index: 1, snapshot: host.snapshot(), events: [])
    let log = SnapshotLog(
      header: SnapshotLog.Header(framesPerSecond: 10, scene: "rows"), frames: [before, after])
    let text = log.text()
    #expect(text.contains("= VStack[0] VStack[0]/Text[#a] VStack[0]/Text[#b]"))
    let (loaded, _) = try SnapshotLog.load(text: text)
    for (a, b) in zip(loaded.frames, log.frames) {
      #expect(a.nodes.map(\.path) == b.nodes.map(\.path))
    }
    #expect(loaded.frames.last?.nodes.compactMap(\.label) == ["a", "b", "c", "insert"])
  }

  @Test("the text form loads back to the same frames, at its precision")
  func roundTrip() throws {
    let log = try recordedLog()
    let (loaded, warnings) = try SnapshotLog.load(text: log.text())
    #expect(warnings.isEmpty)
    #expect(loaded.header == log.header)
    #expect(loaded.frames.count == log.frames.count)
    for (a, b) in zip(loaded.frames, log.frames) {
      #expect(a.index == b.index && a.time == b.time)
      #expect(a.nodes.map(\.path) == b.nodes.map(\.path))
      #expect(a.nodes.map(\.styles) == b.nodes.map(\.styles))
      for (x, y) in zip(a.nodes, b.nodes) {
        for (name, value) in y.attributes {
          #expect(abs((x.attributes[name] ?? .nan) - value) < 0.0005)
        }
      }
      #expect(a.events.map(\.kind) == b.events.map(\.kind))
      #expect(a.events.map(\.message) == b.events.map(\.message))
    }
  }

  @Test("a text log cut mid-line keeps its whole lines, with a warning; bad lines are errors")
  func damage() throws {
    let text = try recordedLog().text()
    let (cut, warnings) = try SnapshotLog.load(text: String(text.dropLast(5)))
    #expect(warnings.count == 1)
    #expect(cut.frames.count == 3, "the last frame line was cut")
    let corrupted = text.replacingOccurrences(
      of: "~ VStack[0]/Color[0] offset.x=5", with: "~ VStack[0]/Color[0] offset.x=five")
    #expect(throws: SnapshotLogError(line: 13, message: "offset.x=five is not a finite number")) {
      try SnapshotLog.load(text: corrupted)
    }
    let future = text.replacingOccurrences(
      of: "cadence-snapshot-log 1 text", with: "cadence-snapshot-log 9 text")
    #expect(throws: SnapshotLogError(line: 1, message: "version 9 is newer than this reader's (1)"))
    {
      try SnapshotLog.load(text: future)
    }
  }
}

@MainActor
@Suite("Motion from a run")
struct MotionFromRunTests {
  @Test("motion(of:until:) gives the moving attributes of the matching nodes, with events")
  func motion() throws {
    let host = ViewHost(Slider(), framesPerSecond: 20)
    try host.tap("slide")
    let (series, events) = host.motion(of: "teal", until: 0.15)
    #expect(series.map(\.attribute) == ["offset.x"])
    #expect(series.first?.values == [0, 5, 10, 10])
    #expect(series.first?.step == 0.05)
    #expect(events.map(\.kind).contains(.animationEnded))
  }

  @Test("views are named by identifier, else kind and label, else the text beside them")
  func viewNames() {
    func node(_ path: String, _ kind: String, _ label: String? = nil, id: String? = nil)
      -> SnapshotLog.Node
    {
      SnapshotLog.Node(
        path: path, kind: kind, label: label, attributes: [:],
        styles: id.map { ["accessibilityIdentifier": $0] } ?? [:])
    }
    let frame = SnapshotLog.Frame(
      index: 0, time: 0,
      nodes: [
        node("V", "VStack"), node("V/H", "HStack"), node("V/H/Text[0]", "Text", "Phase"),
        node("V/H/Color[1]", "Color", "gray"), node("V/H/Circle[2]", "Circle"),
        node("V/Color[1]", "Color", "gray", id: "box"),
      ], events: [])
    #expect(
      frame.viewNames() == [
        "V": "VStack", "V/H": "HStack", "V/H/Text[0]": "Text \"Phase\"",
        "V/H/Color[1]": "Color \"gray\"", "V/H/Circle[2]": "Circle near \"Phase\"",
        "V/Color[1]": "box",
      ])
    let log = SnapshotLog(
      header: SnapshotLog.Header(framesPerSecond: 60, scene: "s"), frames: [frame])
    #expect(log.paths(matching: "box") == ["V/Color[1]"])
    #expect(log.paths(matching: "gray") == ["V/H/Color[1]", "V/Color[1]"])
    #expect(log.paths(matching: "Circle") == ["V/H/Circle[2]"])
    #expect(frame.snapshot.roots.map(\.path) == ["V"])
    #expect(frame.snapshot.roots[0].children.map(\.path) == ["V/H", "V/Color[1]"])
  }
}
