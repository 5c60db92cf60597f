import Cadence
import CadenceTesting
import Foundation
import Testing

/// iOS 18's `onScrollPhaseChange(_:)` (Apple's documentation: the action gets the old phase,
/// the new one and the scroll view's geometry; a person's scroll is `interacting` and ends
/// `idle`).
@MainActor
@Suite("Scroll phases")
struct ScrollPhaseTests {
  struct Feed: View {
    @State var log: [String] = []
    var body: some View {
      VStack {
        Text(log.isEmpty ? "no phases" : log.joined(separator: ", "))
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { Text("row \($0)").frame(height: 50) }
          }
        }
        .frame(height: 200)
        .onScrollPhaseChange { old, new, context in
          log.append("\(old)→\(new) at \(Int(context.geometry.contentOffset.y))")
        }
      }
    }
  }

  @Test("a person's scroll goes idle → interacting → idle, the geometry before and after")
  func userScroll() throws {
    let host = ViewHost(Feed())
    #expect(host.snapshot().first("no phases") != nil)
    try host.scroll("ScrollView", by: 100)
    #expect(host.snapshot().first("idle→interacting at 0, interacting→idle at 100") != nil)
  }

  @Test("a scroll that cannot move still begins and ends")
  func atTheTop() throws {
    let host = ViewHost(Feed())
    try host.scroll("ScrollView", by: -50)
    #expect(host.snapshot().first("idle→interacting at 0, interacting→idle at 0") != nil)
  }

  @Test("only idle is not scrolling")
  func isScrolling() {
    #expect(!ScrollPhase.idle.isScrolling)
    for phase in [ScrollPhase.tracking, .interacting, .decelerating, .animating] {
      #expect(phase.isScrolling)
    }
  }
}
