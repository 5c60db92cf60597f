import Cadence
import CadenceTesting
import Foundation
import Testing

/// `ViewModifier.animation(_:)` and `transaction(_:)` (SwiftUI: the modifier's changes are
/// made in the given transaction), lazy stacks' pinned views, text's own accessibility
/// modifiers and the per-minute schedule's entries.
@MainActor
@Suite("Modifier transactions and small forms")
struct ModifierTransactionTests {
  struct Shift: ViewModifier {
    let x: CGFloat
    func body(content: Content) -> some View { content.offset(x: x) }
  }

  @Test("a modifier with an animation animates its changes, where a plain one jumps")
  func animatedModifier() throws {
    struct Screen: View {
      @State var moved = false
      var body: some View {
        VStack {
          Color.red.frame(width: 10, height: 10)
            .modifier(Shift(x: moved ? 100 : 0).animation(.linear(duration: 1)))
            .accessibilityIdentifier("animated")
          Color.blue.frame(width: 10, height: 10)
            .modifier(Shift(x: moved ? 100 : 0))
            .accessibilityIdentifier("plain")
          Button("move") { moved = true }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("move")
    host.advance(by: 0.5)
    let animated = try #require(host.snapshot().first("animated")?["offset.x"])
    #expect(abs(animated - 50) < 1e-6)
    #expect(host.snapshot().first("plain")?["offset.x"] == 100)
  }

  @Test("lazy stacks record their pinned views; text records its own accessibility")
  func smallForms() {
    let host = ViewHost(
      VStack {
        LazyVStack(pinnedViews: [.sectionHeaders]) { Text("row") }
        LazyHStack(pinnedViews: [.sectionFooters]) { Text("cell") }
        Text("Title").accessibilityHeading(.h1).accessibilityLabel(Text("Main title"))
      })
    #expect(host.snapshot().first("LazyVStack")?.style("pinnedViews") == "sectionHeaders")
    #expect(host.snapshot().first("LazyHStack")?.style("pinnedViews") == "sectionFooters")
    #expect(host.snapshot().first("Main title")?.style("accessibilityHeading") == "h1")
  }

  @Test("a per-minute schedule's entries are the starts of the minutes")
  func everyMinute() {
    let start = Date(timeIntervalSinceReferenceDate: 125)
    var entries = EveryMinuteTimelineSchedule().entries(from: start, mode: .normal)
    #expect(entries.next() == Date(timeIntervalSinceReferenceDate: 120))
    #expect(entries.next() == Date(timeIntervalSinceReferenceDate: 180))
  }
}
