import Cadence
import CadenceTesting
import Foundation
import TestScenes

/// Layout cost against nesting depth: at each depth, the size computations and time of a
/// mount and of a 1-point width change, for alternating stacks and for nested flexible
/// frames. Linear layout shows as computations growing in proportion to depth.
@MainActor
func nestingCosts(depths: [Int]) {
  print("")
  print("Layout against nesting depth (size computations; ms)")
  print(
    "  shape                 depth   nodes   mount: sizes   ms      width change: sizes   ms")
  func row<V: View>(_ name: String, depth: Int, _ make: () -> V) {
    let start = ContinuousClock().now
    let host = ViewHost(make())
    _ = host.snapshot()
    let mounted = ContinuousClock().now - start
    let mountSizes = host.statistics.layoutComputations
    let before = host.statistics.layoutComputations
    let change = ContinuousClock().now
    host.size = CGSize(width: 389, height: 844)
    _ = host.snapshot()
    let changed = ContinuousClock().now - change
    let changeSizes = host.statistics.layoutComputations - before
    func ms(_ duration: Duration) -> String {
      DecimalFormatting.format(
        Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3,
        fractionDigits: 2)
    }
    print(
      "  \(name.padding(toLength: 20, withPad: " ", startingAt: 0))  \(depth)"
        + "\t  \(host.statistics.liveNodes)\t  \(mountSizes)\t\t \(ms(mounted))\t  "
        + "\(changeSizes)\t\t\t\(ms(changed))")
  }
  for depth in depths {
    row("alternating stacks", depth: depth) { AlternatingStacks(depth: depth) }
  }
  for depth in depths {
    row("flexible frames", depth: depth) { FlexibleFrames(depth: depth) }
  }
}
