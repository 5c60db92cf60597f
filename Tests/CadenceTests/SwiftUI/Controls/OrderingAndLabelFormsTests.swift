import Cadence
import CadenceTesting
import Foundation
import Testing

/// Declarations SwiftUI states explicitly (Apple's documentation of each): the ordering
/// operators of `DynamicTypeSize`, `ScenePhase` and `TimelineView`'s cadence, a colour
/// picker with a custom label and no opacity, `Text.fontWidth(_:)`, the body of `ForEach`
/// and `Group` (primitive, `Never`), and layout subviews picked by indices.
@MainActor
@Suite("Ordering operators and label forms")
struct OrderingAndLabelFormsTests {
  @Test("type sizes order from xSmall to accessibility5, scene phases from background to active")
  func ordering() {
    #expect(DynamicTypeSize.xSmall < .small)
    #expect(DynamicTypeSize.xxxLarge < .accessibility1)
    #expect(!(DynamicTypeSize.accessibility5 < .large))
    #expect(DynamicTypeSize.allCases.sorted(by: >).first == .accessibility5)
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    #expect(!(ScenePhase.active < .background))
    typealias Cadence = TimelineView<EveryMinuteTimelineSchedule, EmptyView>.Context.Cadence
    #expect(Cadence.live < .seconds && Cadence.seconds < .minutes)
    #expect([Cadence.minutes, .live, .seconds].sorted() == [.live, .seconds, .minutes])
  }

  struct Palette: View {
    @State var colour = Color.red
    var body: some View {
      VStack {
        ColorPicker(selection: $colour, supportsOpacity: false) {
          Label("Ink", systemImage: "paintpalette")
        }
        ColorPicker("Paper", selection: $colour)
        Text("Wide").fontWidth(.expanded)
      }
    }
  }

  @Test("a colour picker with a label reads as its label; one without opacity says so")
  func colourPicker() throws {
    let snapshot = ViewHost(Palette()).snapshot()
    let ink = try #require(snapshot.all("ColorPicker").first { $0.label == "Ink" })
    #expect(ink.style("color") == "red")
    #expect(ink.style("supportsOpacity") == "false")
    let paper = try #require(snapshot.first("Paper"))
    #expect(paper.style("supportsOpacity") == nil)
  }

  @Test("Text.fontWidth sets the width of the text's font, as Font.width does")
  func fontWidth() throws {
    let snapshot = ViewHost(Palette()).snapshot()
    let wide = try #require(snapshot.first("Wide"))
    let widened = ViewHost(Text("Wide").font(.body.width(.expanded))).snapshot().first("Wide")
    #expect(wide.style("font") == widened?.style("font"))
    #expect(wide.style("font") != ViewHost(Text("Wide")).snapshot().first("Wide")?.style("font"))
  }

  /// A layout that stacks only its even-indexed subviews, found with `subviews[indices:]`.
  struct EvenRows: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let even = subviews[stride(from: 0, to: subviews.count, by: 2)]
      return CGSize(width: 50, height: CGFloat(even.count) * 10)
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      let even = subviews[stride(from: 0, to: subviews.count, by: 2)]
      for (row, subview) in even.enumerated() {
        subview.place(
          at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row) * 10), proposal: .zero)
      }
    }
  }

  @Test("subviews picked by a sequence of indices keep that order")
  func subviewsByIndices() throws {
    let host = ViewHost(
      EvenRows {
        Color.red.frame(width: 5, height: 5)
        Color.green.frame(width: 5, height: 5)
        Color.blue.frame(width: 5, height: 5)
      }.fixedSize())
    let snapshot = host.snapshot()
    #expect(try #require(snapshot.first("blue")).frame.minY - snapshot.roots[0].frame.minY == 10)
    #expect(try #require(snapshot.first("EvenRows")).frame.height == 20)
  }
}
