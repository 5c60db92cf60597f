import Cadence
import CadenceTesting
import Foundation
import Testing

/// A banner shown and hidden with a `Transition` value (iOS 17's form, `.transition(.blurReplace)`).
private struct TypedBanner<T: Transition>: View {
  let transition: T
  var animation: Animation? = .linear(duration: 1)
  @State private var shown = false

  var body: some View {
    VStack {
      Button("Toggle") { withAnimation(animation) { shown.toggle() } }
      if shown {
        Color.blue.frame(width: 200, height: 80).transition(transition)
      }
    }
  }
}

/// A transition written from built-in ones: it drops from the top and shrinks to 0.5.
private struct Drop: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    MoveTransition(edge: .top).apply(
      content: ScaleTransition(0.5).apply(content: content, phase: phase), phase: phase)
  }
}

/// Tilts the view: a view transition (evaluated in each phase).
private struct Tilt: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.rotationEffect(.degrees(phase.value * 30))
  }
}

/// The `Transition` types of iOS 17 ("Transition", "MoveTransition", "BlurReplaceTransition"
/// in Apple's documentation): each runs as the `AnyTransition` of the same name, and each
/// one's `body` is that effect at the phase, so transitions written from them animate too.
/// Linear animations of one second over a 200 × 80 view: at 0.5 s every effect is half
/// applied.
@MainActor
@Suite("Transition types")
struct TransitionTypesTests {
  private func halfway<T: Transition>(_ transition: T, out: Bool = false) throws -> SnapshotNode {
    let host = ViewHost(TypedBanner(transition: transition))
    try host.tap("Toggle")
    if out {
      host.advance(by: 1)
      try host.tap("Toggle")
    }
    host.advance(by: 0.5)
    return try #require(host.snapshot().first("blue"))
  }

  @Test("the built-in types move, scale, offset and fade as their AnyTransition namesakes")
  func builtIns() throws {
    #expect(try halfway(MoveTransition(edge: .leading))["offset.x"] == -100)
    #expect(try halfway(.move(edge: .bottom) as MoveTransition)["offset.y"] == 40)
    #expect(try halfway(ScaleTransition(0.5, anchor: .top))["scale.y"] == 0.75)
    #expect(try halfway(OffsetTransition(CGSize(width: 0, height: -40)))["offset.y"] == -20)
    #expect(try halfway(SlideTransition(), out: true)["offset.x"] == 100)
    let push = try halfway(PushTransition(edge: .trailing), out: true)
    #expect(push["offset.x"] == -100)
    #expect(push["opacity"] == 0.5)
    #expect(try halfway(OpacityTransition())["opacity"] == 0.5)
    #expect(try halfway(IdentityTransition())["opacity"] == nil)
  }

  @Test("blurReplace blurs, scales and fades; upUp grows as it leaves, downUp shrinks")
  func blurReplace() throws {
    let entering = try halfway(BlurReplaceTransition.blurReplace)
    #expect(entering["blur.radius"] == 10)
    #expect(abs((entering["scale.x"] ?? 0) - 0.9) < 1e-12)
    #expect(entering["opacity"] == 0.5)
    let downUp = try halfway(BlurReplaceTransition.blurReplace(.downUp), out: true)
    #expect(abs((downUp["scale.x"] ?? 0) - 0.9) < 1e-12)
    let upUp = try halfway(BlurReplaceTransition.blurReplace(.upUp), out: true)
    #expect(abs((upUp["scale.x"] ?? 0) - 1.1) < 1e-12)
    #expect(upUp["opacity"] == 0.5)
    #expect(BlurReplaceTransition.Configuration.upUp != .downUp)
  }

  @Test("a transition written from built-in ones animates each of their effects")
  func composedFromBuiltIns() throws {
    let dropping = try halfway(Drop())
    #expect(dropping["offset.y"] == -40)
    #expect(abs((dropping["scale.x"] ?? 0) - 0.75) < 1e-12)
  }

  @Test("combined, asymmetric and animated transitions compose views and effects")
  func compositions() throws {
    let both = try halfway(Tilt().combined(with: .opacity))
    #expect(abs((both["rotation"] ?? 0) + 15) < 1e-9)
    #expect(both["opacity"] == 0.5)
    let asymmetric = AsymmetricTransition(insertion: Tilt(), removal: OpacityTransition())
    let entering = try halfway(asymmetric)
    #expect(abs((entering["rotation"] ?? 0) + 15) < 1e-9)
    #expect(entering["opacity"] == nil)
    let leaving = try halfway(asymmetric, out: true)
    #expect(leaving["opacity"] == 0.5)
    // The insertion side sees identity while leaving: no tilt.
    #expect((leaving["rotation"] ?? 0) == 0)
    // Its own animation runs even when the change is not animated: 2 s, so half at 1 s.
    let host = ViewHost(
      TypedBanner(transition: ScaleTransition(0.5).animation(.linear(duration: 2)), animation: nil))
    try host.tap("Toggle")
    host.advance(by: 1)
    #expect(host.snapshot().first("blue")?["scale.x"] == 0.75)
  }

  @Test("apply(content:phase:) shows any view in a phase; properties say whether it moves")
  func applyAndProperties() throws {
    struct Shown: View {
      var body: some View {
        ScaleTransition(0.5).apply(
          content: Color.red.frame(width: 10, height: 10), phase: .willAppear)
      }
    }
    #expect(ViewHost(Shown()).snapshot().first("red")?["scale.x"] == 0.5)
    #expect(OpacityTransition.properties.hasMotion == false)
    #expect(MoveTransition.properties.hasMotion)
    #expect(
      AsymmetricTransition<IdentityTransition, OpacityTransition>.properties.hasMotion == false)
  }
}
