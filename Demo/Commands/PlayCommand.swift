import Cadence
import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// `play SCENE [--fps N] [--until T]`: runs a scene in real time on the Dispatch frame clock,
/// redrawing its text rendering in the terminal each frame; Ctrl-C ends cleanly.
@MainActor
struct PlayCommand {
  static let usage = """
    usage: Demo play SCENE [--fps N] [--until SECONDS]
      Runs SCENE in real time on the Dispatch frame clock, with its scripted taps, redrawing
      the tree each frame. Ends after SECONDS (the scene's duration plus one second by
      default) or on Ctrl-C.
    """

  let scene: DemoScene
  var framesPerSecond = 30.0
  var until: Double

  init(arguments: [String]) throws {
    var rest = arguments[...]
    guard let name = rest.popFirst(), !name.hasPrefix("-") else {
      throw DemoError("play needs a scene name; scenes: " + SceneCatalog.names)
    }
    scene = try SceneCatalog.require(name)
    until = scene.duration + 1
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else { throw DemoError("\(flag) needs a value") }
      switch flag {
      case "--fps":
        guard let fps = Double(value), fps.isFinite, fps > 0 else {
          throw DemoError("--fps needs a positive number, not '\(value)'")
        }
        framesPerSecond = fps
      case "--until": until = try DemoError.seconds(value, for: flag)
      default: throw DemoError("unknown flag '\(flag)' for play")
      }
    }
  }

  /// Plays until the end or Ctrl-C, then returns the exit status.
  func run() -> Int32 {
    let clock = DispatchFrameClock(framesPerSecond: framesPerSecond)
    let runtime = scene.mountLive(clock)
    // The Dispatch clock's frame ticks carry real time, off any grid: redraws are spaced by
    // at least 90 % of a frame (scheduled ticks in between update the tree but are not drawn).
    let redrawSpacing = VirtualTime(seconds: 0.9 / framesPerSecond)
    var lastDrawn: VirtualTime?
    runtime.frameInterval = VirtualTime(seconds: 1 / framesPerSecond)
    var pending = scene.taps[...]
    let renderer = SnapshotRenderer()
    let interactive = isatty(STDOUT_FILENO) != 0
    let tick: @MainActor (VirtualTime) -> Void = { now in
      runtime.update(at: now)
      while let tap = pending.first, tap.time <= now.seconds {
        pending.removeFirst()
        let matches = runtime.interactions(.tap, matching: tap.query)
        if tap.index < matches.count, let action = matches[tap.index].tap {
          runtime.send { action() }
        }
      }
      let due = lastDrawn.map { now - $0 >= redrawSpacing } ?? true
      guard due || now.seconds >= until else { return }
      lastDrawn = now
      let frame = renderer.render(runtime.snapshot())
      let clear = interactive ? "\u{1B}[H\u{1B}[2J" : "\n"
      let heading =
        "\(scene.name)  t=\(DecimalFormatting.format(now.seconds, fractionDigits: 3))s\n"
      FileHandle.standardOutput.write(Data((clear + heading + frame).utf8))
      if now.seconds >= until {
        clock.stop()
        exit(0)
      }
    }
    clock.start { tick($0) }
    signal(SIGINT, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    interrupt.setEventHandler {
      clock.stop()
      let seconds = DecimalFormatting.format(clock.now.seconds, fractionDigits: 3)
      FileHandle.standardOutput.write(Data("\nstopped at \(seconds)s\n".utf8))
      // 128 + SIGINT, as a shell reports a program ended by Ctrl-C.
      exit(130)
    }
    interrupt.resume()
    dispatchMain()
  }
}
