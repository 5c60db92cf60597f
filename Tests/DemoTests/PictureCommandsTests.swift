import CadenceInspection
import Foundation
import Testing

/// The path of `tool` on `PATH`, or nil when it is not installed.
func installedTool(_ tool: String) -> String? {
  let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
  return paths.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Runs `tool` with `arguments` to its end; its status, and its standard output (with its
/// standard error when it failed).
@discardableResult
func runTool(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
  let result = try run(URL(fileURLWithPath: tool), arguments)
  return (result.status, result.status == 0 ? result.output : result.output + result.error)
}

@Suite(
  "Demo pictures", .serialized,
  .enabled(if: FileManager.default.isExecutableFile(atPath: demoBinary.path)))
struct PictureCommandsTests {
  private let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("cadence-pictures-\(ProcessInfo.processInfo.processIdentifier)")

  private func file(_ name: String) throws -> String {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    return scratch.appendingPathComponent(name).path
  }

  @Test("svg draws one frame: the PIN field tilted by its keyframes, as its attributes say")
  func svgFrame() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = try file("pin.svg")
    let run = try demo("svg", "pin-wiggle", "--at", "0.3", "--out", out)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "wrote \(out): frame 36 at t=0.3s\n")
    let document = try String(contentsOfFile: out, encoding: .utf8)
    #expect(document.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\""))
    #expect(
      document.contains("data-path=\"VStack[0]/SecureField[0]\" transform=\"rotate(5 195 17.5)\""))
    let missing = try demo("svg", "pin-wiggle", "--out", out, "--node", "Slider")
    #expect(missing.status != 0)
    #expect(
      missing.error == "error: no node 'Slider'; the run has: VStack, SecureField \"PIN\", "
        + "Button \"Try Wrong PIN\"\n")
  }

  @Test("record --format screen writes pictures; without a terminal, in shade characters")
  func screenFrames() throws {
    let run = try demo("record", "ring", "--format", "screen", "--until", "0.5")
    #expect(run.status == 0, "\(run.error)")
    #expect(!run.output.contains("\u{1B}["))
    #expect(run.output.contains("[Fill]"))
    let frames = run.output.components(separatedBy: "\n-- t=")
    // The ring's stroke (blue, a mid shade) grows: the last frame shows more of it.
    #expect(frames.count > 3)
    let shaded = frames.map { $0.filter { $0 == "▓" }.count }
    #expect(shaded.last! > shaded[1], "\(shaded)")
  }

  @Test("record --format svg is one looping animated SVG; 2 s of four views stay under 200 KB")
  func animatedSVG() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = try file("run.svg")
    let run = try demo("record", "four-swings", "--until", "2", "--format", "svg", "--out", out)
    #expect(run.status == 0, "\(run.error)")
    let document = try String(contentsOfFile: out, encoding: .utf8)
    let size = document.utf8.count
    #expect(size < 200_000, "\(size) bytes")
    #expect(document.contains("<animateTransform attributeName=\"transform\" type=\"translate\""))
    #expect(document.contains("repeatCount=\"indefinite\""))
    #expect(document.contains(">t=1.9s</text>"))
    let noFile = try demo("record", "four-swings", "--format", "svg")
    #expect(noFile.error == "error: --format svg needs --out FILE\n")
  }

  @Test("inspect writes one self-contained page; an unknown attribute lists the node's")
  func inspectPage() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = try file("run.html")
    let run = try demo(
      "inspect", "four-swings", "--out", out, "--node", "phase", "--attr", "offset.x")
    #expect(run.status == 0, "\(run.error)")
    let page = try String(contentsOfFile: out, encoding: .utf8)
    #expect(page.hasPrefix("<!doctype html>"))
    // Nothing loaded from elsewhere: the only address is SVG's namespace (escaped in JSON).
    let rest = page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
      .replacingOccurrences(of: #"http:\/\/www.w3.org\/2000\/svg"#, with: "")
    #expect(!rest.contains("http"))
    #expect(!page.contains("src=") && !page.contains("<link"))
    let wrong = try demo("inspect", "four-swings", "--out", out, "--node", "phase", "--attr", "x")
    #expect(
      wrong.error
        == "error: 'phase' has no attribute 'x'; it has: frame.height, frame.width, frame.x, "
        + "frame.y, offset.x, offset.y\n")
  }

  @Test("a log that ends mid-frame is inspected up to where it stops, and says where")
  func truncatedLog() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let log = try file("run.jsonl")
    let out = try file("run.html")
    #expect(try demo("record", "ring", "--format", "jsonl", "--out", log).status == 0)
    var text = try String(contentsOfFile: log, encoding: .utf8)
    text.removeLast(text.count / 3)
    try text.write(toFile: log, atomically: true, encoding: .utf8)
    let run = try demo("inspect", "--log", log, "--out", out)
    #expect(run.status == 0, "\(run.error)")
    let lines = run.error.split(separator: "\n")
    #expect(lines.first?.hasPrefix("warning: \(log): line ") == true, "\(run.error)")
    #expect(lines.first?.contains("the last line is incomplete") == true, "\(run.error)")
    #expect(lines.last?.hasPrefix("warning: \(log): showing the ") == true, "\(run.error)")
    #expect(FileManager.default.fileExists(atPath: out))
  }

  @Test(
    "the inspector in a real browser: the slider's instant, the node's attributes, the picture",
    .enabled(if: installedTool("chromium") != nil, "needs chromium (Debian's package)"))
  func inspectorInBrowser() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let chromium = try #require(installedTool("chromium"))
    let out = try file("swings.html")
    #expect(try demo("inspect", "four-swings", "--out", out).status == 0)
    func page(at time: Double) -> String {
      "file://\(out)#t=\(time)&node=VStack%5B0%5D%2FColor%5B1%5D&attr=offset.x"
    }
    let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]
    let dom = try runTool(chromium, flags + ["--dump-dom", page(at: 0.25)]).output
    #expect(dom.contains("<span id=\"time\">t=0.25s</span>"), "\(dom.prefix(2000))")
    #expect(dom.contains("<input id=\"slider\" type=\"range\" min=\"0\" max=\"132\""))
    // The sine box at a quarter of its second: offset −sin(π/2)·60 = −60.
    #expect(
      dom.contains("<tr data-attr=\"offset.x\"><td>offset.x</td><td>-60</td>"),
      "\(dom.suffix(4000))")
    #expect(dom.contains("<h3 id=\"node\">sine — VStack[0]/Color[1]</h3>"))
    #expect(dom.contains("id=\"cursor\""))
    // The timeline: a track for each of the four boxes, the chosen one marked.
    for index in 0..<4 { #expect(dom.contains("data-index=\"\(index)\">")) }
    #expect(!dom.contains("data-index=\"4\">"))
    #expect(dom.contains("<g class=\"track chosen\" data-index=\"1\">"))
    // Opened without a node, the page shows the first attribute that moves.
    let opened = try runTool(chromium, flags + ["--dump-dom", "file://\(out)"]).output
    #expect(
      opened.contains("<h3 id=\"node\">phase — VStack[0]/Color[0]</h3>"), "\(opened.suffix(3000))")
    #expect(opened.contains("id=\"value-line\""))
    // Two instants, two pictures: the screenshots differ, and are the window's size.
    var shots: [Data] = []
    for time in [0.0, 0.25] {
      let png = try file("shot-\(time).png")
      try runTool(
        chromium, flags + ["--window-size=1000,900", "--screenshot=\(png)", page(at: time)])
      let data = try Data(contentsOf: URL(fileURLWithPath: png))
      #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == 1000 && height == 900)
      shots.append(data)
    }
    #expect(shots[0] != shots[1])
  }

  @Test(
    "the animated SVG plays in a real browser: two instants, two pictures",
    .enabled(if: installedTool("chromium") != nil, "needs chromium (Debian's package)"))
  func animatedSVGInBrowser() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let chromium = try #require(installedTool("chromium"))
    let out = try file("swings.svg")
    #expect(try demo("record", "four-swings", "--format", "svg", "--out", out).status == 0)
    var shots: [Data] = []
    // Chromium's virtual time runs the SMIL clock: 50 ms in, then 400 ms in.
    for budget in [50, 400] {
      let png = try file("svg-\(budget).png")
      try runTool(
        chromium,
        [
          "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
          "--window-size=390,844", "--virtual-time-budget=\(budget)", "--screenshot=\(png)",
          "file://\(out)",
        ])
      shots.append(try Data(contentsOf: URL(fileURLWithPath: png)))
    }
    #expect(shots.allSatisfy { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
    #expect(shots[0] != shots[1])
  }

  @Test(
    "a hostile log's inspector page runs none of what the log holds (handlers ran before)",
    .enabled(if: installedTool("chromium") != nil, "needs chromium (Debian's package)"))
  func hostileInspectorPage() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let chromium = try #require(installedTool("chromium"))
    // Each payload, if it ran, marks the page's body.
    func mark(_ name: String) -> String {
      "<img src=x onerror=\"document.body.setAttribute('data-pwned','\(name)')\">"
    }
    let attribute = "x" + mark("attribute")
    let node = SnapshotLog.Node(
      path: "Capsule[0]", kind: "Capsule", label: "pill <!--<script>",
      attributes: [
        "frame.x": 10, "frame.y": 10, "frame.width": 100, "frame.height": 40, attribute: 1,
      ],
      styles: [
        "stroke": "red", "stroke.lineCap": "round\"/>" + mark("lineCap"),
        "path": "M0 0", "note": mark("style"),
      ])
    let frames = [0.0, 0.1].enumerated().map { index, time in
      SnapshotLog.Frame(index: index, time: time, nodes: [node], events: [])
    }
    for scene in ["__DATA__", "__TITLE__", mark("scene")] {
      let log = SnapshotLog(
        header: SnapshotLog.Header(framesPerSecond: 10, scene: scene), frames: frames)
      let input = try file("hostile.jsonl")
      try log.jsonLines().write(toFile: input, atomically: true, encoding: .utf8)
      let out = try file("hostile.html")
      let run = try demo("inspect", "--log", input, "--out", out)
      #expect(run.status == 0, "\(run.error)")
      let page =
        "file://\(out)#t=0.1&node=Capsule%5B0%5D&attr=" + attribute.addingPercentEncoding(
          withAllowedCharacters: .alphanumerics)!
      let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=500"]
      let dom = try runTool(chromium, flags + ["--dump-dom", page]).output
      #expect(!dom.contains("data-pwned=\""), "scene \(scene): \(dom.prefix(3000))")
      // The page worked: its script read the data and shows the node and the frames.
      #expect(dom.contains("max=\"1\""), "scene \(scene)")
      #expect(dom.contains("<h3 id=\"node\">"), "scene \(scene)")
    }
  }
}
