import Cadence
import CadenceTesting
import Foundation
import Testing

/// A banner shown and hidden with a transition, in the style people write.
private struct Banner: View {
  let transition: AnyTransition
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

/// Spins a view by an angle: for `.modifier(active:identity:)`.
private struct Spin: ViewModifier {
  var degrees: Double
  func body(content: Content) -> some View {
    content.rotationEffect(.degrees(degrees))
  }
}

/// A transition written with the `Transition` protocol.
private struct Shrink: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : 0.2)
  }
}

/// Transitions as SwiftUI runs them ("AnyTransition", "Transition", WWDC23 "Wind your way
/// through advanced animations in SwiftUI"): an inserted view starts in the transition's
/// active state and animates to identity along the change's animation; a removed view stays
/// on screen, animating to the active state, until that animation ends. Linear animations of
/// one second, so at 0.5 s every effect is half applied.
@MainActor
@Suite("Transitions")
struct TransitionTests {
  /// The host after showing the banner and advancing half the animation.
  private func halfwayIn(_ transition: AnyTransition) throws -> ViewHost<Banner> {
    let host = ViewHost(Banner(transition: transition))
    try host.tap("Toggle")
    host.advance(by: 0.5)
    return host
  }

  /// The host after showing the banner, letting it settle, hiding it and advancing half way.
  private func halfwayOut(_ transition: AnyTransition) throws -> ViewHost<Banner> {
    let host = ViewHost(Banner(transition: transition))
    try host.tap("Toggle")
    host.advance(by: 1)
    try host.tap("Toggle")
    host.advance(by: 0.5)
    return host
  }

  @Test("opacity: half faded in at the midpoint, then shown without a trace")
  func opacityIn() throws {
    let host = try halfwayIn(.opacity)
    let banner = try #require(host.snapshot().first("blue"))
    #expect(banner["opacity"] == 0.5)
    #expect(banner.style("transition") == "inserting")
    host.advance(by: 0.5)
    let settled = try #require(host.snapshot().first("blue"))
    #expect(settled["opacity"] == nil)
    #expect(settled.style("transition") == nil)
  }

  @Test("a removed view stays on screen, marked removing, until its animation ends")
  func opacityOut() throws {
    let host = try halfwayOut(.opacity)
    let banner = try #require(host.snapshot().first("blue"))
    #expect(banner["opacity"] == 0.5)
    #expect(banner.style("transition") == "removing")
    host.advance(by: 0.5)
    #expect(host.snapshot().first("blue") == nil)
    #expect(host.snapshot() == host.snapshotFromScratch())
  }

  @Test("scale and offset at the midpoint")
  func scaleAndOffset() throws {
    #expect(try halfwayIn(.scale).snapshot().first("blue")?["scale.x"] == 0.5)
    let anchored = try halfwayIn(.scale(scale: 0.5, anchor: .top)).snapshot().first("blue")
    #expect(anchored?["scale.y"] == 0.75)
    #expect(anchored?.style("scale.anchor") == "top")
    #expect(try halfwayIn(.offset(x: 100, y: -40)).snapshot().first("blue")?["offset.y"] == -20)
  }

  @Test("move and slide go by the view's own size; push fades too, out the other side")
  func edges() throws {
    // 200 × 80: half of the width or the height.
    #expect(try halfwayIn(.move(edge: .bottom)).snapshot().first("blue")?["offset.y"] == 40)
    #expect(try halfwayIn(.slide).snapshot().first("blue")?["offset.x"] == -100)
    #expect(try halfwayOut(.slide).snapshot().first("blue")?["offset.x"] == 100)
    let pushIn = try halfwayIn(.push(from: .trailing)).snapshot().first("blue")
    #expect(pushIn?["offset.x"] == 100)
    #expect(pushIn?["opacity"] == 0.5)
    #expect(try halfwayOut(.push(from: .trailing)).snapshot().first("blue")?["offset.x"] == -100)
  }

  @Test("asymmetric and combined transitions")
  func composition() throws {
    let asymmetric = AnyTransition.asymmetric(insertion: .scale, removal: .opacity)
    let entering = try halfwayIn(asymmetric).snapshot().first("blue")
    #expect(entering?["scale.x"] == 0.5)
    #expect(entering?["opacity"] == nil)
    let leaving = try halfwayOut(asymmetric).snapshot().first("blue")
    #expect(leaving?["opacity"] == 0.5)
    #expect(leaving?["scale.x"] == nil)
    let both = try halfwayIn(.opacity.combined(with: .move(edge: .top))).snapshot().first("blue")
    #expect(both?["opacity"] == 0.5)
    #expect(both?["offset.y"] == -40)
  }

  @Test("view transitions: a modifier between two states, and a Transition type")
  func viewTransitions() throws {
    let spin = AnyTransition.modifier(active: Spin(degrees: 90), identity: Spin(degrees: 0))
    #expect(try halfwayIn(spin).snapshot().first("blue")?["rotation"] == 45)
    #expect(try halfwayOut(spin).snapshot().first("blue")?["rotation"] == 45)
    let shrink = try halfwayIn(AnyTransition(Shrink())).snapshot().first("blue")
    // 0.2 → 1, half way: 0.6.
    #expect(abs((shrink?["scale.x"] ?? 0) - 0.6) < 1e-12)
  }

  @Test("a transition with its own animation runs in a change that is not animated")
  func ownAnimation() throws {
    let host = ViewHost(
      Banner(transition: .opacity.animation(.linear(duration: 2)), animation: nil))
    try host.tap("Toggle")
    host.advance(by: 1)
    #expect(host.snapshot().first("blue")?["opacity"] == 0.5)
  }

  @Test("without an animation, views appear and leave at once")
  func unanimated() throws {
    let host = ViewHost(Banner(transition: .slide, animation: nil))
    try host.tap("Toggle")
    #expect(host.snapshot().first("blue")?["offset.x"] == nil)
    try host.tap("Toggle")
    #expect(host.snapshot().first("blue") == nil)
  }

  @Test("a view without a transition fades, as SwiftUI's default (opacity)")
  func defaultFade() throws {
    struct List: View {
      @State var items = [1, 2, 3]
      var body: some View {
        VStack {
          ForEach(items, id: \.self) { item in Text("item \(item)") }
          Button("Remove") { withAnimation(.linear(duration: 1)) { _ = items.removeFirst() } }
        }
      }
    }
    let host = ViewHost(List())
    try host.tap("Remove")
    host.advance(by: 0.5)
    let snapshot = host.snapshot()
    #expect(snapshot.first("item 1")?["opacity"] == 0.5)
    #expect(snapshot.first("item 1")?.path.contains("Text[#1]") == true)
    #expect(snapshot == host.snapshotFromScratch())
    host.advance(by: 0.5)
    #expect(host.snapshot().first("item 1") == nil)
    #expect(host.snapshot().all("Text").count == 2)
  }
}

/// Several views inserted and removed together by one condition: each runs its own
/// transition, as in SwiftUI.
@MainActor
@Suite("Transitions of grouped views")
struct GroupedTransitionTests {
  private struct Pair: View {
    @State private var shown = false
    var body: some View {
      VStack {
        Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        if shown {
          Text("slides").transition(.slide)
          Text("scales").transition(.scale)
          Text("fades")
        }
      }
    }
  }

  @Test("each view of an inserted group enters with its own transition, at every frame")
  func groupedInsertion() throws {
    let host = ViewHost(Pair())
    try host.tap("Toggle")
    for step in 1...4 {
      host.advance(by: 0.125)
      let snapshot = host.snapshot()
      let progress = 1 - 0.125 * Double(step)
      let slides = try #require(snapshot.first("slides"))
      #expect(abs((slides["offset.x"] ?? 0) + slides.frame.width * progress) < 1e-9)
      #expect(abs((snapshot.first("scales")?["scale.x"] ?? 0) - (1 - progress)) < 1e-9)
      #expect(abs((snapshot.first("fades")?["opacity"] ?? 0) - (1 - progress)) < 1e-9)
      #expect(snapshot == host.snapshotFromScratch())
    }
    #expect(host.diagnostics.filter { $0.kind == .ineffectiveTransition }.isEmpty)
  }

  @Test("each view of a removed group leaves with its own transition")
  func groupedRemoval() throws {
    let host = ViewHost(Pair())
    try host.tap("Toggle")
    host.advance(by: 1)
    try host.tap("Toggle")
    host.advance(by: 0.25)
    let snapshot = host.snapshot()
    #expect(snapshot.first("scales")?["scale.x"] == 0.75)
    #expect(snapshot.first("fades")?["opacity"] == 0.75)
    #expect(snapshot.first("slides")?.style("transition") == "removing")
    #expect(snapshot == host.snapshotFromScratch())
    host.advance(by: 0.75)
    #expect(host.snapshot().first("slides") == nil)
  }

  @Test("a transition on a view that is never inserted or removed is reported, naming the view")
  func ineffective() {
    struct Fixed: View {
      var body: some View {
        VStack {
          Text("always").transition(.slide)
          Text("other")
        }
      }
    }
    let host = ViewHost(Fixed())
    let reports = host.diagnostics.filter { $0.kind == .ineffectiveTransition }
    #expect(reports.count == 1)
    #expect(reports.first?.path == "Fixed")
    #expect(host.snapshot().first("always")?["offset.x"] == nil)
  }

  @Test("views replaced while still inserting leave along their removal too (they vanished)")
  func replacedWhileInserting() throws {
    let host = ViewHost(Replacing(color: .red, transition: .slide), framesPerSecond: 120)
    for _ in 0..<3 {
      try host.tap("next")
      host.advance(frames: 1)
    }
    host.advance(to: 0.5)
    let swatches = host.snapshot().all("red")
    // The view now shown, inserting, and each of the three it replaced, removing.
    #expect(swatches.filter { $0.style("transition") == "inserting" }.count == 1)
    #expect(swatches.filter { $0.style("transition") == "removing" }.count == 3, "\(swatches)")
    host.advance(to: 1.2)
    #expect(host.snapshot().all("red").count == 1)
  }

  @Test("a view replaced halfway in leaves from where it is: its fade continues, not restarts")
  func replacedLeavesFromWhereItIs() throws {
    let host = ViewHost(Replacing(color: .blue, transition: .opacity), framesPerSecond: 100)
    try host.tap("next")
    host.advance(to: 0.5)
    // Half faded in (opacity 0.5), then replaced: it fades out from 0.5, over the second.
    try host.tap("next")
    let leaving = host.snapshot().all("blue").first { $0.style("transition") == "removing" }
    #expect(abs((leaving?["opacity"] ?? .nan) - 0.5) < 1e-6, "\(String(describing: leaving))")
    host.advance(to: 1)
    let later = host.snapshot().all("blue").first { $0.style("transition") == "removing" }
    #expect(abs((later?["opacity"] ?? .nan) - 0.25) < 1e-6, "\(String(describing: later))")
  }
}

/// A swatch with `transition` whose identity changes at each tap, along a linear second.
private struct Replacing: View {
  let color: Color
  let transition: AnyTransition
  @State private var n = 0

  var body: some View {
    VStack {
      color.frame(width: 40, height: 40).transition(transition).id(n)
      Button("next") { withAnimation(.linear(duration: 1)) { n += 1 } }
    }
  }
}
