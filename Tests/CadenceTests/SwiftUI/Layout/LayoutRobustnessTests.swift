import Cadence
import CadenceTesting
import Foundation
import TestScenes
import Testing

/// Lengths a frame or a padding may be given, the hostile ones included.
private let lengths: [CGFloat] = [
  0, 1, 10, 44.5, 300, 1e6, -5, .infinity, -.infinity, .nan, 1e308, .greatestFiniteMagnitude,
]

/// A random view tree of stacks, spacers, texts, colours and layout modifiers.
@MainActor
private func randomView(_ random: inout SplitMix, depth: Int) -> AnyView {
  if depth == 0 {
    switch random.next() % 4 {
    case 0: return AnyView(Color.red)
    case 1: return AnyView(Text(String(repeating: "word ", count: Int(random.next() % 8))))
    case 2: return AnyView(Spacer(minLength: random.pick(lengths)))
    default: return AnyView(Image(systemName: "star"))
    }
  }
  let first = randomView(&random, depth: depth - 1)
  let second = randomView(&random, depth: depth - 1)
  let base: AnyView
  switch random.next() % 5 {
  case 0:
    base = AnyView(
      HStack(spacing: random.pick(lengths)) {
        first
        second
      })
  case 1:
    base = AnyView(
      VStack(spacing: random.pick(lengths)) {
        first
        second
      })
  case 2:
    base = AnyView(
      ZStack {
        first
        second
      })
  case 3:
    base = AnyView(
      ScrollView([.horizontal, .vertical]) {
        first
        second
      })
  default:
    base = AnyView(
      ViewThatFits {
        first
        second
      })
  }
  switch random.next() % 8 {
  case 0: return AnyView(base.frame(width: random.pick(lengths), height: random.pick(lengths)))
  case 1:
    return AnyView(
      base.frame(
        minWidth: random.pick(lengths), idealWidth: random.pick(lengths),
        maxWidth: random.pick(lengths), minHeight: random.pick(lengths)))
  case 2: return AnyView(base.padding(random.pick(lengths)))
  case 3: return AnyView(base.fixedSize())
  case 4: return AnyView(base.aspectRatio(random.pick(lengths), contentMode: .fit))
  case 5: return AnyView(base.position(x: random.pick(lengths), y: random.pick(lengths)))
  case 6: return AnyView(base.layoutPriority(Double(random.pick(lengths))))
  default: return AnyView(base.overlay { Color.blue.frame(width: random.pick(lengths)) })
  }
}

/// Bad input never reaches a frame: whatever lengths a tree is given (negative, NaN,
/// infinite, huge) and whatever screen it is on, every frame in the snapshot is finite and
/// no size is negative.
@MainActor
@Suite("Layout robustness")
struct LayoutRobustnessTests {
  @Test("random trees with hostile lengths always give finite frames", arguments: 0..<200)
  func finiteFrames(seed: Int) {
    var random = SplitMix(state: UInt64(seed) &* 7919)
    let view = randomView(&random, depth: 2 + seed % 3)
    let sizes = [
      CGSize(width: 390, height: 844), CGSize(width: 0, height: 0), CGSize(width: 1e9, height: 1),
    ]
    let host = ViewHost(view, size: sizes[seed % sizes.count])
    for node in host.snapshot().allNodes {
      let frame = node.frame
      #expect(frame.origin.x.isFinite && frame.origin.y.isFinite, "\(node.path)")
      #expect(frame.width.isFinite && frame.height.isFinite, "\(node.path)")
      #expect(frame.width >= 0 && frame.height >= 0, "\(node.path)")
    }
  }

  @Test("a text with a hostile font size or a huge width still gets a finite frame (Int overflow)")
  func hostileText() {
    for size in [CGFloat.nan, .infinity, -3, 0, 1e300] {
      let host = ViewHost(
        VStack {
          Text("some words here").font(.system(size: size))
          Text("wide").frame(width: 1e308)
        })
      for node in host.snapshot().allNodes {
        #expect(node.frame.width.isFinite && node.frame.height.isFinite, "\(size) \(node.path)")
        #expect(node.frame.minX.isFinite && node.frame.minY.isFinite, "\(size) \(node.path)")
      }
    }
  }

  @Test(
    "a state write in a GeometryReader's content is reported as during a body (only a loop was)")
  func geometryReaderStateWrite() {
    let host = ViewHost(MeasuringReader())
    host.advance(by: 0.1)
    let kinds = host.diagnostics.map(\.kind)
    #expect(kinds.contains(.stateWrittenDuringBody), "\(host.diagnostics)")
    #expect(!kinds.contains(.updateDidNotSettle), "\(host.diagnostics)")
    #expect(
      host.diagnostics.first { $0.kind == .stateWrittenDuringBody }?.path == "MeasuringReader")
  }
}

/// A reader that stores its width in its parent's state while building its content.
private struct MeasuringReader: View {
  @State private var width: CGFloat = 0

  var body: some View {
    VStack {
      Text("width \(Int(width))")
      GeometryReader { proxy in
        let _ = store(proxy.size.width + CGFloat(Int.random(in: 0...1000)))
        Color.gray
      }
    }
  }

  private func store(_ newWidth: CGFloat) -> Bool {
    width = newWidth
    return true
  }
}

@MainActor
@Suite("Layout cost against nesting depth")
struct NestingCostTests {
  /// The size computations of a 1-point width change of `view`, and its live nodes.
  func widthChange<V: View>(_ view: V) -> (sizes: Int, nodes: Int) {
    let host = ViewHost(view)
    _ = host.snapshot()
    let before = host.statistics.layoutComputations
    host.size = CGSize(width: 389, height: 844)
    _ = host.snapshot()
    return (host.statistics.layoutComputations - before, host.statistics.liveNodes)
  }

  @Test("alternating stacks cost sizes in proportion to their nodes (12 deep cost 253,638)")
  func alternatingStacks() {
    var perNode: [Double] = []
    for depth in [8, 12, 16] {
      let (sizes, nodes) = widthChange(AlternatingStacks(depth: depth))
      perNode.append(Double(sizes) / Double(nodes))
    }
    // Every proposal a node is asked is answered once: a few dozen a node at most, at any
    // depth (it was 2.2 times more at each level).
    #expect(perNode.allSatisfy { $0 < 30 }, "\(perNode)")
  }

  @Test("nested flexible frames compute each guide once a level (16 deep took 5.3 s)")
  func flexibleFrames() {
    for depth in [8, 16, 32] {
      let host = ViewHost(FlexibleFrames(depth: depth))
      _ = host.snapshot()
      // Two alignment axes at one size and proposal a level: a guide is computed a few
      // times a level, not 3ᵈ times.
      #expect(host.statistics.guideComputations <= 6 * depth, "depth \(depth)")
      #expect(host.statistics.layoutComputations <= 4 * (depth + 1), "depth \(depth)")
    }
  }
}
