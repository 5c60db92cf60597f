import Cadence
import CadenceTesting
import Foundation

/// Compares Cadence's frame tick with a plain C loop doing the same arithmetic: `count`
/// values of four numbers (as Cadence's `AnimationVector`) moving along the easeInOut Bézier
/// curve, solved the same way (`Benchmarks/CadenceCLoop/cloop.c`, a program of its own, run
/// from beside this one). Cadence's side is a whole frame: the clock, the update, the store's
/// loop over its slots. Prints both per value per frame and their ratio, twice: the values
/// started by one change with one animation (they share its timing, so Cadence solves the
/// curve once a frame; the C loop solves it for each value), and values whose animations all
/// differ (each solves its own curve, as the C loop does).
@MainActor
func compareWithCLoop(count: Int, frames: Int) {
  print("")
  print("frame tick against a C loop, \(count) values along easeInOut (ns per value per frame)")
  let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("CadenceCLoop")
  let loop = runCLoop(program, count: count, frames: frames)
  for (kind, label) in [(0, "one animation, one timing"), (4, "a timing for each value")] {
    let host = ViewHost(ModifierGrid(count: count, kind: kind))
    try? host.tap("go")
    precondition(host.runningAnimations == count, "every attribute must be animating")
    let cadence = measure(host, frames: frames) / Double(count)
    let shown = DecimalFormatting.format(cadence, fractionDigits: 1)
    guard let loop else {
      print(
        "  \(label): Cadence \(shown)   C loop not built "
          + "(swift build -c release --product CadenceCLoop)")
      continue
    }
    print(
      "  \(label): Cadence \(shown)   C loop "
        + "\(DecimalFormatting.format(loop, fractionDigits: 1))   ratio "
        + DecimalFormatting.format(cadence / max(loop, 1e-9), fractionDigits: 2))
  }
}

/// The C loop's nanoseconds per value per frame, or nil when it is not there or fails.
private func runCLoop(_ program: URL, count: Int, frames: Int) -> Double? {
  guard FileManager.default.isExecutableFile(atPath: program.path) else { return nil }
  let process = Process()
  process.executableURL = program
  process.arguments = [String(count), String(frames)]
  let output = Pipe()
  process.standardOutput = output
  do { try process.run() } catch { return nil }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0,
    let text = String(data: data, encoding: .utf8),
    let first = text.split(separator: " ").first
  else { return nil }
  return Double(first)
}
