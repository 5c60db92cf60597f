import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// A text behind a composite view: the modifiers around it keep their nodes.
private struct Wrapped: View {
  var body: some View { Text("a") }
}

/// One of four chains of render modifiers whose values follow `t`, which "go" animates from 0
/// to 1 over a second (linear), around a text (`folded`: the chain is kept on the text's node)
/// or around a composite view showing the same text (each modifier keeps its node).
private struct Chain: View {
  let folded: Bool
  let chain: Int
  @State private var t = 0.0

  var body: some View {
    VStack {
      Button("go") { withAnimation(.linear(duration: 1)) { t = 1 } }
      if folded { modified(Text("a")) } else { modified(Wrapped()) }
    }
  }

  @ViewBuilder private func modified(_ view: some View) -> some View {
    switch chain {
    case 0:
      view.opacity(1 - 0.5 * t).offset(x: 10 * t, y: -4 * t).scaleEffect(1 + t, anchor: .topLeading)
    case 1:
      view.rotationEffect(.degrees(90 * t)).blur(radius: 2 * t).brightness(0.3 * t).zIndex(t)
    case 2:
      view.clipShape(Circle()).shadow(radius: 3 * t).offset(y: 5 * t).opacity(0.5 + 0.5 * t)
    default:
      view.scaleEffect(2 - t)
        .rotation3DEffect(.degrees(30 * t), axis: (x: 0, y: 1, z: 0))
        .saturation(1 - t)
        .clipShape(RoundedRectangle(cornerRadius: 4 * t))
    }
  }
}

/// Folding a chain of render modifiers into the node they sit on changes nothing a user can
/// see (D65): at every instant of an animation of all of them, the text shows the same
/// attributes, styles and frame, and moves at the same exact rates, as with each modifier in
/// a node of its own.
@MainActor
@Suite("Folded render modifiers against their own nodes")
struct FoldedEffectsEquivalenceTests {
  @Test(
    "a chain animated along a curve shows the same values and rates folded or not", arguments: 0..<4
  )
  func sameAlongAnimation(chain: Int) throws {
    let folded = ViewHost(Chain(folded: true, chain: chain))
    let unfolded = ViewHost(Chain(folded: false, chain: chain))
    #expect(folded.statistics.nodesMounted < unfolded.statistics.nodesMounted)
    try folded.tap("go")
    try unfolded.tap("go")
    var shown: [[String: Double]] = []
    for instant in [0.0, 0.25, 0.5, 0.75, 1.5] {
      folded.advance(to: instant)
      unfolded.advance(to: instant)
      let mine = try #require(folded.snapshot().first("a"), "at \(instant)")
      let theirs = try #require(unfolded.snapshot().first("a"), "at \(instant)")
      #expect(mine.attributes == theirs.attributes, "at \(instant)")
      #expect(mine.styles == theirs.styles, "at \(instant)")
      #expect(mine.frame == theirs.frame, "at \(instant)")
      #expect(folded.velocities(of: "a") == unfolded.velocities(of: "a"), "at \(instant)")
      #expect(folded.snapshot() == folded.snapshotFromScratch(), "at \(instant)")
      shown.append(mine.attributes)
    }
    // The chain moved: each instant shows values of its own until the end.
    #expect(Set(shown.prefix(4)).count == 4)
    #expect(folded.diagnostics.isEmpty)
  }
}
