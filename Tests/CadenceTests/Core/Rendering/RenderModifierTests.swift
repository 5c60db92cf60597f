import Cadence
import CadenceTesting
import Testing

/// Fifty rows with an opacity and an offset, the first of which dims.
private struct Dimmers: View {
  @State private var dimmed = false
  var start = 1.0

  var body: some View {
    VStack {
      ForEach(0..<50, id: \.self) { index in
        Text("row").opacity(dimmed && index == 0 ? 0.2 : start).offset(x: 2)
      }
      Button("dim slowly") { withAnimation(.linear(duration: 1)) { dimmed.toggle() } }
      Button("dim now") { dimmed.toggle() }
    }
  }
}

@MainActor
private func firstOpacity(_ host: ViewHost<Dimmers>) -> Double? {
  host.snapshot().first("row")?["opacity"]
}

/// A render modifier (`opacity`, `offset`, …) makes the animation of its data at its first
/// animated change: a list of rows that never animate holds no animation state.
@MainActor
@Suite("Render modifiers: animation state made on demand")
struct RenderModifierTests {
  @Test("rows mount without animation tracks; the first animated change makes one and animates")
  func trackAtFirstAnimatedChange() throws {
    let host = ViewHost(Dimmers())
    #expect(host.statistics.animationTracksMade == 0)
    #expect(firstOpacity(host) == 1)
    try host.tap("dim slowly")
    #expect(host.statistics.animationTracksMade == 1)
    // Linear over 1 s from 1 to 0.2: 1 − 0.8 × t.
    host.advance(to: 0.25)
    #expect(abs((firstOpacity(host) ?? .nan) - 0.8) < 1e-12)
    host.advance(to: 0.5)
    #expect(abs((firstOpacity(host) ?? .nan) - 0.6) < 1e-12)
    host.advance(to: 2)
    #expect(firstOpacity(host) == 0.2)
    #expect(host.runningAnimations == 0)
    // Back, animated again: the same track.
    try host.tap("dim slowly")
    host.advance(to: 2.5)
    #expect(abs((firstOpacity(host) ?? .nan) - 0.6) < 1e-12)
    #expect(host.statistics.animationTracksMade == 1)
  }

  @Test("a change without animation shows the new value at once and makes no track")
  func changeWithoutAnimation() throws {
    let host = ViewHost(Dimmers())
    try host.tap("dim now")
    #expect(firstOpacity(host) == 0.2)
    #expect(host.runningAnimations == 0)
    try host.tap("dim now")
    #expect(firstOpacity(host) == 1)
    #expect(host.statistics.animationTracksMade == 0)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("a non-finite value at mount is still reported, and 0 is shown")
  func nonFiniteAtMount() {
    let host = ViewHost(Dimmers(start: .nan))
    let warnings = host.diagnostics.filter { $0.kind == .nonFiniteValue }
    // One warning (the rows share a path) counted once for each of the 50 opacities; none
    // for the offsets.
    #expect(warnings.count == 1)
    #expect(warnings.first?.count == 50)
    #expect(warnings.first?.message.contains("opacity was given a non-finite value") == true)
    #expect(host.snapshot().all("row").allSatisfy { $0["opacity"] == 0 })
  }
}

/// Colours (an `Animatable` leaf) whose hue moves when "shift" is tapped.
private struct Swatches: View {
  @State private var shifted = false

  var body: some View {
    VStack {
      ForEach(0..<20, id: \.self) { index in
        Color(red: shifted && index == 3 ? 0 : 1, green: 0, blue: 0)
      }
      Button("shift") { withAnimation(.linear(duration: 1)) { shifted = true } }
    }
  }
}

@MainActor
@Suite("Animatable leaves: animation state made on demand")
struct AnimatableLeafTests {
  @Test("animatable leaves mount without tracks; the first animated change makes one")
  func trackAtFirstAnimatedChange() throws {
    let host = ViewHost(Swatches())
    #expect(host.statistics.animationTracksMade == 0)
    try host.tap("shift")
    #expect(host.statistics.animationTracksMade == 1)
    host.advance(to: 0.5)
    #expect(host.runningAnimations == 1)
    host.advance(to: 2)
    #expect(host.runningAnimations == 0)
    #expect(host.diagnostics.isEmpty)
  }
}
