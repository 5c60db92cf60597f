import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// A row of 50-point columns starting `shift` points in.
private struct ShiftedColumns: Layout {
  var shift: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: shift + 50 * CGFloat(subviews.count), height: 20)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + shift + 50 * CGFloat(index), y: bounds.minY),
        proposal: ProposedViewSize(width: 50, height: 20))
    }
  }
}

/// Two texts in shifted columns, the shift a state toggled by a button.
private struct Shifting: View {
  @State var shifted = false
  var body: some View {
    VStack {
      Button("shift") { shifted.toggle() }
      ShiftedColumns(shift: shifted ? 10 : 0) {
        Text("a")
        Text("b")
      }
    }
  }
}

/// A container's placement is written into each subview's placed rect when its layout asks
/// for it, and carried out when the container commits it (D67): no pending copy in every
/// geometry.
@MainActor
@Suite("Recorded placements")
struct RecordedPlacementTests {
  private func mounted(_ view: some View) -> ViewRuntime {
    let runtime = ViewRuntime(root: view, startDate: Date(timeIntervalSinceReferenceDate: 0))
    runtime.mount()
    _ = runtime.snapshot()
    return runtime
  }

  private func text(_ content: String, in runtime: ViewRuntime) throws -> LeafNode<Text> {
    try #require(
      runtime.mountedNodes.compactMap { $0 as? LeafNode<Text> }.first {
        $0.renderRecord.frozen?.label == content
      })
  }

  /// The container `node` is a subview of: the nearest node above it that lays out.
  private func layoutAncestor(of node: _ViewNode) -> LayoutNode? {
    var current = node.parent
    while let above = current, !above.laysOut { current = above.parent }
    return current?.layoutNode
  }

  private func tap(_ label: String, in runtime: ViewRuntime) throws {
    let tap = try #require(runtime.interactions(.tap).first { $0.label == label }?.tap)
    runtime.send { tap() }
    _ = runtime.snapshot()
  }

  @Test("a custom layout's subviews follow its placements there and back")
  func placementsThereAndBack() throws {
    let runtime = mounted(Shifting())
    let a = try text("a", in: runtime)
    let start = try #require(a.geometry.frame)
    try tap("shift", in: runtime)
    #expect(a.geometry.frame?.minX == start.minX + 5)  // the row, 10 wider, is centred
    #expect(a.geometry.placementMoved == false)
    try tap("shift", in: runtime)
    #expect(a.geometry.frame == start)
    #expect(a.geometry.placedRect?.minX == start.minX)
  }

  @Test("a placement recorded and not carried out is carried out at the next commit")
  func uncommittedPlacementCarriedOut() throws {
    let runtime = mounted(Shifting())
    let a = try text("a", in: runtime)
    let start = try #require(a.geometry.frame)
    let container = try #require(layoutAncestor(of: a))
    let subview = LayoutSubview(node: a)
    let moved = CGPoint(x: start.minX + 20, y: start.minY)
    let size = CGSize(width: 50, height: 20)
    let proposal = ProposedViewSize(width: 50, height: 20)
    // Recorded, and the pass ends before its container commits it.
    subview.place(at: moved, size: size, proposal: proposal)
    a.geometry.placementCount = 0
    // Recorded again the same: the placed rect reads the same, and it is still carried out.
    subview.place(at: moved, size: size, proposal: proposal)
    subview.commitPlacement(in: .zero, inherited: nil, container: container)
    #expect(a.geometry.frame?.minX == moved.x)
    #expect(a.geometry.placementMoved == false)
    // Recorded where it is: nothing is placed again.
    let placements = runtime.statistics.layoutPlacements
    subview.place(at: moved, size: size, proposal: proposal)
    subview.commitPlacement(in: .zero, inherited: nil, container: container)
    #expect(runtime.statistics.layoutPlacements == placements)
  }

  @Test("a container's guide, found by placing its subviews, leaves their placements as they were")
  func guidePlacementsPutBack() throws {
    let runtime = mounted(Shifting())
    let a = try text("a", in: runtime)
    let layoutContainer = try #require(layoutAncestor(of: a))
    let placed = a.geometry.placedRect
    // A size the container was never placed at, so the guide is not cached.
    let guide = layoutContainer.explicitGuide(
      VerticalAlignment.firstTextBaseline.key, size: CGSize(width: 321, height: 20),
      proposal: ProposedViewSize(width: 321, height: 20))
    #expect(guide != nil)
    #expect(a.geometry.placedRect == placed)
    #expect(a.geometry.placementMoved == false && a.geometry.placementCount == 0)
  }

  @Test("subviews placed through wrappers in a custom layout are placed where it says")
  func wrappedSubviews() throws {
    let host = ViewHost(
      ShiftedColumns(shift: 7) {
        Group {
          Text("a")
          Text("b")
        }
        .padding(1)
      })
    let a = try #require(host.snapshot().first("a")?.frame)
    let b = try #require(host.snapshot().first("b")?.frame)
    // Each column is 50 wide and the padding insets each text by 1 in its own: b is 50 to
    // the right of a, both 1 below the row's top.
    #expect(b.minX - a.minX == 50)
    #expect(a.minY == b.minY)
    #expect(host.diagnostics.allSatisfy { $0.kind != .layoutProblem })
  }
}
