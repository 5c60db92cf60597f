import Cadence
import CadenceTesting
import Foundation
import Testing

/// A 100×20 layout whose leading guide is explicitly 30 points in, and which notes the layout
/// direction its subviews are laid out in.
private struct GuidedRow: Layout {
  let seen: DirectionBox

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    seen.direction = subviews.layoutDirection
    return CGSize(width: 100, height: 20)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 30 : nil
  }
}

@MainActor
private final class DirectionBox {
  var direction: LayoutDirection?
}

/// Apple's documentation: `AnyLayout` forwards every `Layout` requirement to the layout it
/// wraps (`explicitAlignment(of:in:proposal:subviews:cache:)`, `spacing(subviews:cache:)`);
/// `LayoutSubviews.layoutDirection` is the direction the subviews are laid out in;
/// `GeometryProxy.bounds(of:)` is a named space's bounds in the reader's local coordinates,
/// nil when no view around the reader named it.
@MainActor
@Suite("Layout forwarding and geometry")
struct LayoutForwardingTests {
  @Test("AnyLayout forwards its layout's explicit guides: a leading stack aligns on them")
  func anyLayoutExplicitAlignment() throws {
    let seen = DirectionBox()
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        AnyLayout(GuidedRow(seen: seen)) { Color.blue }
        Color.red.frame(width: 10, height: 10)
      })
    let blue = try #require(host.snapshot().first("blue")?.frame)
    let red = try #require(host.snapshot().first("red")?.frame)
    #expect(red.minX - blue.minX == 30)
    #expect(seen.direction == .leftToRight)
  }

  @Test("LayoutSubviews.layoutDirection is the subviews' environment's")
  func subviewsLayoutDirection() {
    let seen = DirectionBox()
    _ = ViewHost(
      GuidedRow(seen: seen) { Color.blue }.environment(\.layoutDirection, .rightToLeft))
    #expect(seen.direction == .rightToLeft)
  }

  @Test("GeometryProxy.bounds(of:) gives a named space's bounds in the reader's coordinates")
  func boundsOfNamedSpace() throws {
    struct Probe: View {
      var body: some View {
        VStack {
          GeometryReader { proxy in
            let card = proxy.bounds(of: .named("card"))
            let missing = proxy.bounds(of: .named("nowhere"))
            Text(
              card.map { "\(Int($0.minX)) \(Int($0.minY)) \(Int($0.width)) \(Int($0.height))" }
                ?? "none")
            Text(missing == nil ? "no such space" : "found")
          }
          .frame(width: 50, height: 40)
          .padding(10)
        }
        .frame(width: 200, height: 100)
        .coordinateSpace(.named("card"))
      }
    }
    let host = ViewHost(Probe())
    // The 70×60 padded reader sits centred in the 200×100 card: at (75, 30) inside it.
    #expect(host.snapshot().first("-75 -30 200 100") != nil, "\(host.render())")
    #expect(host.snapshot().first("no such space") != nil)
  }
}
