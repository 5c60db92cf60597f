import Foundation

/// What a preview build says on standard error while it runs, so that the first build (which
/// compiles Cadence: a minute or more) is not silent: what is built and against which
/// Cadence, then SwiftPM's progress (`[120/415] Compiling Cadence Layout.swift`), on a
/// terminal as one line rewritten in place, elsewhere a line at each tenth of the steps; at
/// the end how long it took.
struct BuildProgress {
  let folder: URL
  let checkout: URL
  /// Whether standard error is a terminal (progress rewritten in place).
  var isTerminal = isatty(STDERR_FILENO) != 0
  /// Where the messages go.
  var write: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

  private var started = Date()
  private var lastTenth = -1
  private var steps = 0
  private var showsLine = false
  private var reusing = false

  init(folder: URL, checkout: URL) {
    self.folder = folder
    self.checkout = checkout
  }

  /// Says what is built: the harness's package against the checkout, and, when the
  /// previewed package's own build could not be used, why not.
  mutating func start(unusedBuild: String? = nil) {
    (started, lastTenth, steps, showsLine, reusing) = (Date(), -1, 0, false, false)
    let built = FileManager.default.fileExists(
      atPath: folder.appendingPathComponent(PreviewHarness.builtHost).path)
    if let unusedBuild {
      write("the package's own build of Cadence is not used: \(unusedBuild)\n")
    }
    write(
      "building the previews in \(folder.path) against Cadence at \(checkout.path)"
        + (built ? "\n" : " (a first build: it compiles Cadence too, a minute or two)\n"))
  }

  /// Says that the previews compile against the previewed package's own build of Cadence in
  /// `build` (its modules and objects, not compiled again).
  mutating func startReusing(_ build: URL) {
    (started, lastTenth, steps, showsLine, reusing) = (Date(), -1, 0, false, true)
    write(
      "compiling the previews in \(folder.path) against the package's own build of Cadence in "
        + "\(build.path)\n")
  }

  /// Reads one line of SwiftPM's output.
  mutating func read(_ line: Substring) {
    guard let step = Self.step(line) else { return }
    steps = step.total
    if isTerminal {
      let text = "[\(step.done)/\(step.total)] \(step.what)"
      write("\r\u{1B}[K" + String(text.prefix(100)))
      showsLine = true
      return
    }
    let tenth = step.done * 10 / max(step.total, 1)
    if tenth > lastTenth {
      lastTenth = tenth
      write("  \(tenth * 10) % (\(step.done)/\(step.total) steps)\n")
    }
  }

  mutating func finish(succeeded: Bool) {
    if showsLine { write("\r\u{1B}[K") }
    // SwiftPM's count grows as it plans; its last line need not be the last step.
    if succeeded, !isTerminal, steps > 0, lastTenth < 10 {
      write("  100 % (\(steps)/\(steps) steps)\n")
    }
    let seconds = Date().timeIntervalSince(started)
    let took = String(format: "%.1f s", seconds)
    write(
      succeeded
        ? "built in \(took)"
          + (steps > 0 ? " (\(steps) steps)\n" : reusing ? "\n" : ", nothing to do\n")
        : "the build failed after \(took)\n")
  }

  /// `[done/total] what` from a SwiftPM progress line.
  static func step(_ line: Substring) -> (done: Int, total: Int, what: Substring)? {
    guard line.hasPrefix("["), let slash = line.firstIndex(of: "/"),
      let close = line.firstIndex(of: "]"), slash < close,
      let done = Int(line[line.index(after: line.startIndex)..<slash]),
      let total = Int(line[line.index(after: slash)..<close])
    else { return nil }
    return (done, total, line[line.index(after: close)...].drop { $0 == " " })
  }
}

/// A pipe read to its end on a thread of its own, so that a process writing to two pipes never
/// blocks on the one not being read.
final class PipeDrain: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything the pipe carried, once its writer closed it.
  func wait() -> Data {
    done.wait()
    return data
  }
}
