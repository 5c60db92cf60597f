import Cadence
import CadenceTesting
import Foundation
import TestScenes

/// `count` small swatches on screen, rows of 40, each turning and sliding forever once
/// "go" is tapped: the frames `Demo play` draws with many animated views.
struct SwatchField: View {
  let count: Int
  @State private var moving = false

  var body: some View {
    VStack(spacing: 1) {
      Button("go") { withAnimation(.linear(duration: 1).repeatForever()) { moving = true } }
      ForEach(0..<(count + 39) / 40, id: \.self) { row in
        HStack(spacing: 1) {
          ForEach(0..<min(40, count - row * 40), id: \.self) { column in
            Color.blue.frame(width: 8, height: 8)
              .rotationEffect(.degrees(moving ? 90 : 0))
              .offset(x: moving ? 2 : 0)
          }
        }
      }
    }
  }
}

/// The pictures issue's numbers: a 10,000-node frame into the character grid, and one
/// frame of `Demo play` (tick, layout, snapshot, picture) with 1,000 animated views.
@MainActor
func runPictureBenchmarks() {
  print("")
  print("Pictures: a frame drawn into the character grid, with colour (ms)")
  print("  frame                                   nodes     ms/picture   µs/node")
  let picture = TerminalPicture()
  for (name, host) in [
    ("10,000 text rows (a screenful shown)", AnyHost(ViewHost(TextRows(count: 10_000)))),
    ("10,000 swatches, all on screen", AnyHost(ViewHost(SwatchField(count: 10_000)))),
  ] {
    let snapshot = host.snapshot()
    let nodes = snapshot.allNodes.count
    _ = picture.render(snapshot, color: true)
    let repeats = 20
    let time =
      seconds { for _ in 0..<repeats { _ = picture.render(snapshot, color: true) } }
      / Double(repeats)
    print(
      "  " + name.padding(toLength: 40, withPad: " ", startingAt: 0)
        + String(nodes).padding(toLength: 10, withPad: " ", startingAt: 0)
        + DecimalFormatting.format(time * 1e3, fractionDigits: 2)
        .padding(toLength: 13, withPad: " ", startingAt: 0)
        + DecimalFormatting.format(time * 1e6 / Double(nodes), fractionDigits: 3))
  }
  // One frame of play: the scene advanced a frame, laid out, snapshotted and drawn.
  let host = ViewHost(SwatchField(count: 1_000))
  try? host.tap("go")
  for _ in 0..<5 {
    host.advance(frames: 1)
    _ = picture.render(host.snapshot(), color: true)
  }
  let frames = 120
  let perFrame =
    seconds {
      for _ in 0..<frames {
        host.advance(frames: 1)
        _ = picture.render(host.snapshot(), color: true)
      }
    } / Double(frames)
  var snapshot = host.snapshot()
  let drawing =
    seconds { for _ in 0..<frames { _ = picture.render(snapshot, color: true) } }
    / Double(frames)
  let updating =
    seconds {
      for _ in 0..<frames {
        host.advance(frames: 1)
        snapshot = host.snapshot()
      }
    } / Double(frames)
  print(
    "  play, 1,000 animated views: update and snapshot "
      + DecimalFormatting.format(updating * 1e3, fractionDigits: 2) + " ms, picture "
      + DecimalFormatting.format(drawing * 1e3, fractionDigits: 2) + " ms")
  print(
    "  play, 1,000 animated views (\(host.runningAnimations) animations): "
      + DecimalFormatting.format(perFrame * 1e3, fractionDigits: 2) + " ms a frame, "
      + DecimalFormatting.format(perFrame * 120 * 100, fractionDigits: 0)
      + " % of a 120 Hz frame's 8.33 ms")
}

/// A host of any root view, for a table of them.
@MainActor
struct AnyHost {
  let snapshot: () -> Snapshot

  init<Root: View>(_ host: ViewHost<Root>) {
    snapshot = { host.snapshot() }
  }
}

/// Pictures against the size of what they draw: a long word and deeply nested stacks at two
/// sizes, with the time per character of the word, or of the output for the stacks (whose
/// paths make the output grow as the square of the depth); flat when linear.
@MainActor
func pictureScaling() {
  print("")
  print(
    "Pictures against what they draw (µs a character of the word, or of the output; flat is "
      + "linear)")
  func cost(_ name: String, _ sizes: [Int], perOutput: Bool = false, _ draw: (Int) -> String) {
    var row = "  " + name.padding(toLength: 40, withPad: " ", startingAt: 0)
    for size in sizes {
      let start = ContinuousClock().now
      let output = draw(size)
      let elapsed = ContinuousClock().now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      let perUnit = seconds * 1e6 / Double(max(perOutput ? output.count : size, 1))
      row += "  \(size): \(DecimalFormatting.format(perUnit, fractionDigits: 3))"
      _ = output
    }
    print(row)
  }
  func word(_ count: Int) -> Snapshot {
    ViewHost(Text(String(repeating: "w", count: count)).frame(width: 300)).snapshot()
  }
  func nested(_ depth: Int) -> Snapshot {
    ViewHost(NestedStacks(depth: depth)).snapshot()
  }
  cost("long word, terminal", [2_000, 8_000]) { TerminalPicture().render(word($0), color: false) }
  cost("long word, SVG", [2_000, 8_000]) { SnapshotSVG().document(word($0)) }
  // Each level's path is as long as its depth: the output itself grows as depth squared.
  cost("nested stacks, SVG (per output char)", [1_000, 2_000], perOutput: true) {
    SnapshotSVG().document(nested($0))
  }
}
