import Cadence
import CadenceTesting
import Foundation
import Testing

/// The hero move in the style people write: a thumbnail that expands into a card.
private struct Hero: View {
  @Namespace private var namespace
  @State private var expanded = false

  var body: some View {
    VStack(spacing: 0) {
      Button("Toggle") { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
      if expanded {
        Color.orange
          .matchedGeometryEffect(id: "photo", in: namespace)
          .frame(width: 300, height: 200)
          .accessibilityIdentifier("card")
      } else {
        Color.orange
          .matchedGeometryEffect(id: "photo", in: namespace)
          .frame(width: 60, height: 40)
          .accessibilityIdentifier("thumbnail")
      }
    }
  }
}

/// Two views of one group on screen at once, both sources unless the second says not.
private struct TwoSources: View {
  @Namespace private var namespace
  let secondIsSource: Bool

  var body: some View {
    HStack {
      Color.red.matchedGeometryEffect(id: "badge", in: namespace)
      Color.blue.matchedGeometryEffect(id: "badge", in: namespace, isSource: secondIsSource)
    }
  }
}

/// `matchedGeometryEffect` ("matchedGeometryEffect(id:in:properties:anchor:isSource:)"): a
/// view inserted in an animated change while a view of its group is removed moves from the
/// removed view's frame to its own along the change's animation; the removed one moves to
/// the new frame while it fades (the default transition).
@MainActor
@Suite("Matched geometry")
struct MatchedGeometryTests {
  @Test("the inserted view's frame animates from the removed view's frame")
  func heroMove() throws {
    let host = ViewHost(Hero())
    let thumbnail = try #require(host.snapshot().first("thumbnail")).frame
    try host.tap("Toggle")
    let start = try #require(host.snapshot().first("card")).frame
    #expect(start == thumbnail)
    host.advance(by: 1)
    let end = try #require(host.snapshot().first("card")).frame
    #expect(end.size == CGSize(width: 300, height: 200))
    let host2 = ViewHost(Hero())
    try host2.tap("Toggle")
    host2.advance(by: 0.5)
    let middle = try #require(host2.snapshot().first("card")).frame
    // Linear, half way: each edge half way between the two frames.
    #expect(abs(middle.width - (thumbnail.width + end.width) / 2) < 0.01)
    #expect(abs(middle.midY - (thumbnail.midY + end.midY) / 2) < 0.01)
    // The thumbnail, leaving, is at the same frame, fading.
    let leaving = try #require(host2.snapshot().first("thumbnail"))
    #expect(abs(leaving.frame.width - middle.width) < 0.01)
    #expect(leaving["opacity"] == 0.5)
    #expect(leaving.style("transition") == "removing")
    host2.advance(by: 0.5)
    #expect(host2.snapshot().first("thumbnail") == nil)
  }

  @Test("without an animation the new view takes its own frame at once")
  func unanimated() throws {
    struct Plain: View {
      @Namespace var namespace
      @State var big = false
      var body: some View {
        VStack {
          Button("Toggle") { big.toggle() }
          if big {
            Color.red.matchedGeometryEffect(id: 1, in: namespace).frame(width: 100, height: 100)
          } else {
            Color.red.matchedGeometryEffect(id: 1, in: namespace).frame(width: 10, height: 10)
          }
        }
      }
    }
    let host = ViewHost(Plain())
    try host.tap("Toggle")
    #expect(host.snapshot().first("red")?.frame.size == CGSize(width: 100, height: 100))
    #expect(host.snapshot().all("red").count == 1)
  }

  @Test("two sources of one group on screen are reported once, as SwiftUI warns (they were not)")
  func twoSourcesReported() throws {
    let host = ViewHost(TwoSources(secondIsSource: true))
    host.advance(by: 0.1)
    let reports = host.diagnostics.filter { $0.kind == .layoutProblem }
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("the group badge") == true)
    #expect(ViewHost(TwoSources(secondIsSource: false)).diagnostics.isEmpty)
    // A view replacing another of its group in an animated change is no second source.
    let hero = ViewHost(Hero())
    try hero.tap("Toggle")
    hero.advance(by: 0.5)
    try hero.tap("Toggle")
    hero.advance(by: 1)
    #expect(hero.diagnostics.isEmpty, "\(hero.diagnostics)")
  }
}
