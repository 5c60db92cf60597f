import Cadence
import CadenceTesting
import Foundation

/// The lazy containers the benchmark scrolls: a `LazyVStack` in a scroll view, a `List`, and
/// a three-column `LazyVGrid` in a scroll view.
enum LazyContainer: String, CaseIterable {
  case lazyVStack = "LazyVStack"
  case list = "List"
  case lazyVGrid = "LazyVGrid"
}

/// Button rows (each with its `@State`) in a lazy container, at each of `sizes`: the cost of
/// mounting it (mount, layout, first snapshot) and of one scroll step (a scroll by 97 points:
/// the offset changes, rows come into sight and leave, a snapshot), with the ratio of each
/// size's step to the smallest's. Issue #37 asks a step at 100k rows within 2× the step at 1k,
/// and a mount of 100k lazy rows within 5 ms.
@MainActor
func lazyStackCosts(sizes: [Int], container: LazyContainer = .lazyVStack) {
  struct Rows: View {
    let count: Int
    let container: LazyContainer
    var body: some View {
      switch container {
      case .lazyVStack:
        ScrollView {
          LazyVStack {
            ForEach(0..<count, id: \.self) { index in ScaleButtonRow(index: index) }
          }
        }
      case .list:
        List {
          ForEach(0..<count, id: \.self) { index in ScaleButtonRow(index: index) }
        }
      case .lazyVGrid:
        ScrollView {
          LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
            ForEach(0..<count, id: \.self) { index in ScaleButtonRow(index: index) }
          }
        }
      }
    }
  }
  func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
  let clock = ContinuousClock()
  print("")
  let scrolled = container == .list ? "List" : "ScrollView"
  print(
    "\(container.rawValue) of button rows (390×844): mount, and a scroll step of 97 pt")
  print("  rows        mount (ms)   step (µs)   step / smallest's   rows made")
  var firstStep: Double?
  for size in sizes {
    var mount = Double.infinity
    var step = Double.infinity
    var made = 0
    for _ in 0..<3 {
      let start = clock.now
      let host = ViewHost(
        Rows(count: size, container: container), size: CGSize(width: 390, height: 844))
      _ = host.snapshot()
      mount = min(mount, seconds(clock.now - start))
      for _ in 0..<50 {
        let begin = clock.now
        try? host.scroll(scrolled, by: 97)
        _ = host.snapshot()
        step = min(step, seconds(clock.now - begin))
      }
      made = host.statistics.nodesMounted
    }
    if firstStep == nil { firstStep = step }
    print(
      "  \(String(size).padding(toLength: 10, withPad: " ", startingAt: 0))  "
        + "\(DecimalFormatting.format(mount * 1e3, fractionDigits: 3).padding(toLength: 11, withPad: " ", startingAt: 0))  "
        + "\(DecimalFormatting.format(step * 1e6, fractionDigits: 1).padding(toLength: 10, withPad: " ", startingAt: 0))  "
        + "\(DecimalFormatting.format(step / (firstStep ?? step), fractionDigits: 2).padding(toLength: 18, withPad: " ", startingAt: 0))  "
        + "\(made) nodes")
  }
}
