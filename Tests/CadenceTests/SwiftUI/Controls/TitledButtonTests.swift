import Cadence
import CadenceTesting
import Foundation
import Testing

/// `count` buttons titled with strings in a vertical stack.
private struct TitledButtons: View {
  let count: Int
  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { index in Button("row \(index)") {} }
    }
  }
}

/// A large text and a button side by side on their first baselines; the button is titled, or
/// has the same text as a view label.
private struct BaselineRow: View {
  let titled: Bool
  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Text("Big").font(.largeTitle)
      if titled {
        Button("Go on") {}.font(.footnote)
      } else {
        Button(action: {}) { Text("Go on") }.font(.footnote)
      }
    }
  }
}

/// A button whose title counts its taps, beside the same text.
private struct GrowingTitle: View {
  @State private var taps = 0
  var body: some View {
    VStack(alignment: .leading) {
      Button("tapped \(taps) times") { taps += 10 }
      Text("tapped \(taps) times")
    }
  }
}

/// A button titled with a string shows its title and lays out as its label's text (SwiftUI's
/// `Button(_:action:)`: "generates its label from a string"; a button sizes to its label). It
/// is one node (D61): the label's text is measured in place, not mounted.
@MainActor
@Suite("Titled buttons")
struct TitledButtonTests {
  @Test("a titled button is one node: its label's text is not mounted")
  func titledButtonIsOneNode() {
    let ten = ViewHost(TitledButtons(count: 10)).statistics.nodesMounted
    let twenty = ViewHost(TitledButtons(count: 20)).statistics.nodesMounted
    // Before D61, each button was a container and its label's text: 2 nodes a button.
    #expect(twenty - ten == 10)
  }

  @Test("it takes its title's size and its first baseline, as a text label does")
  func sizeAndBaselineMatchALabel() throws {
    let titled = ViewHost(BaselineRow(titled: true)).snapshot()
    let labelled = ViewHost(BaselineRow(titled: false)).snapshot()
    let button = try #require(titled.first("Button"))
    let reference = try #require(labelled.first("Button"))
    #expect(button.label == "Go on")
    #expect(button.children.isEmpty)
    // The same frame, to the pixel: the label's footnote size and the baseline alignment with
    // the large title (the button sits lower than the top of the large text).
    #expect(button.frame == reference.frame)
    let big = try #require(titled.first("Big"))
    #expect(button.frame.minY > big.frame.minY)
    #expect(button.frame.height < big.frame.height)
  }

  @Test("a new title is measured again")
  func newTitleIsMeasuredAgain() throws {
    let host = ViewHost(GrowingTitle())
    let before = try #require(host.snapshot().first("Button")).frame
    try host.tap("tapped 0 times")
    let snapshot = host.snapshot()
    let button = try #require(snapshot.first("Button"))
    let text = try #require(snapshot.first("Text"))
    #expect(button.label == "tapped 10 times")
    #expect(button.frame.size == text.frame.size)
    #expect(button.frame.width > before.width)
  }
}
