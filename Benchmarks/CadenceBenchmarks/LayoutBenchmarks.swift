import Cadence
import CadenceTesting
import Foundation

/// N text rows in a vertical stack, one animated swatch, and a counter button: the layout
/// issue's scenarios.
struct TextRows: View {
  let count: Int
  @State private var taps = 0
  @State private var moved = false

  var body: some View {
    VStack(spacing: 0) {
      Button("tap \(taps)") { taps += 1 }
      Color.orange.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
        .animation(.linear(duration: 60), value: moved)
      Button("go") { moved = true }
      ForEach(0..<count, id: \.self) { index in Text("row \(index)") }
    }
  }
}

/// N rows that each keep their own state and change their opacity when tapped.
struct TapRows: View {
  let count: Int

  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<count, id: \.self) { index in TapRow(index: index) }
    }
  }
}

struct TapRow: View {
  let index: Int
  @State private var selected = false

  var body: some View {
    Text("row \(index)").opacity(selected ? 0.5 : 1).onTapGesture { selected.toggle() }
  }
}

/// N text rows whose every text names the generation: a tap on the root changes the
/// generation, so the root's body runs again and every row's text changes (same length, so
/// sizes do not change unless the generation's digits do).
struct GenerationRows: View {
  let count: Int
  @State private var generation = 10

  var body: some View {
    VStack(spacing: 0) {
      Button("next") { generation += 1 }
      ForEach(0..<count, id: \.self) { index in Text("row \(index) of \(generation)") }
    }
  }
}

/// The cost, per row, of a root change that gives each of `size` text rows a new text, in two
/// parts: the tap and its update (the root's body, the `ForEach`, each row's text compared,
/// changed and measured again at the same size, layout), then the snapshot (each row rendered
/// again and put into its stack's children). Each the fastest of `repeats`, in seconds per row.
@MainActor
func rootChangeCost(rows size: Int, repeats: Int = 9) -> (update: Double, snapshot: Double) {
  let host = ViewHost(GenerationRows(count: size))
  _ = host.snapshot()
  try? host.tap("next")
  _ = host.snapshot()
  var update = Double.infinity
  var snapshot = Double.infinity
  for _ in 0..<repeats {
    update = min(update, seconds { try? host.tap("next") })
    snapshot = min(snapshot, seconds { _ = host.snapshot() })
  }
  return (update / Double(size), snapshot / Double(size))
}

/// Seconds elapsed running `body`.
@MainActor
func seconds(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  let elapsed = clock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The resident memory of this process in bytes (Linux: `/proc/self/statm`), or nil.
func residentBytes() -> Double? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return nil
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
  return pages * 4096
}

/// A number of microseconds, two decimals.
func microseconds(_ seconds: Double) -> String {
  DecimalFormatting.format(seconds * 1e6, fractionDigits: 2)
}

/// A number of microseconds, padded for the table.
func micro(_ seconds: Double, _ width: Int = 14) -> String {
  DecimalFormatting.format(seconds * 1e6, fractionDigits: 2).padding(
    toLength: width, withPad: " ", startingAt: 0)
}

@MainActor
func runLayoutBenchmarks(sizes: [Int]) {
  print("")
  print("Layout and render pass: N Text rows in a VStack (µs; per row where it says so)")
  print(
    "  rows       mount/row     layout+snapshot/row  same snapshot   animated frame  tap+layout"
      + "    same-size leaf change      memory/row (bytes, mounted and rendered)")
  for size in sizes {
    var host: ViewHost<TextRows>?
    let before = residentBytes()
    let mount = seconds { host = ViewHost(TextRows(count: size)) }
    // The first snapshot: the rendered tree is kept from then on, so it counts as memory.
    _ = host?.snapshot()
    let memory = zip(residentBytes().map { [$0] } ?? [], before.map { [$0] } ?? []).map {
      ($0 - $1) / Double(size)
    }.first
    guard let host else { continue }
    // Full layout: a new screen size drops every cached size; then a snapshot. The fastest of
    // several: what the work costs, without what other processes on the machine took.
    let repeats = 9
    var toggle = false
    var full = Double.infinity
    for _ in 0..<repeats {
      toggle.toggle()
      full = min(
        full,
        seconds {
          host.size = CGSize(width: toggle ? 391 : 390, height: 844)
          _ = host.snapshot()
        })
    }
    // A snapshot when nothing changed: the previous one, shared.
    let snapshot = seconds { for _ in 0..<repeats { _ = host.snapshot() } } / Double(repeats)
    // One animated swatch among the rows: a frame tick and a snapshot.
    try? host.tap("go")
    // The first frame after the tap settles the tap's own work; steady frames follow.
    for _ in 0..<2 {
      host.advance(frames: 1)
      _ = host.snapshot()
    }
    let frames = 100
    let frame =
      seconds {
        for _ in 0..<frames {
          host.advance(frames: 1)
          _ = host.snapshot()
        }
      } / Double(frames)
    // A tap on one row of N tappable rows that keep their own state.
    let tapHost = ViewHost(TapRows(count: size))
    _ = tapHost.snapshot()
    // The first tap pays one-time costs (type metadata of the rows' modifiers).
    try? tapHost.tap("row 1")
    let taps = 100
    if ProcessInfo.processInfo.environment["TAP_PROBE"] != nil {
      let before = tapHost.statistics
      try? tapHost.tap("row 7")
      _ = tapHost.snapshot()
      let after = tapHost.statistics
      print(
        "probe: placements", after.layoutPlacements - before.layoutPlacements, "computations",
        after.layoutComputations - before.layoutComputations, "rendered",
        after.renderedNodes - before.renderedNodes, "bodies",
        after.bodyEvaluations - before.bodyEvaluations,
        "full", after.fullRenders - before.fullRenders)
    }
    let tap =
      seconds {
        for index in 0..<taps { try? tapHost.tap("row \((index * 7_919) % size)") }
      } / Double(taps)
    try? host.tap("tap 0")
    let computations = host.statistics.layoutComputations
    try? host.tap("tap 1")  // "tap 1" → "tap 2": same length, same size
    let work = host.statistics.layoutComputations - computations
    print(
      "  \(String(size).padding(toLength: 9, withPad: " ", startingAt: 0))  "
        + micro(mount / Double(size)) + micro(full / Double(size), 21)
        + micro(snapshot, 16) + micro(frame, 16) + micro(tap)
        + "\(work) size computations".padding(toLength: 27, withPad: " ", startingAt: 0)
        + (memory.map { DecimalFormatting.format($0, fractionDigits: 0) } ?? "n/a"))
  }
}
