import Cadence

/// `record SCENE [--until T] [--fps N] [--tap LABEL@TIME …]`: runs a scene on the virtual
/// clock and prints the text rendering at mount and at every frame where it changed.
@MainActor
struct RecordCommand {
  static let usage = """
    usage: Demo record SCENE [--until SECONDS] [--fps N] [--tap LABEL@SECONDS ...]
      Runs SCENE on a virtual clock (exact and reproducible) and prints the tree at mount
      and at every frame where it changed. --tap replaces the scene's scripted taps.
    """

  var scene: DemoScene
  var until: Double
  var framesPerSecond: Double
  var taps: [ScriptedTap]

  init(arguments: [String]) throws {
    var rest = arguments[...]
    guard let name = rest.popFirst(), !name.hasPrefix("-") else {
      throw DemoError("record needs a scene name; scenes: " + Self.sceneNames)
    }
    guard let scene = SceneCatalog.scene(named: name) else {
      throw DemoError("unknown scene '\(name)'; scenes: " + Self.sceneNames)
    }
    self.scene = scene
    until = scene.duration
    framesPerSecond = 120
    var customTaps: [ScriptedTap] = []
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else { throw DemoError("\(flag) needs a value") }
      switch flag {
      case "--until":
        guard let seconds = Double(value), seconds.isFinite, seconds >= 0 else {
          throw DemoError("--until needs a non-negative number of seconds, not '\(value)'")
        }
        until = seconds
      case "--fps":
        guard let fps = Double(value), fps.isFinite, fps > 0 else {
          throw DemoError("--fps needs a positive number, not '\(value)'")
        }
        framesPerSecond = fps
      case "--tap":
        guard let at = value.lastIndex(of: "@"),
          let time = Double(value[value.index(after: at)...]),
          time.isFinite, time >= 0
        else {
          throw DemoError("--tap needs LABEL@SECONDS, not '\(value)'")
        }
        customTaps.append(ScriptedTap(query: String(value[..<at]), time: time))
      default:
        throw DemoError("unknown flag '\(flag)' for record")
      }
    }
    taps = customTaps.isEmpty ? scene.taps : customTaps.sorted { $0.time < $1.time }
  }

  /// Runs the recording and returns its text.
  func run() throws -> String {
    let host = scene.mount(framesPerSecond)
    let renderer = SnapshotRenderer()
    var output = "scene \(scene.name) at \(DecimalFormatting.format(framesPerSecond)) fps\n"
    var last = ""
    func show(_ heading: String) {
      let text = renderer.render(host.snapshot())
      guard text != last else { return }
      last = text
      output += "\n-- t=\(DecimalFormatting.format(host.time(), fractionDigits: 4))s\(heading)\n"
      output += text
    }
    show("")
    let grid = FrameGrid(framesPerSecond: framesPerSecond)
    var pending = taps.filter { $0.time <= until }[...]
    var frame: Int64 = 1
    while true {
      let next = grid.instant(ofFrame: frame).seconds
      if let tap = pending.first, tap.time <= min(next, until) {
        host.advanceTo(tap.time)
        try host.tap(tap.query, tap.index)
        pending.removeFirst()
        show(" tap \"\(tap.query)\"")
        continue
      }
      guard next <= until else { break }
      host.advanceTo(next)
      show("")
      frame += 1
    }
    if host.time() < until {
      host.advanceTo(until)
      show("")
    }
    for diagnostic in host.diagnostics() {
      output += "\nwarning: \(diagnostic)"
    }
    return output
  }

  private static var sceneNames: String {
    SceneCatalog.scenes.map(\.name).joined(separator: ", ")
  }
}
