import Cadence
import CadenceTesting
import Foundation

/// A random layout tree: stacks, frames, paddings, fixed sizes, a custom layout, texts and
/// colours, with hostile numbers and depths.
indirect enum LayoutTree {
  case text(String)
  case color
  case spacer(minLength: Double)
  case stack(kind: Int, spacing: Double, children: [LayoutTree])
  case frame(LayoutTree, width: Double?, height: Double?)
  case flexibleFrame(LayoutTree, minWidth: Double, maxWidth: Double)
  case padding(LayoutTree, Double)
  case fixedSize(LayoutTree)
  case columns(LayoutTree, LayoutTree, spacing: Double)

  /// Swift-like source, so that a failing case reads as the view it was.
  var source: String {
    switch self {
    case .text(let text): return "Text(\(text.debugDescription))"
    case .color: return "Color.red"
    case .spacer(let length): return "Spacer(minLength: \(length))"
    case .stack(let kind, let spacing, let children):
      let name = ["HStack", "VStack", "ZStack"][kind]
      return "\(name)(spacing: \(spacing)) { \(children.map(\.source).joined(separator: "; ")) }"
    case .frame(let tree, let width, let height):
      return "\(tree.source).frame(width: \(String(describing: width)), height: "
        + "\(String(describing: height)))"
    case .flexibleFrame(let tree, let minWidth, let maxWidth):
      return "\(tree.source).frame(minWidth: \(minWidth), maxWidth: \(maxWidth))"
    case .padding(let tree, let amount): return "\(tree.source).padding(\(amount))"
    case .fixedSize(let tree): return "\(tree.source).fixedSize()"
    case .columns(let left, let right, let spacing):
      return "Columns(spacing: \(spacing)) { \(left.source); \(right.source) }"
    }
  }
}

extension ParameterDraw {
  /// A number for a layout: half the time hostile.
  mutating func layoutNumber() -> Double {
    value(ordinary: 0...300, valid: { $0.isFinite && $0 >= 0 }).value
  }

  /// A random layout tree at most `depth` deep.
  mutating func layoutTree(depth: Int) -> LayoutTree {
    let choice = depth <= 0 ? int(in: 0...2) : int(in: 0...9)
    switch choice {
    case 0:
      let texts = ["", "a", "hello world", String(repeating: "w", count: 80), "line\nbreak"]
      return .text(texts[int(in: 0...(texts.count - 1))])
    case 1: return .color
    case 2: return .spacer(minLength: layoutNumber())
    case 3, 4:
      let children = (0..<int(in: 1...3)).map { _ in layoutTree(depth: depth - 1) }
      return .stack(kind: int(in: 0...2), spacing: layoutNumber(), children: children)
    case 5:
      let tree = layoutTree(depth: depth - 1)
      return .frame(
        tree, width: bool() ? layoutNumber() : nil, height: bool() ? layoutNumber() : nil)
    case 6:
      return .flexibleFrame(
        layoutTree(depth: depth - 1), minWidth: layoutNumber(),
        maxWidth: bool() ? .infinity : layoutNumber())
    case 7: return .padding(layoutTree(depth: depth - 1), layoutNumber())
    case 8: return .fixedSize(layoutTree(depth: depth - 1))
    default:
      return .columns(
        layoutTree(depth: depth - 1), layoutTree(depth: depth - 1), spacing: layoutNumber())
    }
  }
}

/// The view of a layout tree.
struct LayoutTreeView: View {
  let tree: LayoutTree

  var body: some View {
    switch tree {
    case .text(let text): Text(text)
    case .color: Color.red
    case .spacer(let length): Spacer(minLength: length)
    case .stack(let kind, let spacing, let children):
      let content = ForEach(children.indices, id: \.self) { LayoutTreeView(tree: children[$0]) }
      switch kind {
      case 0: HStack(spacing: spacing) { content }
      case 1: VStack(spacing: spacing) { content }
      default: ZStack { content }
      }
    case .frame(let tree, let width, let height):
      LayoutTreeView(tree: tree).frame(
        width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
    case .flexibleFrame(let tree, let minWidth, let maxWidth):
      LayoutTreeView(tree: tree).frame(minWidth: minWidth, maxWidth: maxWidth)
    case .padding(let tree, let amount): LayoutTreeView(tree: tree).padding(amount)
    case .fixedSize(let tree): LayoutTreeView(tree: tree).fixedSize()
    case .columns(let left, let right, let spacing):
      Columns(spacing: spacing) {
        LayoutTreeView(tree: left)
        LayoutTreeView(tree: right)
      }
    }
  }
}

/// A custom layout: its subviews side by side, each offered an equal share of the width.
struct Columns: Layout {
  var spacing: Double

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let share = share(of: proposal.width.map { Double($0) }, count: subviews.count)
    var width = spacing * Double(max(subviews.count - 1, 0))
    var height = 0.0
    for subview in subviews {
      let size = subview.sizeThatFits(
        ProposedViewSize(width: share.map { CGFloat($0) }, height: proposal.height))
      width += Double(size.width)
      height = max(height, Double(size.height))
    }
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let share = share(of: Double(bounds.width), count: subviews.count).map { CGFloat($0) }
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(ProposedViewSize(width: share, height: bounds.height))
      subview.place(
        at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: share, height: nil))
      x += size.width + CGFloat(spacing)
    }
  }

  private func share(of width: Double?, count: Int) -> Double? {
    guard let width, count > 0 else { return nil }
    return max(width - spacing * Double(count - 1), 0) / Double(count)
  }
}

/// A random layout tree mounted, resized and laid out again: no crash (the process dies
/// saying which case), every frame finite, and a bounded number of size computations a
/// node (layout costs the proposals each node is asked, each answered once).
@MainActor
func runLayoutCase(_ draw: inout ParameterDraw, index: Int) -> (String, [String]) {
  let tree = draw.layoutTree(depth: draw.int(in: 1...10))
  let description = "case \(index): layout \(tree.source)"
  setCurrent(description)
  var problems: [String] = []
  let host = ViewHost(LayoutTreeView(tree: tree))
  func inspect(_ when: String, since before: Int) {
    for node in host.snapshot().allNodes {
      for name in ["frame.x", "frame.y", "frame.width", "frame.height"] {
        guard let value = node[name], !value.isFinite else { continue }
        problems.append("\(when): \(node.path) \(name) = \(value)")
        return
      }
    }
    let computations = host.statistics.layoutComputations - before
    let nodes = max(host.statistics.liveNodes, 1)
    // Each node answers each distinct proposal once; a deep tree of custom layouts and
    // contradictory frames is asked a few hundred a node. Exponential cost (stacks 12 deep
    // cost 3,000 a node before) is what this catches.
    if computations > 1_000 * nodes {
      problems.append("\(when): \(computations) size computations for \(nodes) nodes")
    }
  }
  inspect("mount", since: 0)
  for width in [389.0, 1, 0, 2_000] {
    let before = host.statistics.layoutComputations
    host.size = CGSize(width: width, height: 844)
    inspect("at width \(width)", since: before)
  }
  return (description, problems)
}
