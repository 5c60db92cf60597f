import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// A text shown by a composite view: render modifiers around it are not folded (the view
/// does not mount as one rendered node), so it shows what the unfolded chain does.
private struct Plain: View {
  var body: some View { Text("a") }
}

/// A button that swaps a custom button style in and out when tapped: its modifiers are
/// folded into the plain button's node, and kept as nodes of their own around the style's
/// body.
private struct StyleSwitch: View {
  struct Framed: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.padding(4)
    }
  }

  @State private var styled = false

  var body: some View {
    VStack {
      Button("b") { styled.toggle() }
        .opacity(0.5)
        .offset(x: 7)
        .environment(\.buttonStyle, styled ? AnyButtonStyle(Framed()) : nil)
    }
  }
}

/// A text that fades when tapped and leaves when "remove" is.
private struct Fader: View {
  @State private var faded = false
  @State private var shown = true

  var body: some View {
    VStack {
      if shown {
        Text("f").opacity(faded ? 0.2 : 1)
      }
      Button("fade") { withAnimation(.linear(duration: 1)) { faded = true } }
      Button("remove") { shown = false }
    }
  }
}

/// A text inserted with a transition, carrying render modifiers of its own.
private struct Arrival: View {
  @State private var shown = false

  var body: some View {
    VStack {
      Button("show") { withAnimation(.linear(duration: 1)) { shown = true } }
      if shown {
        Text("t")
          .scaleEffect(2, anchor: .top)
          .opacity(0.5)
          .transition(.scale.combined(with: .opacity))
      }
    }
  }
}

/// A render modifier around a view that mounts as one rendered node (a text, a shape, a
/// plain button, a stack) is kept on that node, not as a node of its own (D65). What the
/// snapshot shows, how its data animates, its rates of change and its place among the
/// node's transition and ancestors are those of the modifier's own node.
@MainActor
@Suite("Render modifiers folded into their rendered node")
struct FoldedEffectsTests {
  @Test("modifiers around a text add no node, and show what the unfolded chain shows")
  func foldedLikeUnfolded() throws {
    let bare = ViewHost(VStack { Text("a") })
    let folded = ViewHost(
      VStack {
        Text("a").opacity(0.5).offset(x: 3).scaleEffect(2)
          .clipShape(Circle()).clipShape(Rectangle())
      })
    let unfolded = ViewHost(
      VStack {
        Plain().opacity(0.5).offset(x: 3).scaleEffect(2)
          .clipShape(Circle()).clipShape(Rectangle())
      })
    #expect(folded.statistics.nodesMounted == bare.statistics.nodesMounted)
    // Around a composite view: its node and one for each of the five modifiers.
    #expect(unfolded.statistics.nodesMounted == bare.statistics.nodesMounted + 6)
    let node = try #require(folded.snapshot().first("a"))
    #expect(node["opacity"] == 0.5)
    #expect(node["offset.x"] == 3)
    #expect(node["scale.x"] == 2)
    // The innermost clip is the one recorded.
    #expect(node.style("clipShape") == "Circle")
    let reference = try #require(unfolded.snapshot().first("a"))
    #expect(node.attributes == reference.attributes)
    #expect(node.styles == reference.styles)
  }

  @Test("a modifier around a stack is folded into the stack's node, not its children's")
  func foldedIntoContainer() throws {
    let bare = ViewHost(VStack { Text("in") })
    let host = ViewHost(VStack { Text("in") }.opacity(0.5))
    #expect(host.statistics.nodesMounted == bare.statistics.nodesMounted)
    #expect(host.snapshot().first("VStack")?["opacity"] == 0.5)
    #expect(host.snapshot().first("in")?["opacity"] == nil)
  }

  @Test("modifiers joined with concat fold as the nested modifiers do")
  func concatenated() throws {
    let bare = ViewHost(VStack { Text("c") })
    let joined = _OpacityEffect(opacity: 0.5).concat(
      _OffsetEffect(offset: CGSize(width: 2, height: 0)))
    let host = ViewHost(VStack { Text("c").modifier(joined) })
    #expect(host.statistics.nodesMounted == bare.statistics.nodesMounted)
    let node = try #require(host.snapshot().first("c"))
    #expect(node["opacity"] == 0.5)
    #expect(node["offset.x"] == 2)
  }

  @Test("a folded opacity animates along its curve, with its exact rate of change")
  func foldedAnimation() throws {
    let host = ViewHost(Fader())
    try host.tap("fade")
    // Linear over 1 s from 1 to 0.2: 1 − 0.8 t, at −0.8 a second.
    host.advance(to: 0.25)
    #expect(abs((host.snapshot().first("f")?["opacity"] ?? .nan) - 0.8) < 1e-12)
    let rate = try #require(host.velocities(of: "f")?["opacity"])
    #expect(abs(rate + 0.8) < 1e-9)
    host.advance(to: 2)
    #expect(host.snapshot().first("f")?["opacity"] == 0.2)
    #expect(host.velocities(of: "f")?["opacity"] == 0)
  }

  @Test("a view that leaves mid-animation ends its folded modifier's animation")
  func leavingEndsAnimation() throws {
    let host = ViewHost(Fader())
    try host.tap("fade")
    host.advance(to: 0.25)
    #expect(host.runningAnimations == 1)
    try host.tap("remove")
    host.advance(to: 0.5)
    #expect(host.runningAnimations == 0)
    #expect(host.snapshot().first("f") == nil)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("folded modifiers apply before the view's transition, as the modifiers' nodes did")
  func beforeTransition() throws {
    let host = ViewHost(Arrival())
    try host.tap("show")
    host.advance(to: 0.5)
    let node = try #require(host.snapshot().first("t"))
    // Half way in: the transition's scale 0.5 and opacity 0.5 multiply the view's own.
    #expect(node["scale.x"] == 1)
    #expect(node["opacity"] == 0.25)
    // The inner anchor wins over the transition's (the centre, not recorded).
    #expect(node.style("scale.anchor") == "top")
    host.advance(to: 1)
    #expect(host.snapshot().first("t")?["scale.x"] == 2)
    #expect(host.snapshot().first("t")?["opacity"] == 0.5)
  }

  @Test("a button's modifiers follow it as a button style comes and goes")
  func styleSwitch() throws {
    let host = ViewHost(StyleSwitch())
    let live = host.statistics.liveNodes
    for step in 0..<4 {
      let node = try #require(host.snapshot().first("b"), "step \(step)")
      #expect(node["opacity"] == 0.5, "step \(step)")
      #expect(node["offset.x"] == 7, "step \(step)")
      #expect(host.snapshot() == host.snapshotFromScratch(), "step \(step)")
      try host.tap("b")
    }
    // Plain, styled, plain, styled, and plain again: the styled form's nodes are gone.
    #expect(host.statistics.liveNodes == live)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("a system button style, which replaces no button, leaves its modifiers folded")
  func systemButtonStyle() throws {
    let bare = ViewHost(VStack { Button("p") {}.buttonStyle(.bordered) })
    let host = ViewHost(VStack { Button("p") {}.opacity(0.5).buttonStyle(.bordered) })
    #expect(host.statistics.nodesMounted == bare.statistics.nodesMounted)
    let node = try #require(host.snapshot().first("p"))
    #expect(node["opacity"] == 0.5)
    #expect(node.style("buttonStyle") == bare.snapshot().first("p")?.style("buttonStyle"))
  }

  @Test("a toggle, a text field and a shape take their modifiers as a text does")
  func otherRenderedNodes() {
    struct Controls: View {
      @State private var on = false
      @State private var text = ""
      var body: some View {
        VStack {
          Toggle("t", isOn: $on).opacity(0.5)
          TextField("f", text: $text).offset(y: 2)
          Circle().scaleEffect(3)
        }
      }
    }
    struct Plain: View {
      @State private var on = false
      @State private var text = ""
      var body: some View {
        VStack {
          Toggle("t", isOn: $on)
          TextField("f", text: $text)
          Circle()
        }
      }
    }
    let host = ViewHost(Controls())
    #expect(host.statistics.nodesMounted == ViewHost(Plain()).statistics.nodesMounted)
    #expect(host.snapshot().first("t")?["opacity"] == 0.5)
    #expect(host.snapshot().first("f")?["offset.y"] == 2)
    #expect(host.snapshot().first("Circle")?["scale.x"] == 3)
  }

  @Test("a modifier folded into a stack refuses the controls inside it, as its node did")
  func foldedHitTestingWrapsContent() throws {
    struct Panel: View {
      @State private var taps = 0
      var body: some View {
        VStack {
          VStack { Button("inside") { taps += 1 } }.allowsHitTesting(false)
          Text("taps \(taps)")
        }
      }
    }
    let host = ViewHost(Panel())
    try host.tap("inside")
    #expect(host.snapshot().first("taps 0") != nil)
    let refused = host.diagnostics.filter { $0.kind == .interactionFailed }.map(\.message)
    #expect(
      refused == [
        "the Button was not reached: it does not allow hit testing (allowsHitTesting(false))"
      ])
  }
}
