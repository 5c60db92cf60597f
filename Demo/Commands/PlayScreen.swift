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

/// The terminal's settings before `play` changed them, put back on every way out: a normal
/// end, `q`, Ctrl-C, SIGTERM, and a crash (the signal handlers below run only
/// async-signal-safe calls: `tcsetattr`, `write`, `signal`, `raise`).
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var terminalIsTaken: Int32 = 0
/// Colours off, cursor shown, the normal screen back.
private let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

private func restoreTerminal() {
  guard terminalIsTaken != 0 else { return }
  terminalIsTaken = 0
  _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal)
  _ = restoreSequence.withUTF8Buffer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

/// Puts the terminal back, then dies of the same signal.
private let crashHandler: @convention(c) (Int32) -> Void = { number in
  restoreTerminal()
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}

/// `play` on a terminal: the picture of the screen redrawn in place on the alternate screen,
/// a status line, and keys — Space pauses, ←/→ step one frame while paused, `q` or Ctrl-C
/// quits.
///
/// The scene runs on a virtual clock that the Dispatch frame clock's real time drives (minus
/// the time spent paused), so that a frame's values are the scene's values at that instant
/// whatever the frame rate, and stepping back replays the run from the start to the frame
/// before: a scene's values are a function of time.
@MainActor
final class PlayScreen {
  let scene: DemoScene
  let framesPerSecond: Double
  let until: Double
  private var host: SceneHost
  private var pending: ArraySlice<ScriptedTap>
  private let picture = TerminalPicture()
  private let color = ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  /// Real seconds since the start, when last ticked; seconds spent paused.
  private var realNow = 0.0
  private var pausedTotal = 0.0
  private var pausedSince: Double?
  private var lastTick: Double?
  private var drawn = 0
  private var dropped = 0
  private var averageInterval: Double?
  /// The source of key presses.
  private var keys: DispatchSourceRead?
  /// A crash on purpose at this instant (`CADENCE_PLAY_CRASH_AT`), to test that a crashing
  /// scene gives the terminal back.
  private let crashAt = ProcessInfo.processInfo.environment["CADENCE_PLAY_CRASH_AT"].flatMap(
    Double.init)

  init(scene: DemoScene, framesPerSecond: Double, until: Double) {
    self.scene = scene
    self.framesPerSecond = framesPerSecond
    self.until = until
    host = scene.mount(framesPerSecond)
    pending = scene.taps[...]
  }

  /// Takes the terminal, plays until the end or `q`, gives the terminal back, and exits.
  func run() -> Never {
    takeTerminal()
    let clock = DispatchFrameClock(framesPerSecond: framesPerSecond)
    clock.start { [self] now in tick(real: now.seconds, clock: clock) }
    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    input.setEventHandler { [self] in
      var bytes = [UInt8](repeating: 0, count: 16)
      let count = read(STDIN_FILENO, &bytes, bytes.count)
      // The end of the input (stdin not a terminal): no more keys, and no busy loop.
      guard count > 0 else {
        keys?.cancel()
        return
      }
      handle(Array(bytes[0..<count]), clock: clock)
    }
    keys = input
    input.resume()
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    var sources: [DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM] {
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { [self] in finish(clock: clock, status: 128 + number) }
      source.resume()
      sources.append(source)
    }
    withExtendedLifetime((input, sources)) { dispatchMain() }
  }

  private func takeTerminal() {
    _ = tcgetattr(STDIN_FILENO, &savedTerminal)
    var raw = savedTerminal
    // Keys one at a time, not echoed; Ctrl-C still interrupts (ISIG stays on).
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    terminalIsTaken = 1
    atexit { restoreTerminal() }
    for number in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
      signal(number, crashHandler)
    }
    // The alternate screen, cleared, cursor hidden.
    emit("\u{1B}[?1049h\u{1B}[2J\u{1B}[?25l")
  }

  private func handle(_ bytes: [UInt8], clock: DispatchFrameClock) {
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3:
        finish(clock: clock, status: 0)
      case UInt8(ascii: " "):
        if let since = pausedSince {
          pausedTotal += realNow - since
          pausedSince = nil
        } else {
          pausedSince = realNow
        }
        draw()
      case 0x1B where index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "["):
        let key = bytes[index + 2]
        index += 2
        guard pausedSince != nil else { break }
        if key == UInt8(ascii: "C") {
          step(by: 1)
        } else if key == UInt8(ascii: "D") {
          step(by: -1)
        }
      default:
        break
      }
      index += 1
    }
  }

  /// One frame forward or back while paused; back replays the run from the start.
  private func step(by frames: Int) {
    let target = max(host.time() + Double(frames) / framesPerSecond, 0)
    if frames < 0 {
      host = scene.mount(framesPerSecond)
      pending = scene.taps[...]
    }
    advance(to: min(target, until))
    // Keep the clock where the picture is: resuming goes on from this frame.
    if let since = pausedSince { pausedTotal = since - host.time() }
    draw()
  }

  /// Advances the scene to `time`, performing its scripted taps at their instants.
  private func advance(to time: Double) {
    while let tap = pending.first, tap.time <= time {
      if tap.time > host.time() { host.advanceTo(tap.time) }
      if let drag = tap.drag {
        try? host.startDrag(tap.query, tap.index, drag, tap.duration)
      } else {
        try? host.tap(tap.query, tap.index)
      }
      pending.removeFirst()
    }
    if time > host.time() { host.advanceTo(time) }
  }

  private func tick(real: Double, clock: DispatchFrameClock) {
    realNow = real
    let interval = 1 / framesPerSecond
    if let lastTick {
      let gap = real - lastTick
      if gap > 1.5 * interval { dropped += Int((gap / interval).rounded()) - 1 }
      averageInterval = averageInterval.map { $0 * 0.9 + gap * 0.1 } ?? gap
    }
    lastTick = real
    guard pausedSince == nil else { return }
    let target = min(real - pausedTotal, until)
    advance(to: target)
    if let crashAt, host.time() >= crashAt {
      fatalError("a crash asked for by CADENCE_PLAY_CRASH_AT at t=\(host.time())s")
    }
    draw()
    if host.time() >= until { finish(clock: clock, status: 0) }
  }

  private func draw() {
    var size = winsize()
    let columns: Int
    let rows: Int
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 1 {
      columns = Int(size.ws_col)
      rows = Int(size.ws_row)
    } else {
      columns = 80
      rows = 24
    }
    let frame = picture.render(host.snapshot(), color: color, limit: (columns, rows - 1))
    drawn += 1
    let fps = averageInterval.map { $0 > 0 ? 1 / $0 : 0 } ?? 0
    var status =
      "\(scene.name)  t=\(DecimalFormatting.format(host.time(), fractionDigits: 3))s  "
      + "\(DecimalFormatting.format(fps, fractionDigits: 1)) fps  \(dropped) dropped  "
      + "\(host.runningAnimations()) running  "
      + (pausedSince == nil
        ? "▶ Space pause · q quit" : "❚❚ paused · ←/→ step · Space play · q quit")
    if status.count > columns { status = String(status.prefix(columns)) }
    emit("\u{1B}[H" + frame + status + "\u{1B}[K")
  }

  private func finish(clock: DispatchFrameClock, status: Int32) -> Never {
    clock.stop()
    restoreTerminal()
    let fps = averageInterval.map { $0 > 0 ? 1 / $0 : 0 } ?? 0
    print(
      "played \(scene.name) to t=\(DecimalFormatting.format(host.time(), fractionDigits: 3))s: "
        + "\(drawn) frames drawn, \(DecimalFormatting.format(fps, fractionDigits: 1)) fps, "
        + "\(dropped) dropped")
    exit(status)
  }

  private func emit(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(
          STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
  }
}
