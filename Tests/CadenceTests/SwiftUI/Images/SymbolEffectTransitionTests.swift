import Cadence
import CadenceTesting
import Foundation
import Testing

/// Symbol effect transitions (Apple's documentation of `SymbolEffectTransition`,
/// `Transition.symbolEffect` and `ContentTransition.symbolEffect(_:options:)`).
@MainActor
@Suite("Symbol effect transitions")
struct SymbolEffectTransitionTests {
  struct Screen: View {
    @State var shown = false
    var body: some View {
      VStack {
        if shown {
          Image(systemName: "star").transition(.symbolEffect(.appear))
        }
        Image(systemName: "bell").contentTransition(.symbolEffect(.replace.downUp))
        Button("show") { withAnimation(.linear(duration: 1)) { shown = true } }
      }
    }
  }

  @Test("an inserted symbol goes through the effect's phases; a replacement is recorded")
  func phases() throws {
    let host = ViewHost(Screen())
    #expect(
      host.snapshot().first("bell")?.style("contentTransition") == "symbolEffect(replace.downUp)")
    try host.tap("show")
    #expect(host.snapshot().first("star")?.style("symbolEffectTransition") != nil)
    host.advance(by: 1.5)
    #expect(host.snapshot().first("star")?.style("symbolEffectTransition") == "appear identity")
    #expect(
      SymbolEffectTransition(effect: .appear, options: .default).properties.hasMotion == false)
  }
}
