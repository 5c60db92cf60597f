import Cadence
import CadenceTesting
import Foundation
import Testing

/// `visualEffect` and `scrollTransition` (Apple's documentation: a visual effect reads the
/// view's geometry and changes how it is drawn, not its layout; a scroll transition's phase
/// is `identity` while the view is in sight and `topLeading` or `bottomTrailing` as it leaves
/// past an edge; an interactive transition applies the effect in proportion to how far).
@MainActor
@Suite("Visual effects")
struct VisualEffectTests {
  struct Mover: View {
    @State var pushed = false
    var body: some View {
      VStack(spacing: 0) {
        Color.clear.frame(height: pushed ? 60 : 20)
        Color.red.frame(width: 10, height: 10)
          .visualEffect { content, proxy in
            content.offset(x: proxy.frame(in: .global).minY).opacity(0.5)
          }
        Button("push") { pushed = true }
      }
    }
  }

  @Test("a visual effect reads the view's frame, and reads it again when the view moves")
  func visualEffect() throws {
    let host = ViewHost(Mover())
    let before = host.snapshot().first("red")!
    // Frames are stored on the pixel grid: compared within a thousandth of a point.
    #expect(abs((before["offset.x"] ?? 0) - before.frame.minY) < 0.001)
    #expect(before["opacity"] == 0.5)
    try host.tap("push")
    let after = host.snapshot().first("red")!
    // The stack, centred on the screen, grew by 40: the view moved down 20.
    #expect(abs(after.frame.minY - before.frame.minY - 20) < 0.001)
    #expect(abs((after["offset.x"] ?? 0) - after.frame.minY) < 0.001)
  }

  @Test("a scroll transition fades views out in proportion to how far past the edge they are")
  func scrollTransition() throws {
    let host = ViewHost(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<5, id: \.self) { index in
            Color.red.frame(height: 100)
              .accessibilityIdentifier("row \(index)")
              .scrollTransition { content, phase in
                content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
              }
          }
        }
      }
      .frame(height: 250))
    func row(_ index: Int) -> SnapshotNode {
      host.snapshot().allNodes.first { $0.identifier == "row \(index)" }!
    }
    #expect(row(0)["opacity"] ?? 1 == 1)
    // Half of row 2 is below the viewport: half-way to the edge phase's effect.
    #expect(row(2)["opacity"] == 0.5)
    #expect(row(2)["scale.x"] == 0.75)
    #expect(row(3)["opacity"] == 0)
    try host.scroll("ScrollView", by: 100)
    // Row 0 is now wholly above: the top edge's phase.
    #expect(row(0)["opacity"] == 0)
    #expect(row(1)["opacity"] ?? 1 == 1)
    #expect(row(3)["opacity"] == 0.5)
  }

  @Test("a threshold's inset, an interactive timing curve and an animation are not dropped")
  func scrollTransitionConfiguration() throws {
    func host(_ configuration: ScrollTransitionConfiguration) -> ViewHost<some View> {
      ViewHost(
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<5, id: \.self) { index in
              Color.red.frame(height: 100)
                .accessibilityIdentifier("row \(index)")
                .scrollTransition(configuration) { content, phase in
                  content.opacity(phase.isIdentity ? 1 : 0)
                }
            }
          }
        }
        .frame(height: 250))
    }
    func opacity(_ host: ViewHost<some View>, _ index: Int) -> Double? {
      host.snapshot().allNodes.first { $0.identifier == "row \(index)" }?["opacity"]
    }
    // Regression (inset was ignored): the visible region inset by 25 points, so row 1 (100…200
    // of 0…250) is in sight and row 2 (200…300) is 75 points past: 75 % of the way.
    let inset = host(.interactive.threshold(.visible.inset(by: 25)))
    #expect(opacity(inset, 1) ?? 1 == 1)
    #expect(abs((opacity(inset, 2) ?? 0) - 0.25) < 1e-9)
    // Regression (the curve was ignored): row 2 is half past the edge, so the effect is
    // `.easeIn`'s value at 0.5 of the way.
    let curved = host(.interactive(timingCurve: .easeIn))
    let eased = UnitCurve.easeIn.value(at: 0.5)
    #expect(abs((opacity(curved, 2) ?? 0) - (1 - eased)) < 1e-9)
    let animated = host(.animated(.linear(duration: 0.3)))
    let node = animated.snapshot().allNodes.first { $0.identifier == "row 3" }
    #expect(node?.style("scrollTransition.animation") != nil)
  }
}
