import Cadence
import CadenceTesting
import Foundation

/// A lazy grid of `count` cells in three flexible columns against a `VStack` of `count`
/// rows, each a fixed-height colour: the cost of mounting and laying out, and of laying out
/// again after a width change, per cell or row, and the grid's ratio to the stack.
@MainActor
func gridCosts(count: Int) {
  func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
  func measure<V: View>(_ make: () -> V) -> (mount: Double, relayout: Double, sizes: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    let host = ViewHost(make())
    _ = host.snapshot()
    let mount = seconds(clock.now - start)
    let before = host.statistics.layoutComputations
    var relayout = Double.infinity
    for step in 1...5 {
      let change = clock.now
      host.size = CGSize(width: 390 - Double(step), height: 844)
      _ = host.snapshot()
      relayout = min(relayout, seconds(clock.now - change))
    }
    return (mount, relayout, (host.statistics.layoutComputations - before) / 5)
  }
  let columns = Array(repeating: GridItem(.flexible()), count: 3)
  let grid = measure {
    ScrollView {
      LazyVGrid(columns: columns) {
        ForEach(0..<count, id: \.self) { _ in Color.gray.frame(height: 20) }
      }
    }
  }
  let stack = measure {
    ScrollView {
      VStack {
        ForEach(0..<count, id: \.self) { _ in Color.gray.frame(height: 20) }
      }
    }
  }
  func perItem(_ value: Double) -> String {
    DecimalFormatting.format(value / Double(count) * 1e6, fractionDigits: 2) + " µs"
  }
  func ratio(_ a: Double, _ b: Double) -> String {
    DecimalFormatting.format(a / b, fractionDigits: 2)
  }
  print("")
  print("LazyVGrid of \(count) cells (3 flexible columns) against a VStack of \(count) rows")
  print("                 mount + layout + snapshot   width change: layout + snapshot   sizes")
  print(
    "  LazyVGrid      \(perItem(grid.mount))\t\t\t     \(perItem(grid.relayout))\t\t\t\(grid.sizes)"
  )
  print(
    "  VStack         \(perItem(stack.mount))\t\t\t     \(perItem(stack.relayout))\t\t\t\(stack.sizes)"
  )
  print(
    "  grid / stack   \(ratio(grid.mount, stack.mount))\t\t\t\t     \(ratio(grid.relayout, stack.relayout))"
  )
}
