import Cadence
import CadenceBenchmarksC
import CadenceTesting
import Foundation

/// Compares Cadence's frame tick with a plain C loop doing the same arithmetic: `count`
/// values of four numbers (as Cadence's `AnimationVector`) moving along the easeInOut Bézier
/// curve, solved the same way (`Benchmarks/CadenceBenchmarksC/cloop.c`). Cadence's side is a
/// whole frame: the clock, the update, the store's loop over its slots. Prints both per value
/// per frame and their ratio (the architecture issue asks at most 1.2 at 10,000 values).
@MainActor
func compareWithCLoop(count: Int, frames: Int) {
  let host = ViewHost(ModifierGrid(count: count, kind: 0))
  try? host.tap("go")
  precondition(host.runningAnimations == count, "every attribute must be animating")
  let cadence = measure(host, frames: frames) / Double(count)

  // The C loop: the same values, the same curve, one frame at each 120 Hz instant.
  let base = [Double](repeating: 0, count: 4 * count)
  let interval = (0..<(4 * count)).map { $0 % 4 == 0 ? 100.0 : 0 }
  let begin = [Double](repeating: 0, count: count)
  var out = [Double](repeating: 0, count: 4 * count)
  let step = 1.0 / 120
  var now = 0.0
  for _ in 0..<10 {
    now += step
    cadence_c_frame(base, interval, begin, 60, now, 0.42, 0, 0.58, 1, &out, count)
  }
  let elapsed = seconds {
    for _ in 0..<frames {
      now += step
      cadence_c_frame(base, interval, begin, 60, now, 0.42, 0, 0.58, 1, &out, count)
    }
  }
  let loop = elapsed * 1e9 / Double(frames) / Double(count)
  print("")
  print("frame tick against a C loop, \(count) values along easeInOut (ns per value per frame)")
  print(
    "  Cadence \(DecimalFormatting.format(cadence, fractionDigits: 1))   C loop "
      + "\(DecimalFormatting.format(loop, fractionDigits: 1))   ratio "
      + DecimalFormatting.format(cadence / max(loop, 1e-9), fractionDigits: 2))
}
