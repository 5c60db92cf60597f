import Cadence
import CadenceInspection
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `play SCENE [--fps N] [--until T]`: runs a scene in real time on the Dispatch frame clock.
/// On a terminal it draws the picture of the screen in place (`PlayScreen`); otherwise it
/// prints the text rendering of the tree at each frame; Ctrl-C ends cleanly.
@MainActor
struct PlayCommand {
  static let usage = """
    usage: Demo play SCENE [--fps N] [--until SECONDS]
      Runs SCENE in real time on the Dispatch frame clock, with its scripted taps. On a
      terminal it draws the screen in place on the alternate screen (colours unless NO_COLOR
      is set; cropped with a marker when the terminal is smaller), with the time, the frame
      rate achieved, the frames dropped and the running animations in a status line: Space
      pauses, ←/→ step one frame while paused, q or Ctrl-C quits, and the terminal is put
      back however it ends. Otherwise it prints the tree at each frame (30 per second by
      default; 120 on a terminal). Ends after SECONDS (the scene's duration plus one second
      by default), and says how many frames it drew and dropped.
    """

  let scene: DemoScene
  var framesPerSecond: Double?
  var until: Double

  init(arguments: [String]) throws {
    let parsed = try CommandSyntax(
      command: "play", positionals: ["a scene name (Demo list shows them)"],
      valued: ["--fps", "--until"]
    ).parse(arguments)
    scene = try SceneCatalog.require(parsed.positionals[0])
    framesPerSecond = try parsed.positive("--fps")
    until = try parsed.seconds("--until") ?? scene.duration + 1
  }

  /// Plays until the end or Ctrl-C, then returns the exit status.
  func run() -> Int32 {
    if isatty(STDOUT_FILENO) != 0 {
      PlayScreen(scene: scene, framesPerSecond: framesPerSecond ?? 120, until: until).run()
    }
    let framesPerSecond = framesPerSecond ?? 30
    let clock = DispatchFrameClock(framesPerSecond: framesPerSecond)
    let runtime = scene.mountLive(clock)
    // The Dispatch clock's frame ticks carry real time, off any grid: redraws are spaced by
    // at least 90 % of a frame (scheduled ticks in between update the tree but are not drawn).
    let redrawSpacing = VirtualTime(seconds: 0.9 / framesPerSecond)
    var lastDrawn: VirtualTime?
    runtime.frameInterval = VirtualTime(seconds: 1 / framesPerSecond)
    var pending = scene.taps[...]
    let renderer = SnapshotRenderer()
    var drawn = 0
    var dropped = 0
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
      if let lastDrawn, (now - lastDrawn).seconds > 1.5 / framesPerSecond {
        dropped += Int(((now - lastDrawn).seconds * framesPerSecond).rounded()) - 1
      }
      lastDrawn = now
      drawn += 1
      let frame = renderer.render(runtime.snapshot())
      let heading =
        "\(scene.name)  t=\(DecimalFormatting.format(now.seconds, fractionDigits: 3))s\n"
      FileHandle.standardOutput.write(Data(("\n" + heading + frame).utf8))
      if now.seconds >= until {
        clock.stop()
        print("played \(scene.name): \(drawn) frames drawn, \(dropped) dropped")
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
